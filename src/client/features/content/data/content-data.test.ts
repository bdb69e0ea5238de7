import { describe, expect, it } from 'vitest'

import careerPivot from './guide-career-pivot.md?raw'
import networking from './guide-networking.md?raw'
import salaryNegotiation from './guide-salary-negotiation.md?raw'
import skillsDevelopment from './guide-skills-development.md?raw'
import { FAQ_CATEGORIES } from './faq.ts'

const words = (markdown: string) => markdown.split(/\s+/).filter(Boolean).length

describe('content data', () => {
  it.each([
    ['salary negotiation', salaryNegotiation],
    ['career pivot', careerPivot],
    ['networking', networking],
    ['skills development', skillsDevelopment],
  ])('the %s guide is 600-1100 words', (_name, markdown) => {
    expect(words(markdown)).toBeGreaterThanOrEqual(600)
    expect(words(markdown)).toBeLessThanOrEqual(1100)
  })

  it('has seven FAQ categories with 3-5 questions each', () => {
    expect(FAQ_CATEGORIES).toHaveLength(7)
    for (const category of FAQ_CATEGORIES) {
      expect(category.questions.length).toBeGreaterThanOrEqual(3)
      expect(category.questions.length).toBeLessThanOrEqual(5)
    }
  })

  it('keeps relative links out of markdown, where the sanitizer would drop them', () => {
    const markdown = [
      salaryNegotiation,
      careerPivot,
      networking,
      skillsDevelopment,
      ...FAQ_CATEGORIES.flatMap((category) => category.questions.map((item) => item.answer)),
    ]
    for (const text of markdown) expect(text).not.toMatch(/\]\(\//)
  })
})
