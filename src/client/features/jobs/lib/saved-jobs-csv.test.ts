import { describe, expect, it } from 'vitest'

import type { HowToApply } from '#shared/how-to-apply/how-to-apply.ts'
import type { ApiJob } from '#shared/job.ts'
import { makeApiJob } from '#shared/testing/job-factory.ts'

import { parseCsv } from '../../../testing/parse-csv.ts'
import { toJobView } from './job-view.ts'
import { buildSavedJobsCsv } from './saved-jobs-csv.ts'

const OPTIONS = { origin: 'https://jobs.example', timeZone: 'Africa/Harare' }

/** The tracker's row for one saved job, column by name. */
function rowOf(job: ApiJob): Record<string, string> {
  const csv = buildSavedJobsCsv(
    [{ job: toJobView(job), savedAt: 0, checkedAt: null, gone: false, closed: null }],
    OPTIONS,
  )
  const [header = [], row = []] = parseCsv(csv.replace(/^\uFEFF/, ''))
  return Object.fromEntries(header.map((name, index) => [name, row[index] ?? '']))
}

function howToApply(methods: HowToApply['methods']): HowToApply {
  return { methods, reference: null, documents: [] }
}

describe('the saved jobs CSV: Contact', () => {
  it('is the first email address, before a link or a number', () => {
    const job = makeApiJob({
      apply_instructions: 'Email your CV to hr@acme.example or call 0772 123 456',
      how_to_apply: howToApply([
        { kind: 'link', value: 'https://acme.example/jobs/1' },
        { kind: 'phone', value: '+263772123456' },
        { kind: 'email', value: 'hr@acme.example' },
        { kind: 'email', value: 'ceo@acme.example' },
      ]),
    })
    expect(rowOf(job).Contact).toBe('hr@acme.example')
  })

  it('is the first number, as a reader writes it, when there is no email', () => {
    const job = makeApiJob({
      how_to_apply: howToApply([
        { kind: 'link', value: 'https://acme.example/jobs/1' },
        { kind: 'in-person', value: '5th Floor, Karigamombe Centre, Harare' },
        { kind: 'whatsapp', value: '+263772123456' },
      ]),
    })
    expect(rowOf(job).Contact).toBe('0772 123 456')
  })

  it('is the link when that is the only way in', () => {
    const job = makeApiJob({
      how_to_apply: howToApply([{ kind: 'link', value: 'https://acme.example/jobs/1' }]),
    })
    expect(rowOf(job).Contact).toBe('https://acme.example/jobs/1')
  })

  it("is the source's words without the data, or with none of those in it", () => {
    const words = 'Hand deliver to the HR office, Bindura'
    expect(rowOf(makeApiJob({ apply_instructions: words, how_to_apply: null })).Contact).toBe(words)
    const onlyAnAddress = makeApiJob({
      apply_instructions: words,
      how_to_apply: howToApply([{ kind: 'in-person', value: 'HR office, Bindura' }]),
    })
    expect(rowOf(onlyAnAddress).Contact).toBe(words)
    const { how_to_apply: _gone, ...savedLongAgo } = makeApiJob({ apply_instructions: words })
    expect(rowOf(savedLongAgo as ApiJob).Contact).toBe(words)
  })

  it('keeps a number abroad from being read as a formula', () => {
    const job = makeApiJob({ how_to_apply: howToApply([{ kind: 'phone', value: '+27821234567' }]) })
    expect(rowOf(job).Contact).toBe("'+27821234567")
  })
})

describe('the saved jobs CSV: Salary Range', () => {
  it("is the source's salary words, else the pay written the one way", () => {
    const pay = { min: 600, max: 800, currency: 'USD', period: 'month' } as const
    expect(rowOf(makeApiJob({ salary: '$600-800 pm', pay }))['Salary Range']).toBe('$600-800 pm')
    expect(rowOf(makeApiJob({ salary: null, pay }))['Salary Range']).toBe('USD 600–800 a month')
    expect(rowOf(makeApiJob({ salary: 'Negotiable', pay: null }))['Salary Range']).toBe(
      'Negotiable',
    )
  })
})

describe('the saved jobs CSV: Status and Date Applied', () => {
  // Tuesday 24 November 2026, 23:30 in Harare: still the 24th there, the 24th in UTC too
  const APPLIED = Date.parse('2026-11-24T21:30:00.000Z')

  function rows(items: Parameters<typeof buildSavedJobsCsv>[0]) {
    const [header = [], ...lines] = parseCsv(buildSavedJobsCsv(items, OPTIONS).slice(1))
    return lines.map((line) => Object.fromEntries(header.map((name, i) => [name, line[i] ?? ''])))
  }
  const saved = { savedAt: 0, checkedAt: null, gone: false }

  it('is the status the reader chose, dated the day it was first chosen in Harare', () => {
    const [interview, notTaken] = rows([
      {
        ...saved,
        job: toJobView(makeApiJob({ job_id: 'a' })),
        closed: null,
        status: 'interview',
        appliedAt: APPLIED,
      },
      {
        ...saved,
        job: toJobView(makeApiJob({ job_id: 'b' })),
        closed: 'deadline-passed',
        status: 'not-taken',
        appliedAt: Date.parse('2026-11-24T22:30:00.000Z'),
      },
    ])
    expect(interview).toMatchObject({ Status: 'Interview', 'Date Applied': '2026-11-24' })
    expect(notTaken).toMatchObject({ Status: 'Not taken', 'Date Applied': '2026-11-25' })
  })

  it('without one, says Saved, Closed or Removed, with no date', () => {
    const job = toJobView(makeApiJob())
    expect(
      rows([
        { ...saved, job, closed: null },
        { ...saved, job, closed: 'withdrawn' },
        { ...saved, job, closed: 'taken-down' },
        // a value this release does not know reads as none
        { ...saved, job, closed: null, status: 'hired' as 'offer', appliedAt: APPLIED },
      ]).map((row) => [row.Status, row['Date Applied']]),
    ).toEqual([
      ['Saved', ''],
      ['Closed', ''],
      ['Removed', ''],
      ['Saved', ''],
    ])
  })
})
