import type { ServerType } from '@hono/node-server'

/** Waits `ms`; tests pass one they resolve themselves. */
export type Wait = (ms: number) => Promise<void>

const realWait: Wait = (ms) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms).unref()
  })

// How often connections that finished their request are let go while others drain. Node's
// keep-alive would otherwise hold each of them open for another 5 s.
const REAP_EVERY_MS = 250

/**
 * Stops accepting connections, lets requests in flight finish, and at `timeoutMs` cuts every
 * connection still open: a client trickling its headers a byte a second, or a slow upload, must
 * not hold a stopping server (and the supervisor waiting on it) for minutes.
 * Resolves `{ forced: true }` when the deadline had to cut connections.
 */
export async function closeHttpServer(
  server: ServerType,
  { timeoutMs, wait = realWait }: { timeoutMs: number; wait?: Wait },
): Promise<{ forced: boolean }> {
  if (!('closeAllConnections' in server)) {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    return { forced: false }
  }
  const closed = new Promise<void>((resolve) => server.close(() => resolve()))
  const reaper = setInterval(() => server.closeIdleConnections(), REAP_EVERY_MS)
  reaper.unref()
  try {
    const first = await Promise.race([
      closed.then(() => 'closed' as const),
      wait(timeoutMs).then(() => 'deadline' as const),
    ])
    if (first === 'closed') return { forced: false }
    server.closeAllConnections()
    await closed
    return { forced: true }
  } finally {
    clearInterval(reaper)
  }
}
