import { DatabaseUnavailableError } from './database-unavailable.ts'

/**
 * PGlite serves one caller at a time on this thread, and no statement of it can be cancelled
 * (it honours no statement_timeout). What can be bounded is a caller's wait for its turn:
 * `start(begin)` queues the work, which calls `begin()` when its turn comes; a caller still
 * waiting after `timeoutMs` gets DatabaseUnavailableError, and its work, when the turn comes,
 * is not done (`begin()` throws, so a transaction rolls back before it writes anything).
 */
export function waitForTurn<T>(
  timeoutMs: number,
  start: (begin: () => void) => Promise<T>,
): Promise<T> {
  let state: 'waiting' | 'started' | 'abandoned' = 'waiting'
  const late = new DatabaseUnavailableError(
    `The embedded database did not answer within ${timeoutMs} ms`,
  )
  const work = start(() => {
    if (state === 'abandoned') throw late
    state = 'started'
  })
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      if (state !== 'waiting') return
      state = 'abandoned'
      reject(late)
    }, timeoutMs)
  })
  // The abandoned work's own rejection is expected; it must not surface as unhandled.
  work.catch(() => {})
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer))
}
