import { describe, expect, it } from 'vitest'

import {
  alertPushPayload,
  alertPushTopic,
  encodePushPayload,
  MAX_PUSH_PAYLOAD_BYTES,
  reminderPushPayload,
  reminderPushTopic,
  toPushTopic,
} from './push-payload.ts'

const search = { q: 'driver', location: ['bulawayo'], category: [], type: [], pay: null }

describe('alertPushPayload', () => {
  it('says how many, for which search, and opens that search', () => {
    expect(alertPushPayload({ id: '42', ...search }, 3)).toEqual({
      title: '3 new jobs',
      body: 'for driver jobs in Bulawayo',
      url: '/jobs/all?q=driver&location=bulawayo',
      tag: 'alert-42',
    })
    expect(
      alertPushPayload({ id: '1', q: null, location: [], category: [], type: [], pay: null }, 1),
    ).toEqual({
      title: '1 new job',
      body: 'on JobsZW since the last alert',
      url: '/jobs/all',
      tag: 'alert-1',
    })
  })
})

describe('reminderPushPayload', () => {
  it('is the reminder the page shows, under the tag the page and the worker use', () => {
    expect(
      reminderPushPayload({
        jobId: 'abc123',
        kind: 'last-day',
        key: 'abc123:last-day',
        title: 'Last day to apply: Nurse',
        body: 'Parirenyatwa. Closes today.',
      }),
    ).toEqual({
      title: 'Last day to apply: Nurse',
      body: 'Parirenyatwa. Closes today.',
      url: '/job/abc123',
      tag: 'reminder-abc123-last-day',
      reminder: 'abc123:last-day',
    })
  })
})

describe('topics', () => {
  it('are at most 32 URL-safe characters, the same for the same subject', () => {
    expect(alertPushTopic('42')).toBe('alert-42')
    expect(reminderPushTopic('abc123def456')).toBe('reminder-abc123def456')
    const long = reminderPushTopic('x'.repeat(64))
    expect(long).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(reminderPushTopic('x'.repeat(64))).toBe(long)
    expect(toPushTopic('a b')).toMatch(/^h[A-Za-z0-9_-]{31}$/)
  })
})

describe('encodePushPayload', () => {
  it('keeps a short payload whole and cuts long texts', () => {
    const short = { title: 'T', body: 'B', url: '/job/a', tag: 't' }
    expect(JSON.parse(encodePushPayload(short))).toEqual(short)
    const long = JSON.parse(
      encodePushPayload({ ...short, title: 'Τ'.repeat(500), body: '€'.repeat(5000) }),
    ) as typeof short
    expect([...long.title]).toHaveLength(120)
    expect(long.title.endsWith('…')).toBe(true)
    expect([...long.body].length).toBeLessThanOrEqual(400)
  })

  it('fits the 3,993 bytes push services take, whatever the url', () => {
    const json = encodePushPayload({
      title: 'T',
      body: '€'.repeat(400),
      url: `/${'u'.repeat(3500)}`,
      tag: 't',
    })
    expect(Buffer.byteLength(json)).toBeLessThanOrEqual(MAX_PUSH_PAYLOAD_BYTES)
    expect(() =>
      encodePushPayload({ title: 'T', body: 'B', url: `/${'u'.repeat(4000)}`, tag: 't' }),
    ).toThrow(/cannot be made small/)
  })
})
