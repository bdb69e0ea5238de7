import { Server as HttpServer, type ServerResponse } from 'node:http'
import { Server as NetServer, type Socket } from 'node:net'

import type { ServerType } from '@hono/node-server'

/** Waits `ms`; tests pass one they resolve themselves. */
export type Wait = (ms: number) => Promise<void>

const realWait: Wait = (ms) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms).unref()
  })

/**
 * How long a kept-alive socket may have been quiet and still be about to carry a request: a
 * client that has just had an answer sends its next request on the same socket. Closing such
 * a socket cuts that request; one quiet for longer is closed at once (decision 037).
 */
export const IDLE_GRACE_MS = 1000

/**
 * Two turns of the event loop, the second after a poll for input. A request a client has
 * already sent may sit unread in the kernel while JavaScript runs; to the server its socket
 * looks idle. After this, every byte that had arrived when it was called has been read.
 */
function afterPendingReads(): Promise<void> {
  return new Promise((resolve) => setImmediate(() => setImmediate(resolve)))
}

interface SocketState {
  /** requests read and not yet answered */
  responses: Set<ServerResponse>
  /** when its last response ended (or it connected) */
  idleSince: number
  /** its bytes read by then: more since means a new request has begun */
  bytesRead: number
}

export interface DrainOptions {
  /** milliseconds on a monotonic clock; tests pass their own */
  now?: () => number
  wait?: Wait
  idleGraceMs?: number
}

export interface HttpDrain {
  /**
   * Stops accepting connections, lets requests in flight finish, and at `timeoutMs` cuts every
   * connection still open: a client trickling its headers a byte a second, or a slow upload,
   * must not hold a stopping server (and the supervisor waiting on it) for minutes.
   * Resolves `{ forced: true }` when the deadline had to cut connections.
   */
  close(options: { timeoutMs: number }): Promise<{ forced: boolean }>
}

/**
 * Call as soon as the server listens: from then on it follows its sockets, so that a close ends
 * every keep-alive connection without cutting a request. Once draining, every response carries
 * `Connection: close` (Node closes the socket after it, and the client sends nothing more on
 * it); a socket quiet for `idleGraceMs` is closed at once, and one that answered more recently
 * is closed when it has been quiet that long, unless a request arrives on it first, which is
 * answered. Closing every idle socket at once (and every 250 ms), as before, cut requests
 * clients had just sent on them.
 */
export function drainableHttpServer(
  server: ServerType,
  {
    now = () => performance.now(),
    wait = realWait,
    idleGraceMs = IDLE_GRACE_MS,
  }: DrainOptions = {},
): HttpDrain {
  if (!(server instanceof HttpServer)) {
    return {
      close: () => new Promise((resolve) => server.close(() => resolve({ forced: false }))),
    }
  }
  const sockets = new Map<Socket, SocketState>()
  /** responses told to close their connection: Node ends the socket after them */
  const last = new WeakSet<ServerResponse>()
  const closeAfter = (response: ServerResponse) => {
    response.setHeader('Connection', 'close')
    last.add(response)
  }
  let draining = false

  /** Closes `socket` once it has been quiet for the grace, unless a request arrives first. */
  const closeWhenQuiet = async (socket: Socket, state: SocketState) => {
    const quietFor = now() - state.idleSince
    if (quietFor < idleGraceMs) await wait(idleGraceMs - quietFor)
    await afterPendingReads()
    const stillIdle = state.responses.size === 0 && socket.bytesRead === state.bytesRead
    if (stillIdle && now() - state.idleSince >= idleGraceMs) socket.destroy()
  }

  server.on('connection', (socket: Socket) => {
    sockets.set(socket, { responses: new Set(), idleSince: now(), bytesRead: 0 })
    socket.once('close', () => sockets.delete(socket))
  })
  // Prepended, so it runs before the app's listener writes anything.
  server.prependListener('request', (request, response: ServerResponse) => {
    const socket = request.socket
    const state = sockets.get(socket)
    if (draining) closeAfter(response)
    if (!state) return
    state.responses.add(response)
    response.once('close', () => {
      state.responses.delete(response)
      if (state.responses.size > 0) return
      state.idleSince = now()
      state.bytesRead = socket.bytesRead
      // Its headers said keep-alive (they were sent before the drain): a next request may come.
      if (draining && !last.has(response)) void closeWhenQuiet(socket, state)
    })
  })

  return {
    async close({ timeoutMs }) {
      draining = true
      const deadline = wait(timeoutMs).then(() => 'deadline' as const)
      // net.Server's close only stops accepting. http.Server's would also close every idle
      // socket at once, with the request a client may have just sent on it.
      const closed = new Promise<'closed'>((resolve) =>
        NetServer.prototype.close.call(server, () => resolve('closed')),
      )
      for (const [socket, state] of sockets) {
        for (const response of state.responses) if (!response.headersSent) closeAfter(response)
        if (state.responses.size === 0) void closeWhenQuiet(socket, state)
      }
      if ((await Promise.race([closed, deadline])) === 'closed') return { forced: false }
      server.closeAllConnections()
      await closed
      return { forced: true }
    },
  }
}
