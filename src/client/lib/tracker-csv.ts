import { addCalendarDays, formatCalendarDate, getZonedDate } from '#shared/time-zone.ts'

/** The tracker CSV's columns, in file order. */
export const TRACKER_COLUMNS = [
  'Date Applied',
  'Company',
  'Position',
  'Location',
  'Status',
  'Job URL',
  'Contact',
  'Next Follow-up',
  'Salary Range',
  'Notes',
] as const

export type TrackerColumn = (typeof TRACKER_COLUMNS)[number]

export type TrackerRow = Record<TrackerColumn, string>

/** The example row's follow-up date is a week after it was "sent". */
export const FOLLOW_UP_DAYS = 7

// Excel reads a file without a byte-order mark as the local code page, which mangles any
// non-ASCII text (names with accents, the en dash in "600–800").
const UTF8_BOM = '\uFEFF'
const LINE_END = '\r\n'

// A spreadsheet treats a cell that starts with one of these as a formula. The file may carry
// text copied from job adverts, so such a cell is forced to text (OWASP "CSV injection").
// Tab and carriage return are on OWASP's list too: they can precede a formula sign.
const FORMULA_START = /^[=+\-@\t\r]/

function escapeField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

function toLine(fields: readonly string[]): string {
  return fields.map(escapeField).join(',')
}

/**
 * An RFC 4180 CSV (CRLF line ends, quoted fields where needed) with the tracker's header row,
 * one line per row, led by a UTF-8 byte-order mark. Pure: the saved-jobs export builds on it.
 */
export function buildTrackerCsv(rows: readonly TrackerRow[]): string {
  const lines = [
    toLine(TRACKER_COLUMNS),
    ...rows.map((row) => toLine(TRACKER_COLUMNS.map((c) => row[c]))),
  ]
  return UTF8_BOM + lines.join(LINE_END) + LINE_END
}

/**
 * The downloadable tracker: the header and one example row dated today in `timeZone`, so the
 * date format is obvious and a seeker in Harare never sees yesterday's date after midnight UTC.
 */
export function buildTrackerTemplate(today: Date, timeZone = 'Africa/Harare'): string {
  const applied = getZonedDate(today.getTime(), timeZone)
  const followUp = addCalendarDays(applied, FOLLOW_UP_DAYS)
  return buildTrackerCsv([
    {
      'Date Applied': formatCalendarDate(applied),
      Company: 'Example Company (Pvt) Ltd',
      Position: 'Accounts Assistant',
      Location: 'Harare',
      Status: 'Applied',
      'Job URL': 'https://www.example.co.zw/careers/accounts-assistant',
      Contact: 'HR Officer, recruitment@example.co.zw',
      'Next Follow-up': formatCalendarDate(followUp),
      'Salary Range': 'USD 600–800 per month',
      Notes:
        'Example row: replace it with your first application. Sent CV and cover letter by email, ref. AA/03',
    },
  ])
}
