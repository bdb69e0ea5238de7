import { describe, expect, it } from 'vitest'

import { getJobDeadline } from './deadline.ts'
import { toJobInput, type JobTemplate } from './job-template.ts'

const ZONE = 'Africa/Harare'
// 00:30 on Saturday 21 November 2026 in Harare (UTC+2): the day is the zone's, not UTC's.
const NOW = Date.parse('2026-11-20T22:30:00Z')

const template: JobTemplate = {
  key: 'gweru-stores-clerk',
  title: 'Stores Clerk',
  company: 'Gweru Hardware',
  location: 'Gweru',
  salary: null,
  employmentType: 'Full-time',
  description: 'Keep the stores.',
  requirements: null,
  jobLink: null,
  applyInstructions: 'Hand in your CV at the shop.',
  tags: ['Retail'],
  postedDaysAgo: 3,
  closesInDays: 2,
}

describe('toJobInput', () => {
  it('keeps the fields and dates the job from the loading day in the site time zone', () => {
    expect(toJobInput(template, { now: NOW, timeZone: ZONE, source: 'demo' })).toEqual({
      source: 'demo',
      externalId: 'gweru-stores-clerk',
      title: 'Stores Clerk',
      company: 'Gweru Hardware',
      location: 'Gweru',
      salary: null,
      employmentType: 'Full-time',
      description: 'Keep the stores.',
      requirements: null,
      jobLink: null,
      applyInstructions: 'Hand in your CV at the shop.',
      tags: ['Retail'],
      datePosted: '2026-11-18',
      postedAt: '2026-11-18T06:00:00.000Z',
      expiryTs: null,
      expiryDate: '2026-11-23',
      isDemo: true,
    })
  })

  it('gives a closing time at 17:00 when asked, and the posting time of day', () => {
    const input = toJobInput(template, {
      now: NOW,
      timeZone: ZONE,
      source: 'demo',
      externalId: 'x-1',
      postedTime: { minute: 7, second: 9 },
      closesAtTime: true,
    })
    expect(input).toMatchObject({
      externalId: 'x-1',
      postedAt: '2026-11-18T06:07:09.000Z',
      expiryTs: '2026-11-23T15:00:00.000Z',
      expiryDate: null,
    })
  })

  it('closes today at 0, in the past below 0, and never without a closing day', () => {
    const deadline = (closesInDays: number | null, closesAtTime = false) => {
      const input = toJobInput(
        { ...template, closesInDays },
        { now: NOW, timeZone: ZONE, source: 'demo', closesAtTime },
      )
      return getJobDeadline({ expiry_ts: input.expiryTs, expiry_date: input.expiryDate }, ZONE)
    }
    expect(deadline(0)).toBe(Date.parse('2026-11-21T21:59:59.999Z'))
    expect(deadline(-3)).toBe(Date.parse('2026-11-18T21:59:59.999Z'))
    expect(deadline(null)).toBeNull()
    expect(deadline(null, true)).toBeNull()
  })
})
