import { describe, expect, it } from 'vitest'

import { resumeTemplates } from './resume-templates.ts'

// The sections each level must have, in this order (docs/product.md#content-pages).
const SECTIONS = {
  'entry-level': ['EDUCATION', 'EXPERIENCE', 'PROJECTS', 'LEADERSHIP', 'SKILLS', 'CERTIFICATIONS'],
  'mid-level': [
    'PROFESSIONAL SUMMARY',
    'EXPERIENCE',
    'EDUCATION',
    'SKILLS',
    'CERTIFICATIONS',
    'AWARDS',
  ],
  'senior-level': [
    'EXECUTIVE SUMMARY',
    'EXPERIENCE',
    'EDUCATION',
    'BOARD POSITIONS',
    'SKILLS',
    'CERTIFICATIONS',
    'PUBLICATIONS',
    'AFFILIATIONS',
    'LANGUAGES',
  ],
} as const

describe('resumeTemplates', () => {
  it.each(Object.values(resumeTemplates))('$level has its sections in order', (template) => {
    const headings = template.body.split('\n').filter((line) => /^[A-Z][A-Z ]+$/.test(line))
    const expected = SECTIONS[template.level]
    expect(headings.filter((heading) => (expected as readonly string[]).includes(heading))).toEqual(
      expected,
    )
  })

  it.each(Object.values(resumeTemplates))('$level is a tidy plain-text file', (template) => {
    // ASCII only: the file is saved as text/plain without a charset.
    expect(template.body).toMatch(/^[\x20-\x7e\n]+$/)
    for (const line of template.body.split('\n')) expect(line.length).toBeLessThanOrEqual(76)
    expect(template.body).toContain('[City], Zimbabwe | +263 7X XXX XXXX')
    expect(template.whatToInclude.length).toBeGreaterThanOrEqual(5)
  })

  it('names each file with the brand and the level', () => {
    expect(Object.values(resumeTemplates).map((template) => template.fileName)).toEqual([
      'JobsZW-Resume-Template-Entry-Level.txt',
      'JobsZW-Resume-Template-Mid-Level.txt',
      'JobsZW-Resume-Template-Senior-Level.txt',
    ])
  })

  it('states the experience bands (0-2, 3-7 and 8+ years)', () => {
    expect(resumeTemplates['entry-level'].audience).toContain('0-2 years')
    expect(resumeTemplates['mid-level'].audience).toContain('3-7 years')
    expect(resumeTemplates['senior-level'].audience).toContain('8+ years')
    expect(resumeTemplates['mid-level'].overview).toMatch(/three or four positions/)
  })
})
