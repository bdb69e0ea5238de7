import { describe, expect, it } from 'vitest'

import { parseCsv } from '../testing/parse-csv.ts'
import {
  buildTrackerCsv,
  buildTrackerTemplate,
  TRACKER_COLUMNS,
  type TrackerRow,
} from './tracker-csv.ts'

function parseTracker(csv: string): string[][] {
  expect(csv.startsWith('\uFEFF')).toBe(true)
  return parseCsv(csv.slice(1))
}

const blankRow = (): TrackerRow =>
  Object.fromEntries(TRACKER_COLUMNS.map((column) => [column, ''])) as TrackerRow

describe('parseCsv (test helper)', () => {
  it('reads quoted fields with doubled quotes and line breaks', () => {
    expect(parseCsv('a,"b ""c"", d"\r\n"x\r\ny",z\r\n')).toEqual([
      ['a', 'b "c", d'],
      ['x\r\ny', 'z'],
    ])
  })

  it('refuses what RFC 4180 does not allow', () => {
    expect(() => parseCsv('a\nb')).toThrow(/Bare LF/)
    expect(() => parseCsv('a"b"')).toThrow(/unquoted/)
    expect(() => parseCsv('"a')).toThrow(/Unterminated/)
  })
})

describe('buildTrackerCsv', () => {
  it('writes the ten columns in order, with a BOM and CRLF line ends', () => {
    const csv = buildTrackerCsv([])
    expect(csv).toBe(
      '\uFEFFDate Applied,Company,Position,Location,Status,Job URL,Contact,Next Follow-up,Salary Range,Notes\r\n',
    )
    expect(parseTracker(csv)).toEqual([[...TRACKER_COLUMNS]])
  })

  it('round-trips commas, quotes, line breaks and non-ASCII text', () => {
    const row: TrackerRow = {
      ...blankRow(),
      Company: 'Moyo, Ncube & Partners',
      Position: 'Officer "Grade C4"',
      Location: 'Gweru\nMidlands',
      Contact: 'Mai Chipo\r\n(WhatsApp only)',
      'Salary Range': 'USD 500–650',
      Notes: '"Quoted", then,commas',
    }
    const rows = parseTracker(buildTrackerCsv([row]))
    expect(rows).toHaveLength(2)
    expect(rows[1]).toEqual(TRACKER_COLUMNS.map((column) => row[column]))
  })

  it('keeps plain fields unquoted', () => {
    const row = { ...blankRow(), Company: 'Delta', Status: 'Applied' }
    expect(buildTrackerCsv([row]).split('\r\n')[1]).toBe(',Delta,,,Applied,,,,,')
  })

  it('turns cells that a spreadsheet would run as formulas into text', () => {
    const row: TrackerRow = {
      ...blankRow(),
      Company: '=HYPERLINK("http://evil.example","Click")',
      Position: '+263 77 000 0000',
      Location: '-2+3',
      Contact: '@SUM(A1:A9)',
      Notes: '\t=1+1',
      'Salary Range': 'a=b is fine',
    }
    const parsed = parseTracker(buildTrackerCsv([row]))[1]
    expect(parsed).toEqual([
      '',
      `'=HYPERLINK("http://evil.example","Click")`,
      "'+263 77 000 0000",
      "'-2+3",
      '',
      '',
      "'@SUM(A1:A9)",
      '',
      'a=b is fine',
      "'\t=1+1",
    ])
  })

  it('writes one line per row', () => {
    const rows = [
      { ...blankRow(), Company: 'One' },
      { ...blankRow(), Company: 'Two' },
    ]
    expect(parseTracker(buildTrackerCsv(rows)).map((row) => row[1])).toEqual([
      'Company',
      'One',
      'Two',
    ])
  })
})

describe('buildTrackerTemplate', () => {
  it('has the header and one example row dated today, follow-up 7 days later', () => {
    const rows = parseTracker(buildTrackerTemplate(new Date('2025-03-12T09:00:00Z')))
    expect(rows).toHaveLength(2)
    expect(rows[0]).toEqual([...TRACKER_COLUMNS])
    const example = Object.fromEntries(TRACKER_COLUMNS.map((column, i) => [column, rows[1]?.[i]]))
    expect(example['Date Applied']).toBe('2025-03-12')
    expect(example['Next Follow-up']).toBe('2025-03-19')
    expect(example.Status).toBe('Applied')
    for (const column of TRACKER_COLUMNS) expect(example[column]).not.toBe('')
  })

  it('uses the date in Harare, not in UTC', () => {
    // 23:30 UTC on 28 February is already 1 March in Harare (UTC+2).
    const rows = parseTracker(buildTrackerTemplate(new Date('2025-02-28T23:30:00Z')))
    expect(rows[1]?.[0]).toBe('2025-03-01')
    expect(rows[1]?.[7]).toBe('2025-03-08')
  })

  it('follows another time zone when asked, across month ends', () => {
    const rows = parseTracker(buildTrackerTemplate(new Date('2025-12-28T23:30:00Z'), 'UTC'))
    expect(rows[1]?.[0]).toBe('2025-12-28')
    expect(rows[1]?.[7]).toBe('2026-01-04')
  })
})
