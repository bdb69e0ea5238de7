import { describe, expect, it } from 'vitest'

import { getDueReminders, getNextReminderTime, type RemindableJob } from './saved-reminders.ts'
import { DAY_MS, HOUR_MS } from './urgency.ts'

const ZONE = 'Africa/Harare'
// Friday 4 December 2026 ends at 23:59:59.999 in Harare (UTC+2)
const DEADLINE = Date.parse('2026-12-04T21:59:59.999Z')
const job: RemindableJob = {
  id: 'abc123',
  title: 'Accounts Clerk',
  company: 'Zambezi Bank',
  deadline: DEADLINE,
  closed: false,
}

describe('getDueReminders', () => {
  it('says nothing while more than 3 days are left', () => {
    expect(getDueReminders([job], DEADLINE - 3 * DAY_MS - 1, ZONE)).toEqual([])
  })

  it('reminds once the job enters its last 3 days', () => {
    const [reminder] = getDueReminders([job], DEADLINE - 3 * DAY_MS, ZONE)
    expect(reminder).toMatchObject({
      jobId: 'abc123',
      kind: 'three-days',
      key: 'abc123:three-days',
      title: 'Closing soon: Accounts Clerk',
    })
    expect(reminder?.body).toMatch(/^Zambezi Bank\. Closes Friday 4 December 2026/)
  })

  it('reminds again on the last day, from midnight in Harare', () => {
    const midnight = Date.parse('2026-12-03T22:00:00.000Z')
    expect(getDueReminders([job], midnight - 1, ZONE)[0]?.kind).toBe('three-days')
    const [reminder] = getDueReminders([job], midnight, ZONE)
    expect(reminder).toMatchObject({ kind: 'last-day', title: 'Last day to apply: Accounts Clerk' })
    expect(reminder?.body).toBe('Zambezi Bank. Closes today at 23:59.')
  })

  it('sends each reminder once, and none for closed, withdrawn or open-ended jobs', () => {
    const now = DEADLINE - HOUR_MS
    expect(getDueReminders([job], now, ZONE, new Set(['abc123:last-day']))).toEqual([])
    expect(getDueReminders([{ ...job, closed: true }], now, ZONE)).toEqual([])
    expect(getDueReminders([{ ...job, deadline: null }], now, ZONE)).toEqual([])
    expect(getDueReminders([job], DEADLINE + 1, ZONE)).toEqual([])
  })
})

it('puts the most pressing reminder first', () => {
  const lastDay = { ...job, id: 'last', deadline: DEADLINE - 2 * DAY_MS }
  const now = DEADLINE - 2 * DAY_MS - HOUR_MS
  expect(getDueReminders([job, lastDay], now, ZONE).map((r) => r.key)).toEqual([
    'last:last-day',
    'abc123:three-days',
  ])
})

describe('getNextReminderTime', () => {
  it('is the 3-day line, then the start of the last day, then nothing', () => {
    expect(getNextReminderTime([job], DEADLINE - 10 * DAY_MS, ZONE)).toBe(DEADLINE - 3 * DAY_MS)
    expect(getNextReminderTime([job], DEADLINE - 2 * DAY_MS, ZONE)).toBe(
      Date.parse('2026-12-03T22:00:00.000Z'),
    )
    expect(getNextReminderTime([job], DEADLINE - HOUR_MS, ZONE)).toBeNull()
  })
})
