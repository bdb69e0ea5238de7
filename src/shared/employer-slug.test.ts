import { describe, expect, it } from 'vitest'

import { EMPLOYER_SLUG_MAX_LENGTH, employerSlug, isEmployerSlug } from './employer-slug.ts'

describe('employerSlug', () => {
  it('gives the spellings of one organisation one slug', () => {
    const names = [
      'Delta Corporation Ltd',
      'Delta Corporation Limited',
      'DELTA CORPORATION (PVT) LTD',
      'Delta Corporation (Private) Limited',
      'Delta Corporation Private Limited',
      'Delta Corporation Pvt Ltd.',
      'Delta Corporation PLC',
      'Delta Corporation',
      '  Delta   Corporation, Ltd  ',
    ]
    expect(new Set(names.map(employerSlug))).toEqual(new Set(['delta-corporation']))
  })

  it('drops Inc and Pty forms too', () => {
    expect(employerSlug('Acme Inc.')).toBe('acme')
    expect(employerSlug('Mopane Pty Ltd')).toBe('mopane')
    expect(employerSlug('Mopane (Pty)')).toBe('mopane')
  })

  it('folds accents and case, and turns other characters to single hyphens', () => {
    expect(employerSlug('Nestlé Zimbabwe')).toBe('nestle-zimbabwe')
    expect(employerSlug('Médecins Sans Frontières (MSF)')).toBe('medecins-sans-frontieres-msf')
    expect(employerSlug('Barclays/ First Capital -- Bank')).toBe('barclays-first-capital-bank')
    expect(employerSlug("O'Brien's Bakery")).toBe('obriens-bakery')
    expect(employerSlug('Bits & Bytes')).toBe('bits-and-bytes')
  })

  it('keeps "Private" inside a name and a name that is only a legal form', () => {
    expect(employerSlug('Private Sector Forum')).toBe('private-sector-forum')
    expect(employerSlug('Limited')).toBe('limited')
  })

  it('is null for a name with nothing to make a slug of', () => {
    expect(employerSlug('')).toBeNull()
    expect(employerSlug('—— ++')).toBeNull()
    expect(employerSlug('中国')).toBeNull()
  })

  it('bounds the length, cutting at a word', () => {
    const slug = employerSlug('Zimbabwe '.repeat(30))
    expect(slug).not.toBeNull()
    expect(slug?.length).toBeLessThanOrEqual(EMPLOYER_SLUG_MAX_LENGTH)
    expect(slug?.endsWith('-')).toBe(false)
    expect(slug).toMatch(/^(zimbabwe-)+zimbabwe$/)
    expect(employerSlug('x'.repeat(200))).toBe('x'.repeat(EMPLOYER_SLUG_MAX_LENGTH))
  })

  it('always makes a slug that isEmployerSlug accepts', () => {
    for (const name of ['Delta Corporation Ltd', 'A', '1st Bank (Pvt) Ltd', 'x'.repeat(300)]) {
      const slug = employerSlug(name)
      expect(slug !== null && isEmployerSlug(slug)).toBe(true)
    }
  })
})

describe('isEmployerSlug', () => {
  it('refuses what no name makes', () => {
    for (const bad of [
      '',
      'Delta',
      'delta--corp',
      '-delta',
      'delta-',
      'delta corp',
      'a'.repeat(81),
    ])
      expect(isEmployerSlug(bad)).toBe(false)
    expect(isEmployerSlug('delta-corporation')).toBe(true)
  })
})
