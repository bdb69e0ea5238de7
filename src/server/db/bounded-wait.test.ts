import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { waitForTurn } from './bounded-wait.ts'
import { DatabaseUnavailableError } from './database-unavailable.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('waitForTurn', () => {
  it('answers with the work when its turn comes in time', async () => {
    await expect(
      waitForTurn(1000, async (begin) => {
        begin()
        return 'done'
      }),
    ).resolves.toBe('done')
  })

  it('gives up on a wait that outlasts the bound, and the work is then not done', async () => {
    let giveTurn = () => {}
    const turn = new Promise<void>((resolve) => {
      giveTurn = resolve
    })
    let done = false
    let refused: unknown = null
    const waiting = waitForTurn(20, async (begin) => {
      await turn
      try {
        begin()
      } catch (error) {
        refused = error
        throw error
      }
      done = true
    })
    const outcome = expect(waiting).rejects.toBeInstanceOf(DatabaseUnavailableError)
    await vi.advanceTimersByTimeAsync(20)
    await outcome
    giveTurn()
    await turn
    await Promise.resolve()
    expect(done).toBe(false)
    expect(refused).toBeInstanceOf(DatabaseUnavailableError)
  })

  it('lets work that has begun finish, however long it takes', async () => {
    let finish = () => {}
    const finished = new Promise<void>((resolve) => {
      finish = resolve
    })
    const running = waitForTurn(10, async (begin) => {
      begin()
      await finished
      return 'whole'
    })
    await vi.advanceTimersByTimeAsync(1000)
    finish()
    await expect(running).resolves.toBe('whole')
  })
})
