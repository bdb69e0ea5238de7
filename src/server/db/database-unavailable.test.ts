import { describe, expect, it } from 'vitest'

import {
  asUnavailable,
  DatabaseUnavailableError,
  isDatabaseUnavailable,
} from './database-unavailable.ts'

const withCode = (code: string) => Object.assign(new Error(`failed (${code})`), { code })

describe('isDatabaseUnavailable', () => {
  it.each([
    withCode('ECONNREFUSED'),
    withCode('57P01'),
    withCode('57P03'),
    withCode('08006'),
    withCode('57014'),
    new Error('Connection terminated unexpectedly'),
    new Error('timeout exceeded when trying to connect'),
    new Error('Query read timeout'),
    new AggregateError([withCode('ECONNREFUSED')], 'all addresses failed'),
  ])('says yes to %s', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
    expect(asUnavailable(error)).toBeInstanceOf(DatabaseUnavailableError)
  })

  it.each([withCode('23505'), withCode('42601'), new Error('column "x" does not exist'), 'down'])(
    'says no to %s, which is a fault of the statement or the code',
    (error) => {
      expect(isDatabaseUnavailable(error)).toBe(false)
      expect(asUnavailable(error)).toBe(error)
    },
  )
})
