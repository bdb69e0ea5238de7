import { describe, expect, it } from 'vitest'

import { getJobDeadline, isClosed, parseSiteDateTime } from './deadline.ts'

// Harare is UTC+2 all year, so 23:59:59.999 local is 21:59:59.999Z.
describe('getJobDeadline', () => {
  it('moves an expiry date to the end of that day in Harare', () => {
    expect(getJobDeadline({ expiry_ts: null, expiry_date: '2026-03-15' })).toBe(
      Date.parse('2026-03-15T21:59:59.999Z'),
    )
  })

  it('uses the Harare calendar day of an expiry timestamp, not the UTC day', () => {
    // 23:30Z on the 14th is already 01:30 on the 15th in Harare.
    expect(getJobDeadline({ expiry_ts: '2026-03-14T23:30:00Z', expiry_date: null })).toBe(
      Date.parse('2026-03-15T21:59:59.999Z'),
    )
    expect(getJobDeadline({ expiry_ts: '2026-03-15T08:00:00+02:00', expiry_date: null })).toBe(
      Date.parse('2026-03-15T21:59:59.999Z'),
    )
  })

  it('prefers a valid timestamp over the date, and falls back to the date when it is invalid', () => {
    expect(getJobDeadline({ expiry_ts: '2026-04-01T10:00:00Z', expiry_date: '2026-05-01' })).toBe(
      Date.parse('2026-04-01T21:59:59.999Z'),
    )
    expect(getJobDeadline({ expiry_ts: 'next Friday', expiry_date: '2026-05-01' })).toBe(
      Date.parse('2026-05-01T21:59:59.999Z'),
    )
  })

  it('gives no deadline (open until filled) when neither field is a valid date', () => {
    expect(getJobDeadline({ expiry_ts: null, expiry_date: null })).toBeNull()
    expect(getJobDeadline({ expiry_ts: '', expiry_date: '2026-02-30' })).toBeNull()
    expect(getJobDeadline({ expiry_ts: 'soon', expiry_date: 'ASAP' })).toBeNull()
    expect(getJobDeadline({ expiry_ts: undefined, expiry_date: undefined })).toBeNull()
  })

  it('reads a timestamp given in the date field as the local day it falls on', () => {
    expect(getJobDeadline({ expiry_ts: null, expiry_date: '2026-03-14T22:30:00Z' })).toBe(
      Date.parse('2026-03-15T21:59:59.999Z'),
    )
  })

  it('reads a date-time without an offset as local to the site, whatever the device zone', () => {
    expect(getJobDeadline({ expiry_ts: '2026-03-15 23:30', expiry_date: null })).toBe(
      Date.parse('2026-03-15T21:59:59.999Z'),
    )
    expect(getJobDeadline({ expiry_ts: '2026-02-30T10:00:00Z', expiry_date: null })).toBeNull()
  })

  it('follows another time zone, including across a daylight-saving change', () => {
    expect(getJobDeadline({ expiry_ts: null, expiry_date: '2026-01-10' }, 'UTC')).toBe(
      Date.parse('2026-01-10T23:59:59.999Z'),
    )
    // London: GMT on 28 March 2026, BST (UTC+1) from 29 March.
    expect(getJobDeadline({ expiry_ts: null, expiry_date: '2026-03-28' }, 'Europe/London')).toBe(
      Date.parse('2026-03-28T23:59:59.999Z'),
    )
    expect(getJobDeadline({ expiry_ts: null, expiry_date: '2026-03-29' }, 'Europe/London')).toBe(
      Date.parse('2026-03-29T22:59:59.999Z'),
    )
  })
})

describe('isClosed', () => {
  const deadline = Date.parse('2026-03-15T21:59:59.999Z')
  it('is closed from the deadline on, never for open-until-filled jobs', () => {
    expect(isClosed(deadline, deadline - 1)).toBe(false)
    expect(isClosed(deadline, deadline)).toBe(true)
    expect(isClosed(null, Number.MAX_SAFE_INTEGER)).toBe(false)
  })
})

describe('parseSiteDateTime', () => {
  it('reads offsets, and reads a time without one as site-local', () => {
    expect(parseSiteDateTime('2026-03-15T10:30:00Z')).toBe(Date.parse('2026-03-15T10:30:00Z'))
    expect(parseSiteDateTime('2026-03-15T10:30:00+0200')).toBe(Date.parse('2026-03-15T08:30:00Z'))
    expect(parseSiteDateTime('2026-03-15 10:30')).toBe(Date.parse('2026-03-15T08:30:00Z'))
    expect(parseSiteDateTime('2026-03-15T10:30:00.250')).toBe(
      Date.parse('2026-03-15T08:30:00.250Z'),
    )
    expect(parseSiteDateTime('2026-03-15T10:30', 'UTC')).toBe(Date.parse('2026-03-15T10:30:00Z'))
  })

  it('rejects what is not a real date-time', () => {
    for (const text of [
      '2026-03-15',
      '2026-03-15T24:00',
      '2026-02-30T10:00Z',
      'tomorrow',
      '',
      null,
    ]) {
      expect(parseSiteDateTime(text)).toBeNull()
    }
  })
})
