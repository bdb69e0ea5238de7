import { describe, expect, it } from 'vitest'

import { DatabaseUnavailableError } from '../db/database-unavailable.ts'
import { EncodedBody } from './encoded-body.ts'
import { ResponseCache } from './response-cache.ts'

const body = (value: unknown) => EncodedBody.json(value)

describe('ResponseCache', () => {
  it('serves an out-of-date answer while the database is unavailable', async () => {
    const cache = new ResponseCache()
    const first = await cache.getOrCreate('k', 1, 0, async () => ({
      body: body({ n: 1 }),
      validUntil: 100,
    }))
    const fallback = await cache.getOrCreate('k', 2, 200, async () => {
      throw new DatabaseUnavailableError('down')
    })
    expect(fallback).toBe(first)
  })

  it('does not hide other failures, nor invent an answer it never had', async () => {
    const cache = new ResponseCache()
    await cache.getOrCreate('k', 1, 0, async () => ({ body: body({ n: 1 }), validUntil: 100 }))
    await expect(
      cache.getOrCreate('k', 2, 200, async () => {
        throw new Error('a bug')
      }),
    ).rejects.toThrow('a bug')
    await expect(
      cache.getOrCreate('other', 2, 200, async () => {
        throw new DatabaseUnavailableError('down')
      }),
    ).rejects.toBeInstanceOf(DatabaseUnavailableError)
  })
})
