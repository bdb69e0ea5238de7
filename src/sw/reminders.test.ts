import { describe, expect, it } from 'vitest'

import { getNotificationUrl, toRemindableJobs } from './reminders.ts'

describe('toRemindableJobs', () => {
  it('reads the saved jobs as the page stored them', () => {
    const stored = {
      version: 1,
      jobs: [
        {
          job: {
            job_id: 'abc123',
            title: 'Nurse',
            company: 'Parirenyatwa',
            expiry_ts: null,
            expiry_date: '2026-12-04',
            withdrawn: false,
          },
          savedAt: 1,
          checkedAt: null,
          gone: false,
        },
        { job: { job_id: 'gone1', title: 'Clerk', company: 'X', withdrawn: false }, gone: true },
        { nonsense: true },
      ],
    }
    expect(toRemindableJobs(stored, 'Africa/Harare')).toEqual([
      {
        id: 'abc123',
        title: 'Nurse',
        company: 'Parirenyatwa',
        deadline: Date.parse('2026-12-04T21:59:59.999Z'),
        closed: false,
      },
      { id: 'gone1', title: 'Clerk', company: 'X', deadline: null, closed: true },
    ])
  })

  it('is empty for anything else', () => {
    expect(toRemindableJobs(null, 'Africa/Harare')).toEqual([])
    expect(toRemindableJobs({ jobs: 'x' }, 'Africa/Harare')).toEqual([])
  })
})

describe('getNotificationUrl', () => {
  it('opens the job, and never another site', () => {
    expect(getNotificationUrl({ url: '/job/abc123' })).toBe('/job/abc123')
    expect(getNotificationUrl({ url: 'https://evil.example/' })).toBe('/saved')
    expect(getNotificationUrl({ url: '//evil.example/' })).toBe('/saved')
    expect(getNotificationUrl(undefined)).toBe('/saved')
  })
})

describe('getNotificationUrl, paths that would leave the site', () => {
  it('falls back to the saved list', () => {
    expect(getNotificationUrl({ url: '/\\evil.example/' })).toBe('/saved')
    expect(getNotificationUrl({ url: '/jobs/all?q=driver' })).toBe('/jobs/all?q=driver')
  })
})
