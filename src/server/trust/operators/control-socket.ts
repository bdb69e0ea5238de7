/**
 * The running server's door for `npm run operator`. The embedded database admits one process
 * (data-dir-lock.ts), so while the server runs, the command line cannot open it; instead it
 * sends its command here and the server runs it (operator-commands.ts).
 *
 * A Unix domain socket in the data directory, readable and writable only by the user the server
 * runs as: whoever can use it could as well open the data directory itself. One JSON request a
 * line, one JSON answer a line. Requests carry password hashes, never passwords.
 */
import { chmodSync, mkdtempSync, renameSync, rmSync } from 'node:fs'
import { connect, createServer, type Server, type Socket } from 'node:net'
import path from 'node:path'

import type { Clock } from '../../clock.ts'
import type { Db } from '../../db/db.ts'
import {
  parseOperatorAnswer,
  parseOperatorRequest,
  runOperatorCommand,
  type OperatorAnswer,
  type OperatorRequest,
} from './operator-commands.ts'
import { logger } from '../../observability/logger.ts'

export const CONTROL_SOCKET_NAME = 'operator.sock'
/** A request is a line of a few hundred bytes; anything longer is not from our command line. */
const MAX_LINE_LENGTH = 16 * 1024
/** A list of a few hundred operators; the bound only stops a runaway reply. */
const MAX_ANSWER_LENGTH = 16 * 1024 * 1024
/** A client that says nothing for this long is hung up on. */
const IDLE_TIMEOUT_MS = 30_000
/** How long the command line waits for the server's answer. */
const ANSWER_TIMEOUT_MS = 30_000
/** Linux allows 107 bytes of path for a socket, macOS 103. */
const MAX_SOCKET_PATH_BYTES = 103

export interface OperatorControlSocket {
  /** where it listens; null when it could not be started (the reason was logged) */
  path: string | null
  /** Stops listening, lets commands in flight finish and removes the socket file. */
  close(): Promise<void>
}

export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, CONTROL_SOCKET_NAME)
}

/**
 * Listens at `<dataDir>/operator.sock`. Call it holding the data directory's lock: a socket file
 * already there is then a stale one, left by a process that died, and is replaced. A socket that
 * cannot be made is reported and the server carries on without it: the site does not need it.
 */
export async function startOperatorControlSocket({
  db,
  dataDir,
  clock,
}: {
  db: Db
  dataDir: string
  clock: Clock
}): Promise<OperatorControlSocket> {
  const socketPath = controlSocketPath(dataDir)
  const connections = new Set<Socket>()
  const inFlight = new Set<Promise<unknown>>()

  const answer = async (line: string): Promise<OperatorAnswer> => {
    let parsed: unknown
    try {
      parsed = JSON.parse(line)
    } catch {
      return { ok: false, error: 'A request is one line of JSON.' }
    }
    const request = parseOperatorRequest(parsed)
    if ('error' in request) return { ok: false, error: request.error }
    try {
      return await runOperatorCommand(db, request, clock.now())
    } catch (error) {
      logger.warn({ op: request.op, err: error }, 'Operator command failed')
      return { ok: false, error: `The server could not do it: ${(error as Error).message}` }
    }
  }

  const server = createServer((socket) => {
    connections.add(socket)
    socket.once('close', () => connections.delete(socket))
    // a client that leaves mid-answer is its own business
    socket.on('error', () => {})
    socket.setTimeout(IDLE_TIMEOUT_MS, () => socket.destroy())
    socket.setEncoding('utf8')
    let buffered = ''
    // answers go back in the order the requests came
    let queue: Promise<unknown> = Promise.resolve()
    socket.on('data', (chunk: string) => {
      buffered += chunk
      let newline: number
      while ((newline = buffered.indexOf('\n')) !== -1) {
        const line = buffered.slice(0, newline)
        buffered = buffered.slice(newline + 1)
        if (line.trim() === '') continue
        const done = queue
          .then(() => answer(line))
          .then((reply) => {
            if (!socket.destroyed) socket.write(`${JSON.stringify(reply)}\n`)
          })
        queue = done
        inFlight.add(done)
        void done.finally(() => inFlight.delete(done))
      }
      if (buffered.length > MAX_LINE_LENGTH) {
        buffered = ''
        const reply: OperatorAnswer = { ok: false, error: 'The request is too long.' }
        void queue.then(() => socket.end(`${JSON.stringify(reply)}\n`))
      }
    })
  })

  try {
    await listenPrivately(server, dataDir, socketPath)
  } catch (error) {
    logger.warn(
      { err: error },
      'npm run operator cannot reach this server; stop the server to manage operators',
    )
    return { path: null, close: async () => {} }
  }
  server.on('error', (error) => logger.warn({ err: error }, 'Operator control socket failed'))

  let closing: Promise<void> | null = null
  return {
    path: socketPath,
    close() {
      closing ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()))
        await Promise.allSettled([...inFlight])
        for (const socket of connections) socket.destroy()
        await closed
        rmSync(socketPath, { force: true })
      })()
      return closing
    },
  }
}

/**
 * Binds in a new directory only this user may enter, sets the socket's mode, and only then moves
 * it into place: at no moment can another user connect. (Setting the mode after binding at the
 * final path would leave a moment when anyone could.)
 */
async function listenPrivately(server: Server, dataDir: string, socketPath: string) {
  if (process.platform === 'win32') throw new Error('Unix domain sockets are needed')
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES)
    throw new Error(`the socket path ${socketPath} is too long for the system`)
  rmSync(socketPath, { force: true })
  const privateDir = mkdtempSync(path.join(dataDir, '.ops-'))
  const bindPath = path.join(privateDir, 's')
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(bindPath, () => {
        server.off('error', reject)
        resolve()
      })
    })
    chmodSync(bindPath, 0o600)
    renameSync(bindPath, socketPath)
  } catch (error) {
    server.close()
    throw error
  } finally {
    rmSync(privateDir, { recursive: true, force: true })
  }
}

/**
 * Whether a server is listening at `socketPath`. False for no file, a stale file (refused) or one
 * this user may not use.
 */
export function canReachControlSocket(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(socketPath)
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** Sends one request to the server at `socketPath` and returns its answer. */
export function sendToControlSocket(
  socketPath: string,
  request: OperatorRequest,
  timeoutMs = ANSWER_TIMEOUT_MS,
): Promise<OperatorAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath)
    let received = ''
    const fail = (message: string) => {
      socket.destroy()
      reject(new Error(message))
    }
    socket.setEncoding('utf8')
    socket.setTimeout(timeoutMs, () => fail('The server did not answer in time.'))
    socket.once('error', (error) => fail(`Could not reach the server: ${error.message}`))
    socket.once('connect', () => socket.write(`${JSON.stringify(request)}\n`))
    socket.on('data', (chunk: string) => {
      received += chunk
      const newline = received.indexOf('\n')
      if (newline === -1) {
        if (received.length > MAX_ANSWER_LENGTH) fail('The server answered too much.')
        return
      }
      socket.end()
      let answer: OperatorAnswer | null = null
      try {
        answer = parseOperatorAnswer(JSON.parse(received.slice(0, newline)))
      } catch {
        // not JSON: reported below
      }
      if (answer) resolve(answer)
      else fail('The server gave an answer this command line does not understand.')
    })
    socket.once('close', () => fail('The server closed the connection without answering.'))
  })
}
