import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')
const dataDir = mkdtempSync(path.join(tmpdir(), 'jobs-zw-start-'))
let npm: ChildProcess | null = null
let trickler: Socket | null = null

afterAll(() => {
  trickler?.destroy()
  if (npm?.exitCode === null) npm.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

/** A wait for a line that the process or its children print. */
function watchOutput(child: ChildProcess) {
  let output = ''
  const waiters: (() => void)[] = []
  const onData = (chunk: Buffer) => {
    output += chunk.toString()
    for (const wake of waiters.splice(0)) wake()
  }
  child.stdout?.on('data', onData)
  child.stderr?.on('data', onData)
  child.once('exit', () => {
    for (const wake of waiters.splice(0)) wake()
  })
  return {
    waitFor(pattern: RegExp): Promise<RegExpMatchArray> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(output)
          if (match) resolve(match)
          else if (child.exitCode !== null || child.signalCode !== null)
            reject(new Error(`exited before ${pattern}:\n${output}`))
          else waiters.push(check)
        }
        check()
      })
    },
  }
}

describe('npm start', () => {
  it('passes SIGTERM on to the server, which stops even while a client trickles headers', async () => {
    npm = spawn('npm', ['start'], {
      cwd: root,
      env: {
        ...process.env,
        // The API alone, on an embedded database of its own: nothing to build, nothing to fetch.
        CLIENT_DIR: path.join(dataDir, 'no-client'),
        SERVER_RENDER: '0',
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: '0',
        INGEST_SCHEDULE: 'off',
        SHUTDOWN_TIMEOUT_MS: '500',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const output = watchOutput(npm)
    const [, port] = await output.waitFor(/listening on http:\/\/127\.0\.0\.1:(\d+)/)
    const socket = connect(Number(port), '127.0.0.1')
    trickler = socket
    socket.on('error', () => {})
    await new Promise((resolve) => socket.once('connect', resolve))
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: a')
    const cut = new Promise((resolve) => socket.once('close', resolve))

    // 'close' comes once every process holding npm's output has ended: npm, and the server it
    // started, which writes to the same pipes.
    const closed = new Promise<void>((resolve) => npm?.once('close', () => resolve()))
    npm.kill('SIGTERM')
    await closed
    await cut
    // The server itself is gone: nothing listens on its port any more.
    const refused = await new Promise<boolean>((resolve) => {
      const probe = connect(Number(port), '127.0.0.1')
      probe.once('connect', () => {
        probe.destroy()
        resolve(false)
      })
      probe.once('error', () => resolve(true))
    })
    expect(refused).toBe(true)
  }, 60_000)
})
