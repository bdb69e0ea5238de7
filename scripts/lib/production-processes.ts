/**
 * For the production check: built server processes started with plain `node`, their JSON log
 * lines collected, and a local feed that counts who fetched it.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface LogLine {
  level: string
  msg?: string
  url?: string
  [field: string]: unknown
}

export interface BuiltProcess {
  name: string
  child: ChildProcess
  url: string
  lines: LogLine[]
  /** standard output lines that are not JSON (code that still logs through console) */
  plainLines: string[]
  /** resolves with the exit code */
  exited: Promise<number | null>
}

/**
 * Starts `node dist/server/index.mjs` in `cwd` (or node with `args`, such as the server's sources
 * under tsx) and waits for its "listening" line.
 */
export async function startBuilt(
  name: string,
  cwd: string,
  env: Record<string, string>,
  timeoutMs = 60_000,
  args = ['dist/server/index.mjs'],
): Promise<BuiltProcess> {
  const child = spawn(process.execPath, args, {
    cwd,
    // Only what a supervisor would give it: no inherited npm or tsx settings.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines: LogLine[] = []
  const plainLines: string[] = []
  let partial = ''
  let stderr = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    partial += chunk.toString()
    const complete = partial.split('\n')
    partial = complete.pop() ?? ''
    for (const text of complete) {
      if (!text.trim()) continue
      try {
        lines.push(JSON.parse(text) as LogLine)
      } catch {
        plainLines.push(text)
      }
    }
  })
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const url = await waitFor(
    () =>
      lines.find((line) => typeof line.url === 'string' && /listening/.test(line.msg ?? ''))?.url,
    timeoutMs,
    () => `${name} did not start:\n${stderr}\n${lines.map((l) => JSON.stringify(l)).join('\n')}`,
    () => child.exitCode !== null,
  )
  return { name, child, url, lines, plainLines, exited }
}

/** Polls `probe` every 200 ms until it gives a value; fails at the deadline or on `gaveUp`. */
export async function waitFor<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs: number,
  describe: () => string,
  gaveUp: () => boolean = () => false,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (gaveUp() || Date.now() > deadline) throw new Error(describe())
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

export interface LocalFeed {
  url: string
  /** the User-Agent of every request the feed server answered */
  userAgents: string[]
  close(): Promise<void>
}

/** An RSS feed with one job on 127.0.0.1, and a robots.txt that allows it. */
export async function startLocalFeed(title: string, deadline: string): Promise<LocalFeed> {
  const userAgents: string[] = []
  const rss = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Check feed</title><link>http://127.0.0.1/</link>
<description>Jobs for the production check</description>
<item><title>${title}</title><link>http://127.0.0.1/jobs/1</link><guid>check-job-1</guid>
<description>Closing date: ${deadline}. Apply by email to jobs@example.org.</description>
<pubDate>${new Date().toUTCString()}</pubDate></item>
</channel></rss>`
  const server: Server = createServer((request, response) => {
    userAgents.push(request.headers['user-agent'] ?? '')
    if (request.url === '/feed.xml') {
      response.writeHead(200, { 'Content-Type': 'application/rss+xml' })
      response.end(rss)
    } else if (request.url === '/robots.txt') {
      response.writeHead(200, { 'Content-Type': 'text/plain' })
      response.end('User-agent: *\nAllow: /\n')
    } else {
      response.writeHead(404)
      response.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/feed.xml`,
    userAgents,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
