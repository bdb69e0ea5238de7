import { describe, expect, it } from 'vitest'

import {
  asArray,
  clampText,
  findApplyInstructions,
  firstText,
  normaliseEmploymentType,
} from './text-fields.ts'

describe('firstText', () => {
  it.each([
    ['  Accountant  ', 'Accountant'],
    ['', null],
    ['   ', null],
    [42, '42'],
    [0, '0'],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [{ '#text': ' Harare ', '@_type': 'city' }, 'Harare'],
    [{ '#text': 7 }, '7'],
    [{ '@value': 'Bulawayo', '@language': 'en' }, 'Bulawayo'],
    [['first', 'second'], 'first'],
    [['', '  ', 'third'], 'third'],
    [[{ '#text': 'nested' }], 'nested'],
    [[], null],
    [{ name: 'not text' }, null],
    [null, null],
    [undefined, null],
    [true, null],
  ])('%j -> %j', (value, text) => {
    expect(firstText(value)).toBe(text)
  })
})

describe('asArray', () => {
  it('wraps single values and keeps arrays', () => {
    expect(asArray(undefined)).toEqual([])
    expect(asArray(null)).toEqual([])
    expect(asArray('a')).toEqual(['a'])
    expect(asArray({ a: 1 })).toEqual([{ a: 1 }])
    const list = [1, 2]
    expect(asArray(list)).toBe(list)
    expect(asArray(0)).toEqual([0])
    expect(asArray('')).toEqual([''])
  })
})

describe('clampText', () => {
  it('keeps short text and cuts long text at a word boundary within the limit', () => {
    expect(clampText('short', 10)).toBe('short')
    expect(clampText('exactly ten', 11)).toBe('exactly ten')
    const clamped = clampText('The quick brown fox jumps over the lazy dog', 20)
    expect(clamped).toBe('The quick brown fox…')
    expect(clamped.length).toBeLessThanOrEqual(20)
    expect(clampText('Supercalifragilistic', 10)).toBe('Supercali…')
    expect(clampText('abc', 0)).toBe('')
    expect(clampText('abc', 1)).toBe('…')
  })

  it('never leaves half of an emoji', () => {
    const clamped = clampText('ab😀😀😀😀', 4)
    expect(clamped.length).toBeLessThanOrEqual(4)
    expect(clamped).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/)
  })
})

describe('normaliseEmploymentType', () => {
  it.each([
    ['FULL_TIME', 'Full-time'],
    ['PART_TIME', 'Part-time'],
    ['CONTRACTOR', 'Contract'],
    ['TEMPORARY', 'Temporary'],
    ['INTERN', 'Internship'],
    ['VOLUNTEER', 'Volunteer'],
    ['PER_DIEM', 'Temporary'],
    ['OTHER', 'Other'],
    ['full time', 'Full-time'],
    ['Full-Time', 'Full-time'],
    ['Fulltime', 'Full-time'],
    ['Permanent', 'Full-time'],
    ['part-time', 'Part-time'],
    ['contract', 'Contract'],
    ['Fixed term', 'Contract'],
    ['Fixed-Term Contract', 'Contract'],
    ['Consultancy', 'Contract'],
    ['Freelance', 'Contract'],
    ['Casual', 'Temporary'],
    ['Temp', 'Temporary'],
    ['internship', 'Internship'],
    ['Industrial Attachment', 'Internship'],
    ['Volunteering', 'Volunteer'],
    ['Full time, Contract', 'Full-time, Contract'],
    ['Full-time / Part-time', 'Full-time, Part-time'],
    ['Full time fixed term', 'Full-time, Contract'],
    ['Full Time and Part Time', 'Full-time, Part-time'],
    ['Something odd', 'Other'],
    ['', null],
    ['  ', null],
  ])('%j -> %j', (value, label) => {
    expect(normaliseEmploymentType(value)).toBe(label)
  })

  it('joins arrays in order without repeats', () => {
    expect(normaliseEmploymentType(['FULL_TIME', 'CONTRACTOR', 'full time'])).toBe(
      'Full-time, Contract',
    )
    expect(normaliseEmploymentType(['INTERN', 'Other thing'])).toBe('Internship, Other')
    expect(normaliseEmploymentType([])).toBeNull()
    expect(normaliseEmploymentType(null)).toBeNull()
    expect(normaliseEmploymentType(undefined)).toBeNull()
    expect(normaliseEmploymentType([3 as unknown as string, 'PART_TIME'])).toBe('Part-time')
  })
})

describe('findApplyInstructions', () => {
  it.each([
    ['Send your CV to hr@example.co.zw', 'Send your CV to hr@example.co.zw'],
    [
      'Hand deliver applications to 12 Samora Machel Ave, Harare',
      'Hand deliver applications to 12 Samora Machel Ave, Harare',
    ],
    [
      'Interested candidates should email their CVs to jobs@delta.co.zw.',
      'Interested candidates should email their CVs to jobs@delta.co.zw.',
    ],
    [
      'Applications should be hand-delivered to the Human Resources Office, 5th Floor, Kopje Plaza, Harare.',
      'Applications should be hand-delivered to the Human Resources Office, 5th Floor, Kopje Plaza, Harare.',
    ],
    [
      'Submit your application in person at our Bulawayo branch.',
      'Submit your application in person at our Bulawayo branch.',
    ],
    [
      'Applications can be posted to P.O. Box 123, Gweru.',
      'Applications can be posted to P.O. Box 123, Gweru.',
    ],
    ['WhatsApp your CV to 0772 123 456.', 'WhatsApp your CV to 0772 123 456.'],
  ])('%j', (text, instructions) => {
    expect(findApplyInstructions(text)).toBe(instructions)
  })

  it('keeps only the instruction sentences of a description', () => {
    const markdown = [
      '## Accountant',
      '',
      'Delta is hiring. You will prepare monthly accounts.',
      '',
      '- Degree in accounting',
      '- 3 years experience',
      '',
      '### How to apply',
      '',
      'Interested candidates should send their CVs to **[hr@delta.co.zw](mailto:hr@delta.co.zw)**. Only shortlisted candidates will be contacted.',
    ].join('\n')
    expect(findApplyInstructions(markdown)).toBe(
      'Interested candidates should send their CVs to hr@delta.co.zw.',
    )
  })

  it('keeps the address lines after "addressed to:"', () => {
    const markdown = [
      'Applications with certified copies of certificates should be hand delivered to:',
      '',
      'The Human Resources Manager  ',
      'Zimbabwe Power Company  ',
      '14th Floor, Megawatt House  ',
      'Harare',
      '',
      'Only shortlisted candidates will be contacted for interviews.',
    ].join('\n')
    expect(findApplyInstructions(markdown)).toBe(
      [
        'Applications with certified copies of certificates should be hand delivered to:',
        'The Human Resources Manager',
        'Zimbabwe Power Company',
        '14th Floor, Megawatt House',
        'Harare',
      ].join('\n'),
    )
  })

  it('reads escaped markdown from turndown', () => {
    expect(findApplyInstructions('Email your CV to hr\\_jobs@example.co.zw')).toBe(
      'Email your CV to hr_jobs@example.co.zw',
    )
  })

  it('shows a link target that the link text does not', () => {
    expect(findApplyInstructions('Send your CV to [our HR team](mailto:hr@x.co.zw).')).toBe(
      'Send your CV to our HR team (hr@x.co.zw).',
    )
  })

  it('returns null when there are no offline instructions', () => {
    expect(findApplyInstructions('')).toBeNull()
    expect(findApplyInstructions('Apply online using the button below.')).toBeNull()
    expect(findApplyInstructions('We are a leading bank in Harare.')).toBeNull()
    expect(findApplyInstructions('Contact: hr@example.co.zw')).toBeNull()
    expect(findApplyInstructions('We deliver products to clients across Harare.')).toBeNull()
    expect(findApplyInstructions('Head office: P.O. Box 123, Harare.')).toBeNull()
    expect(findApplyInstructions('Candidates must be physically fit.')).toBeNull()
    expect(findApplyInstructions(undefined as unknown as string)).toBeNull()
  })

  it('is quick on hostile text', () => {
    const started = performance.now()
    findApplyInstructions('a'.repeat(200_000))
    findApplyInstructions('['.repeat(100_000))
    findApplyInstructions('*a'.repeat(100_000))
    findApplyInstructions('Mr. A '.repeat(30_000))
    findApplyInstructions(`${'x.'.repeat(50_000)}@`)
    expect(performance.now() - started).toBeLessThan(2000)
  })

  it('stays within about 500 characters', () => {
    const text = Array.from(
      { length: 40 },
      (_, i) => `Send CV number ${i} to hr${i}@x.co.zw.`,
    ).join('\n')
    const instructions = findApplyInstructions(text)
    expect(instructions).not.toBeNull()
    expect(instructions?.length).toBeLessThanOrEqual(500)
    expect(instructions?.startsWith('Send CV number 0 to hr0@x.co.zw.')).toBe(true)
  })

  // Descriptions come from strangers' pages. An unclosed markdown link repeated used to make the
  // link pattern backtrack cubically (7.6 s at 8,000 characters): this input would take minutes.
  it('reads crafted markdown-link text at once', { timeout: 10_000 }, () => {
    expect(findApplyInstructions('[a]('.repeat(16_000))).toBeNull()
    expect(findApplyInstructions('Send your CV to [HR](mailto:hr@x.co.zw "HR").')).toBe(
      'Send your CV to HR (hr@x.co.zw).',
    )
  })
})
