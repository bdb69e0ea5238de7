/**
 * The process entry as a supervisor sees it: a real child process, stopped with SIGTERM while a
 * request is in flight. It stops accepting, finishes that request, closes the database and exits
 * 0; a request that never finishes is cut at SHUTDOWN_TIMEOUT_MS and the exit is still 0.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const dataDir = mkdtempSync(path.join(tmpdir(), 'jobs-zw-entry-'))
const children: ChildProcess[] = []
const sockets: Socket[] = []

afterAll(() => {
  for (const socket of sockets) socket.destroy()
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

interface Line {
  msg?: string
  url?: string
  [field: string]: unknown
}

function startEntry(name: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: root,
    // Only these settings: a supervisor's environment, not the test runner's.
    env: {
      CLIENT_DIR: path.join(dataDir, 'no-client'),
      SERVER_RENDER: '0',
      DATABASE_URL: '',
      DATA_DIR: path.join(dataDir, name),
      HOST: '127.0.0.1',
      PORT: '0',
      DEMO_DATA: '0',
      INGEST_SCHEDULE: 'off',
      SHUTDOWN_TIMEOUT_MS: '1500',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  const lines: Line[] = []
  const waiters: (() => void)[] = []
  let partial = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    partial += chunk.toString()
    const complete = partial.split('\n')
    partial = complete.pop() ?? ''
    for (const text of complete) if (text.trim()) lines.push(JSON.parse(text) as Line)
    for (const wake of waiters.splice(0)) wake()
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  return {
    child,
    lines,
    exited,
    waitForLine(msg: RegExp): Promise<Line> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const line = lines.find((candidate) => msg.test(candidate.msg ?? ''))
          if (line) resolve(line)
          else if (child.exitCode !== null) reject(new Error(`exited before ${msg}`))
          else waiters.push(check)
        }
        check()
      })
    },
  }
}

/**
 * A connection the server has taken: a GET answered, then a POST whose body is half sent, so the
 * server is reading it. `reply` is everything the server sends back until it closes.
 */
async function openRequest(port: number, body: string) {
  const socket = connect(port, '127.0.0.1')
  sockets.push(socket)
  socket.on('error', () => {})
  let received = ''
  const wakeups: (() => void)[] = []
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString()
    for (const wake of wakeups.splice(0)) wake()
  })
  const reply = new Promise<string>((resolve) => socket.once('close', () => resolve(received)))
  await new Promise((resolve) => socket.once('connect', resolve))
  // Pipelined in one write, so the POST is read the moment the GET is answered.
  socket.write(
    `GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n` +
      `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 5)}`,
  )
  await new Promise<void>((resolve) => {
    const check = () => (received.includes('"status":"ok"') ? resolve() : wakeups.push(check))
    check()
  })
  return { socket, reply }
}

describe('the server process on SIGTERM', () => {
  it('finishes the request in flight, then closes and exits 0', async () => {
    const entry = startEntry('finish')
    const { url } = await entry.waitForLine(/^Jobs board listening/)
    const port = Number(new URL(url ?? '').port)
    const body = JSON.stringify({ name: 'Rudo', subject: 'Hi', message: 'Hello' })
    const { socket, reply } = await openRequest(port, body)
    entry.child.kill('SIGTERM')
    await entry.waitForLine(/^Closing/)
    socket.write(body.slice(5))
    // The second answer on the connection: the POST, read to its end and answered (no email).
    expect((await reply).split('HTTP/1.1 ')[2]).toMatch(/^400 /)
    expect(await entry.exited).toBe(0)
    expect(entry.lines.map((line) => line.msg)).toContain('Closed')
    expect(entry.lines.some((line) => /Cut the connections/.test(line.msg ?? ''))).toBe(false)
  }, 60_000)

  it('cuts a request that never finishes at SHUTDOWN_TIMEOUT_MS and still exits 0', async () => {
    const entry = startEntry('cut')
    const { url } = await entry.waitForLine(/^Jobs board listening/)
    const { reply } = await openRequest(Number(new URL(url ?? '').port), '{"name":"never sent"}')
    entry.child.kill('SIGTERM')
    expect(await entry.exited).toBe(0)
    await reply
    expect(entry.lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining([
        'Closing: finishing requests in flight',
        'Cut the connections still open at SHUTDOWN_TIMEOUT_MS.',
        'Closed',
      ]),
    )
  }, 60_000)
})
