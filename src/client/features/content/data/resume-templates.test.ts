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

describe('resumeTemplates (the CV templates)', () => {
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
    // One line per paragraph, never wrapped by hand: pasted into a word processor, or turned
    // into the Word file, each line is a paragraph that wraps where the page ends.
    for (const line of template.body.split('\n')) expect(line).not.toMatch(/^\s|[\s,]$/)
    expect(template.body).toContain('[City], Zimbabwe | +263 7X XXX XXXX')
    expect(template.whatToInclude.length).toBeGreaterThanOrEqual(5)
  })

  it('names each file with the brand and the level', () => {
    expect(Object.values(resumeTemplates).map((template) => template.fileName)).toEqual([
      'JobsZW-CV-Template-Entry-Level.txt',
      'JobsZW-CV-Template-Mid-Level.txt',
      'JobsZW-CV-Template-Senior-Level.txt',
    ])
    expect(Object.values(resumeTemplates).map((template) => template.docxPath)).toEqual([
      '/templates/JobsZW-CV-Template-Entry-Level.docx',
      '/templates/JobsZW-CV-Template-Mid-Level.docx',
      '/templates/JobsZW-CV-Template-Senior-Level.docx',
    ])
  })

  it('states the experience bands (0-2, 3-7 and 8+ years)', () => {
    expect(resumeTemplates['entry-level'].audience).toContain('0-2 years')
    expect(resumeTemplates['mid-level'].audience).toContain('3-7 years')
    expect(resumeTemplates['senior-level'].audience).toContain('8+ years')
    expect(resumeTemplates['mid-level'].overview).toMatch(/three or four positions/)
  })
})
