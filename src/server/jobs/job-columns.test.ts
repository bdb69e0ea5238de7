import { describe, expect, it } from 'vitest'

import { API_COLUMNS } from './job-columns.ts'

describe('API_COLUMNS', () => {
  it('reads each field from its column, instants and dates as text, states as flags', () => {
    const columns = API_COLUMNS.split(',\n  ')
    expect(columns[0]).toBe('id as job_id')
    expect(columns).toContain('title')
    expect(columns).toContain(
      `to_char((posted_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as posted_ts`,
    )
    expect(columns).toContain(`to_char(expiry_date, 'YYYY-MM-DD') as expiry_date`)
    expect(columns).toContain('withdrawn_at is not null as withdrawn')
    expect(columns).toContain('taken_down_at is not null as removed')
  })
})
