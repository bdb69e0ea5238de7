import { describe, expect, it } from 'vitest'

import { isJobId, MAX_JOB_ID_LENGTH } from './job-id.ts'

describe('isJobId', () => {
  it.each(['a', 'abc123def456', 'ABC123def', 'a_1-x', 'z'.repeat(MAX_JOB_ID_LENGTH)])(
    'accepts %s',
    (id) => {
      expect(isJobId(id)).toBe(true)
    },
  )

  it.each([
    '',
    'a'.repeat(MAX_JOB_ID_LENGTH + 1),
    'a b',
    '-abc',
    '_abc',
    'abc/def',
    'abc%20',
    "1' OR '1'='1",
    'abc\u0000',
    'abc\n',
    'é',
  ])('refuses %j', (id) => {
    expect(isJobId(id)).toBe(false)
  })
})
