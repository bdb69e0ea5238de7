import { describe, expect, it } from 'vitest'

import { getReminderTag } from './reminder-tag.ts'

describe('getReminderTag', () => {
  it('is one tag per job and kind, whoever shows the reminder', () => {
    expect(getReminderTag({ jobId: 'abc123', kind: 'three-days' })).toBe(
      'reminder-abc123-three-days',
    )
    expect(getReminderTag({ jobId: 'abc123', kind: 'last-day' })).toBe('reminder-abc123-last-day')
  })
})
