import { describe, expect, it } from 'vitest'

import { makeJobInput } from '#shared/testing/job-factory.ts'

import { formatCheckReport } from './format-check-report.ts'

const source = { name: 'agency-board', kind: 'html', url: 'https://agency.example/jobs/' } as const
const result = (jobs: ReturnType<typeof makeJobInput>[]) => ({
  jobs,
  complete: true,
  warnings: [],
  gaps: [],
  fields: [],
  error: null,
  shapes: [],
})

describe('formatCheckReport', () => {
  it('shows a job’s deadline with the words it was read from, and the day it was posted', () => {
    const job = {
      ...makeJobInput({
        title: 'Credit Controller',
        expiryDate: '2027-03-14',
        expiryTs: null,
        datePosted: '2026-11-25',
      }),
      deadlinePhrase: 'Closing date: 14 March',
    }
    const lines = formatCheckReport(source, result([job]), 'Africa/Harare')
    expect(lines).toContain('  deadline   Sunday, 14 March 2027 at 23:59 (2027-03-14)')
    expect(lines).toContain('  read from  “Closing date: 14 March”')
    expect(lines).toContain('  posted     Wednesday, 25 November 2026 (2026-11-25)')
  })

  it('dates a job posted at an instant by its day in the site’s zone, and leaves out what is unknown', () => {
    // 23:30 UTC on the 24th is already the 25th in Harare.
    const dated = makeJobInput({ datePosted: null, postedAt: '2026-11-24T23:30:00Z' })
    expect(formatCheckReport(source, result([dated]), 'Africa/Harare')).toContain(
      '  posted     Wednesday, 25 November 2026 (2026-11-25)',
    )
    const undated = makeJobInput({
      datePosted: null,
      postedAt: null,
      expiryDate: null,
      expiryTs: null,
    })
    const lines = formatCheckReport(source, result([undated]), 'Africa/Harare')
    expect(lines).toContain('  deadline   none (open until filled, or not found)')
    expect(lines.some((line) => /^ {2}(posted|read from) /.test(line))).toBe(false)
  })
})
