import { describe, expect, it } from 'vitest'

import {
  blogArticles,
  countWords,
  findBlogArticleByParam,
  getBlogArticle,
  readTimeOf,
} from './blog-articles.ts'

const CATEGORIES = [
  'Job Search Strategy',
  'CV Tips',
  'Remote Work',
  'Career Growth',
  'Industry Insights',
  'Career Change',
  'Wellness',
  'Work Trends',
]

describe('countWords in one pass', () => {
  it('counts runs of non-space that hold a letter or a digit', () => {
    expect(countWords('## A heading\n\n- one *two* __three__\n1. four — 5 ... ? «six»')).toBe(8)
    expect(countWords('')).toBe(0)
    expect(countWords('  -- ** ! ')).toBe(0)
    expect(countWords('Harare\u00a0CBD, café naïve 2025-06-03')).toBe(5)
  })

  it.each(blogArticles)("counts article $id's words as splitting on spaces does", ({ content }) => {
    const split = content
      .replace(/^#+\s/gm, '')
      .replace(/^\s*(?:[-*]|\d+\.)\s/gm, '')
      .replace(/[*_`]/g, '')
      .split(/\s+/)
      .filter((word) => /[\p{L}\p{N}]/u.test(word)).length
    expect(countWords(content)).toBe(split)
  })
})

describe('blogArticles', () => {
  it('has eight articles with ids 1 to 8, one per category', () => {
    expect(blogArticles.map((article) => article.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(blogArticles.map((article) => article.category)).toEqual(CATEGORIES)
  })

  it('features ids 1 and 2 only', () => {
    expect(blogArticles.filter((article) => article.featured).map((article) => article.id)).toEqual(
      [1, 2],
    )
  })

  it.each(blogArticles)('article $id is complete and 500-900 words long', (article) => {
    expect(article.title.length).toBeGreaterThan(10)
    expect(article.excerpt.length).toBeGreaterThan(60)
    expect(article.author).toMatch(/^(JobsZW Editorial Team|[A-Z][a-z]+ [A-Z]\., [A-Z].+)$/)
    expect(article.date).toMatch(
      /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) 20\d\d$/,
    )
    expect(readTimeOf(article.content)).toMatch(/^\d+ min read$/)
    expect(article.tags.length).toBeGreaterThanOrEqual(3)
    const words = countWords(article.content)
    expect(words).toBeGreaterThanOrEqual(500)
    expect(words).toBeLessThanOrEqual(900)
  })

  it.each(blogArticles)('article $id renders well as markdown', ({ content }) => {
    // The page title is the only h1.
    expect(content).not.toMatch(/^# /m)
    expect(content).toMatch(/^## /m)
    // Relative links would lose their href in the sanitizer; articles link to nothing.
    expect(content).not.toMatch(/\]\(/)
    // Line breaks render as <br>, so a paragraph must not be wrapped over several lines.
    const lines = content.split('\n')
    lines.forEach((line, index) => {
      const next = lines[index + 1]
      if (line === '' || next === undefined || next === '') return
      const isBlock = (text: string) => /^(#{2,3} |- |\d+\. |\s+- )/.test(text)
      expect(isBlock(line) || isBlock(next), `line ${index + 1}: ${line.slice(0, 40)}`).toBe(true)
    })
    expect(content.toLowerCase()).not.toContain('lorem')
  })

  it('estimates reading time from the text at 200 words a minute', () => {
    for (const article of blogArticles) {
      expect(readTimeOf(article.content)).toBe(
        `${Math.ceil(countWords(article.content) / 200)} min read`,
      )
    }
  })
})

describe('countWords', () => {
  it('counts words, not markdown marks', () => {
    expect(countWords('## A heading\n\n- **Bold** item\n1. Two *words*\n')).toBe(6)
  })
})

describe('getBlogArticle and findBlogArticleByParam', () => {
  it('find an article by number or by its path parameter', () => {
    expect(getBlogArticle(3)?.category).toBe('Remote Work')
    expect(getBlogArticle(9)).toBeUndefined()
    for (let id = 1; id <= 8; id += 1) expect(findBlogArticleByParam(String(id))?.id).toBe(id)
  })

  it.each(['abc', '0', '9', '99', '1.5', '01', ' 1', '1e0', '0x1', '-1', '', '1abc'])(
    'treats %j as no article',
    (param) => {
      expect(findBlogArticleByParam(param)).toBeUndefined()
    },
  )
})
