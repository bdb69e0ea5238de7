import { describe, expect, it } from 'vitest'

import type { ApiJob } from '#shared/job.ts'
import { makeApiJob } from '#shared/testing/job-factory.ts'

import { toDescriptionHtml, toJobPosting } from './job-posting.ts'

const TIME_ZONE = 'Africa/Harare'
const URL_OF_JOB = 'https://jobszw.co.zw/job/a1b2c3d4e5f6'

const makeJob = (overrides: Partial<ApiJob> = {}): ApiJob =>
  makeApiJob({
    job_id: 'a1b2c3d4e5f6',
    title: 'Accounts Clerk',
    description:
      'Process payments and reconcile accounts.\n\n- Daily bank reconciliations\n- Supplier payments',
    job_link: 'https://careers.zambezi.example/jobs/1',
    requirements: '- Diploma in Accounting',
    created_at: '2026-11-02T08:00:00.000Z',
    posted_ts: '2026-10-31T22:00:00.000Z',
    ...overrides,
  })

const posting = (overrides: Partial<ApiJob> = {}) =>
  toJobPosting(makeJob(overrides), { url: URL_OF_JOB, timeZone: TIME_ZONE })

describe('toJobPosting', () => {
  it("has Google's required properties", () => {
    const data = posting()
    expect(data['@context']).toBe('https://schema.org/')
    expect(data['@type']).toBe('JobPosting')
    expect(data.title).toBe('Accounts Clerk')
    expect(data.description).toBe(
      '<p>Process payments and reconcile accounts.</p><ul><li>Daily bank reconciliations</li><li>Supplier payments</li></ul>',
    )
    expect(data.datePosted).toBe('2026-11-01')
    expect(data.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'Zambezi Microfinance Bank',
    })
    expect(data.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Harare', addressCountry: 'ZW' },
    })
  })

  it("has Google's recommended properties when the job states them", () => {
    const data = posting()
    // The end of the closing day in Harare (UTC+2).
    expect(data.validThrough).toBe('2026-12-31T21:59:59.999Z')
    expect(data.employmentType).toBe('FULL_TIME')
    expect(data.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', value: 800, unitText: 'MONTH' },
    })
    expect(data.identifier).toEqual({
      '@type': 'PropertyValue',
      name: 'JobsZW',
      value: 'a1b2c3d4e5f6',
    })
    expect(data.url).toBe(URL_OF_JOB)
    expect(data.directApply).toBe(false)
    expect(data.jobLocationType).toBeUndefined()
  })

  it('survives JSON: every value is plain data', () => {
    const data = posting()
    expect(JSON.parse(JSON.stringify(data))).toEqual(data)
  })

  it('uses the expiry time when there is one, on its closing day in Harare', () => {
    expect(posting({ expiry_ts: '2026-11-25T06:00:00.000Z', expiry_date: null }).validThrough).toBe(
      '2026-11-25T21:59:59.999Z',
    )
    // 23:30 UTC on the 25th is already the 26th in Harare.
    expect(posting({ expiry_ts: '2026-11-25T23:30:00.000Z', expiry_date: null }).validThrough).toBe(
      '2026-11-26T21:59:59.999Z',
    )
  })

  it("gives a pay range as minValue and maxValue, from the job's pay, not its salary words", () => {
    const pay = { min: 3500, max: 4500, currency: 'USD', period: 'month' } as const
    expect(posting({ salary: 'Competitive', pay }).baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: 3500, maxValue: 4500, unitText: 'MONTH' },
    })
  })

  it.each([
    ['Full-time', 'FULL_TIME'],
    ['Full Time', 'FULL_TIME'],
    ['Part-time', 'PART_TIME'],
    ['Contract', 'CONTRACTOR'],
    ['Consultancy', 'CONTRACTOR'],
    ['Temporary', 'TEMPORARY'],
    ['Internship', 'INTERN'],
    ['Graduate Trainee', 'INTERN'],
    ['Volunteer', 'VOLUNTEER'],
    ['Permanent', 'OTHER'],
  ])('maps the employment type %j to %s', (text, expected) => {
    expect(posting({ employment_type: text }).employmentType).toBe(expected)
  })

  it('leaves employmentType out when the job does not say', () => {
    expect(posting({ employment_type: null })).not.toHaveProperty('employmentType')
  })

  it('marks a remote job as telecommuting within Zimbabwe', () => {
    const data = posting({ location: 'Remote' })
    expect(data.jobLocationType).toBe('TELECOMMUTE')
    expect(data.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'Zimbabwe' })
    expect(data).not.toHaveProperty('jobLocation')
  })

  it('keeps the place of a job that is remote from a named town', () => {
    const data = posting({ location: 'Remote - Bulawayo' })
    expect(data.jobLocationType).toBe('TELECOMMUTE')
    expect(data.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'Zimbabwe' })
    expect(data.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Bulawayo', addressCountry: 'ZW' },
    })
  })

  it('names the town cleanly when "(Remote)" follows it', () => {
    const data = posting({ location: 'Harare (Remote)' })
    expect(data.jobLocationType).toBe('TELECOMMUTE')
    expect(data.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Harare', addressCountry: 'ZW' },
    })
  })

  // Shapes sources write (the JSON-LD adapter's tests have "Remote (Zimbabwe)").
  it.each(['Remote (Zimbabwe)', 'Harare / Remote', 'Remote, Harare'])(
    'leaves no stray punctuation in the locality of %j',
    (location) => {
      const data = posting({ location })
      expect(data.jobLocationType).toBe('TELECOMMUTE')
      const place = data.jobLocation as { address: { addressLocality?: string } } | undefined
      const locality = place?.address.addressLocality ?? ''
      expect(locality).not.toMatch(/[()/,-]|^\s|\s$/)
    },
  )

  it('still gives a country when the job names no place', () => {
    expect(posting({ location: null }).jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressCountry: 'ZW' },
    })
  })

  it('has no validThrough when the job is open until filled', () => {
    expect(posting({ expiry_date: null, expiry_ts: null })).not.toHaveProperty('validThrough')
  })

  it('has no baseSalary when the job has no pay, whatever its salary words', () => {
    expect(posting({ salary: 'USD 800 per month', pay: null })).not.toHaveProperty('baseSalary')
  })

  it('gives ZiG as its ISO code, and no baseSalary for a pay with no period', () => {
    const pay = { min: 5000, max: 5000, currency: 'ZiG', period: 'month' } as const
    expect(posting({ pay }).baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'ZWG',
      value: { '@type': 'QuantitativeValue', value: 5000, unitText: 'MONTH' },
    })
    expect(posting({ pay: { ...pay, period: null } })).not.toHaveProperty('baseSalary')
  })

  it('falls back to the first stored date when there is no posting date', () => {
    expect(posting({ date_posted: null }).datePosted).toBe('2026-10-31')
    expect(posting({ date_posted: null, posted_ts: null }).datePosted).toBe('2026-11-02')
  })

  it('has a description even when the job has none, escaped', () => {
    expect(posting({ description: '', title: 'Clerk <b>&</b>' }).description).toBe(
      'Clerk &lt;b&gt;&amp;&lt;/b&gt;',
    )
  })

  it("names a post's organisation's website as sameAs, and only a web address", () => {
    const postedBy = { verified: true, domain: 'zpc.co.zw', website: 'https://www.zpc.co.zw' }
    expect(posting({ posted_by: postedBy }).hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'Zambezi Microfinance Bank',
      sameAs: 'https://www.zpc.co.zw',
    })
    const notWeb = { ...postedBy, website: 'javascript:alert(1)' }
    expect(posting({ posted_by: notWeb }).hiringOrganization).not.toHaveProperty('sameAs')
    const none = { verified: false, domain: null, website: null }
    expect(posting({ posted_by: none }).hiringOrganization).not.toHaveProperty('sameAs')
  })

  it('keeps hostile text as data: the title is the exact text, the description is escaped', () => {
    const title = `Clerk"><script>alert(1)</script><!--`
    const data = posting({ title, company: 'A & B </script>', description: '</script><!--' })
    expect(data.title).toBe(title)
    expect(data.hiringOrganization).toEqual({ '@type': 'Organization', name: 'A & B </script>' })
    expect(data.description).toBe('<p>&lt;/script&gt;&lt;!--</p>')
  })
})

describe('toDescriptionHtml', () => {
  it('escapes markup in the text instead of passing it on', () => {
    expect(toDescriptionHtml('Apply now <script>alert(1)</script> & win')).toBe(
      '<p>Apply now &lt;script&gt;alert(1)&lt;/script&gt; &amp; win</p>',
    )
    expect(toDescriptionHtml('<img src=x onerror=alert(1)>')).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt;</p>',
    )
  })

  it('turns a markdown list into <ul><li>', () => {
    expect(toDescriptionHtml('- Daily bank reconciliations\n- Supplier payments')).toBe(
      '<ul><li>Daily bank reconciliations</li><li>Supplier payments</li></ul>',
    )
    expect(toDescriptionHtml('* One\n* Two')).toBe('<ul><li>One</li><li>Two</li></ul>')
    expect(toDescriptionHtml('1. First\n2. Second')).toBe('<ul><li>First</li><li>Second</li></ul>')
  })

  it('keeps paragraphs and line breaks, and drops markdown syntax', () => {
    expect(
      toDescriptionHtml(
        '## Duties\n\nProcess **payments** and\nreconcile [accounts](https://x.example).',
      ),
    ).toBe('<p>Duties</p><p>Process payments and<br>reconcile accounts.</p>')
  })

  it('escapes list items too', () => {
    expect(toDescriptionHtml('- <b>Bold</b> & brave\n- "quoted"')).toBe(
      '<ul><li>&lt;b&gt;Bold&lt;/b&gt; &amp; brave</li><li>"quoted"</li></ul>',
    )
  })

  it('gives nothing for empty text', () => {
    expect(toDescriptionHtml('')).toBe('')
    expect(toDescriptionHtml('\n\n  \n')).toBe('')
  })
})
