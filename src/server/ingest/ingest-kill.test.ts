/**
 * `npm run ingest` as a separate process (`node --import tsx scripts/ingest.ts`), killed with
 * SIGKILL in the middle of a run: each source is written in its own transaction, so the database
 * then holds all or none of each source's jobs, and the next run completes. Runs on PGlite in a
 * fresh DATA_DIR, or on a throwaway PostgreSQL database when DATABASE_URL is set.
 *
 * The CLI uses the production fetcher, which waits a second between two requests to one host, so
 * this file takes a while; everything it waits for is an event (a request seen, a process exit).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, watch, writeFileSync, type FSWatcher } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'

import pg from 'pg'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Db } from '../db/db.ts'
import { openPgliteDb } from '../db/pglite-db.ts'
import { loadEnv } from '../env.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const CLI_TIMEOUT_MS = 60_000

type Handler = (request: IncomingMessage, response: ServerResponse) => void

interface CliResult {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
}

interface Cli {
  child: ChildProcess
  result: Promise<CliResult>
}

let tmp: string
let dataDir: string
let sourcesFile: string
/** the throwaway PostgreSQL database when DATABASE_URL is set; null on PGlite */
let pgDb: TestDb | null = null
let server: Server
let origin: string
/** request paths the server has seen, robots.txt aside */
const seen: string[] = []
const routes = new Map<string, Handler>()
/** while set, a request for /charlie/feed.xml is held open and handed to this function */
let onHeldRequest: ((response: ServerResponse) => void) | null = null
const heldResponses: ServerResponse[] = []

interface TestSource {
  name: string
  kind: 'rss' | 'greenhouse'
  path: string
  /** jobs it lists; 0 for a source that fails */
  jobs: number
}

// Sources are ingested four at a time, but requests to 127.0.0.1 go one at a time, a second
// apart, in this order: by the time the held request arrives, the sources before it have been
// stored (or have failed), and the process is killed with charlie fetched but not stored.
const sources: TestSource[] = [
  { name: 'alpha', kind: 'rss', path: '/alpha/feed.xml', jobs: 3 },
  { name: 'bravo', kind: 'greenhouse', path: '/bravo/jobs', jobs: 4 },
  { name: 'echo', kind: 'rss', path: '/echo/feed.xml', jobs: 0 },
  { name: 'delta', kind: 'greenhouse', path: '/delta/jobs', jobs: 1200 },
  { name: 'charlie', kind: 'rss', path: '/charlie/feed.xml', jobs: 2 },
]

function rssFeed(prefix: string, count: number): string {
  const items = Array.from(
    { length: count },
    (_, index) => `
    <item>
      <title>Teller ${prefix}-${index + 1}</title>
      <guid isPermaLink="false">${prefix}-${index + 1}</guid>
      <link>https://jobs.example.co.zw/${prefix}/${index + 1}/</link>
      <description><![CDATA[<p>Serve customers at our branch. Closing date: 18 December 2026</p>]]></description>
    </item>`,
  ).join('')
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Bank ${prefix}</title>${items}
</channel></rss>
`
}

function greenhouseBoard(prefix: string, count: number): string {
  const jobs = Array.from({ length: count }, (_, index) => ({
    id: `${prefix}${index + 1}`,
    title: `Agronomist ${prefix}-${index + 1}`,
    company_name: `Estates ${prefix}`,
    absolute_url: `https://boards.example/${prefix}/${index + 1}`,
    location: { name: 'Chipinge, Zimbabwe' },
    updated_at: '2026-10-20T08:00:00Z',
    content: '&lt;p&gt;Advise tea and macadamia growers.&lt;/p&gt;',
  }))
  return JSON.stringify({ jobs, meta: { total: count } })
}

function body(source: TestSource): { type: string; text: string } {
  return source.kind === 'rss'
    ? { type: 'application/rss+xml', text: rssFeed(source.name, source.jobs) }
    : { type: 'application/json', text: greenhouseBoard(source.name, source.jobs) }
}

function writeSources(list: { name: string; kind: string; path: string }[]) {
  const config = list.map((entry) => ({
    name: entry.name,
    kind: entry.kind,
    url: `${origin}${entry.path}`,
    enabled: true,
  }))
  writeFileSync(sourcesFile, `${JSON.stringify(config, null, 2)}\n`)
}

/** `node --import tsx scripts/ingest.ts ...args` with only the environment this test sets. */
function runCli(args: string[] = []): Cli {
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SOURCES_FILE: sourcesFile,
    INGEST_ALLOW_HOSTS: '127.0.0.1',
    INGEST_SCHEDULE: 'off',
    DEMO_DATA: '0',
    SITE_TIMEZONE: 'Africa/Harare',
  }
  if (pgDb?.url) env.DATABASE_URL = pgDb.url
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/ingest.ts', ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const result = new Promise<CliResult>((resolve, reject) => {
    child.once('error', reject)
    child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr }))
  })
  return { child, result }
}

/** The lines the CLI printed for sources ("ingest: NAME: ..."). */
function sourceLines(stdout: string): string[] {
  return stdout.split('\n').filter((line) => /^ingest: [\w.-]+: /.test(line))
}

/** Opens the database the CLI wrote (after the CLI has exited) for `fn`. */
async function withDatabase<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  if (pgDb) return fn(pgDb)
  const db = await openPgliteDb(dataDir)
  try {
    return await fn(db)
  } finally {
    await db.close()
  }
}

async function jobCounts(db: Db): Promise<Record<string, number>> {
  const { rows } = await db.query<{ source: string; n: number }>(
    'select source, count(*)::int as n from jobs group by source',
  )
  const counts: Record<string, number> = {}
  for (const entry of sources) counts[entry.name] = 0
  for (const row of rows) counts[row.source] = row.n
  return counts
}

/**
 * PostgreSQL: the test holds a SHARE lock on ingest_source_state, so the CLI's transaction, having
 * written every job, waits to save the source's ETag. Once PostgreSQL shows that wait, the CLI is
 * killed; the lock is released afterwards.
 */
async function killInsideTransactionOnPostgres(db: TestDb, source: TestSource) {
  const client = new pg.Client({ connectionString: db.url ?? undefined })
  await client.connect()
  try {
    await client.query('begin')
    await client.query('lock table ingest_source_state in share mode')
    const cli = runCli(['--source', source.name])
    let exited = false
    const markExited = () => {
      exited = true
    }
    void cli.result.then(markExited, markExited)
    for (;;) {
      const { rows } = await client.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_locks
         where not granted and relation = 'ingest_source_state'::regclass`,
      )
      if ((rows[0]?.waiting ?? 0) > 0 || exited) break
      await delay(25)
    }
    cli.child.kill('SIGKILL')
    return await cli.result
  } finally {
    await client.query('rollback').catch(() => {})
    await client.end()
  }
}

/**
 * PGlite: the CLI is killed at the first write to the write-ahead log after the source's response
 * has been sent, which is the source's transaction writing its jobs (a write from its commit at
 * the latest, so the kill lands inside the transaction or just after it).
 */
async function killInsideTransactionOnPglite(source: TestSource, serve: Handler) {
  const cli = runCli(['--source', source.name])
  let watcher: FSWatcher | undefined
  routes.set(source.path, (request, response) => {
    response.once('finish', () => {
      watcher = watch(path.join(dataDir, 'pg_wal'), () => {
        watcher?.close()
        cli.child.kill('SIGKILL')
      })
    })
    serve(request, response)
  })
  try {
    return await cli.result
  } finally {
    watcher?.close()
  }
}

beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'jobs-zw-ingest-kill-'))
  dataDir = path.join(tmp, 'data')
  sourcesFile = path.join(tmp, 'sources.json')
  if (loadEnv().databaseUrl) pgDb = await createTestDb()

  for (const source of sources) {
    if (source.jobs === 0) {
      routes.set(source.path, (_request, response) => response.writeHead(500).end('oops'))
      continue
    }
    const { type, text } = body(source)
    routes.set(source.path, (_request, response) => {
      response.writeHead(200, { 'content-type': type }).end(text)
    })
  }
  const charlie = routes.get('/charlie/feed.xml')
  routes.set('/charlie/feed.xml', (request, response) => {
    if (onHeldRequest) {
      heldResponses.push(response)
      onHeldRequest(response)
    } else charlie?.(request, response)
  })

  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://test')
    if (url.pathname === '/robots.txt') {
      response.writeHead(404).end()
      return
    }
    seen.push(`${url.pathname}${url.search}`)
    const handler = routes.get(url.pathname)
    if (handler) handler(request, response)
    else response.writeHead(404).end('not found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  writeSources(sources)
})

afterAll(async () => {
  for (const response of heldResponses) response.destroy()
  server?.closeAllConnections()
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  await pgDb?.close()
  if (tmp) rmSync(tmp, { recursive: true, force: true })
})

describe('npm run ingest', () => {
  it(
    'a process killed in the middle of a run leaves no half-written source and the next run completes',
    async () => {
      // 1. Kill the CLI with SIGKILL the moment it asks for the held source.
      const cli = runCli()
      onHeldRequest = () => {
        cli.child.kill('SIGKILL')
      }
      const killed = await cli.result
      onHeldRequest = null
      expect(killed.signal, killed.stderr).toBe('SIGKILL')
      expect(seen).toContain('/charlie/feed.xml')

      // 2. Each source has all of its jobs or none of them.
      const afterKill = await withDatabase(async (db) => {
        const counts = await jobCounts(db)
        const { rows: runs } = await db.query<{ source: string; ok: boolean }>(
          'select source, ok from ingest_runs',
        )
        return { counts, runs }
      })
      for (const source of sources) {
        expect([0, source.jobs], `jobs of ${source.name} after the kill`).toContain(
          afterKill.counts[source.name],
        )
      }
      expect(afterKill.counts.charlie).toBe(0)
      for (const run of afterKill.runs.filter((entry) => entry.ok)) {
        const expected = sources.find((source) => source.name === run.source)?.jobs
        expect(afterKill.counts[run.source], `${run.source} was recorded as stored`).toBe(expected)
      }

      // 3. The next run completes: exit 0, one line per source, every source's jobs present.
      const next = await runCli().result
      expect(next.code, next.stderr).toBe(0)
      const lines = sourceLines(next.stdout)
      expect(lines.map((line) => line.split(':')[1]?.trim())).toEqual(
        sources.map((source) => source.name),
      )
      for (const source of sources) {
        const line = lines.find((entry) => entry.startsWith(`ingest: ${source.name}:`))
        if (source.jobs === 0) {
          expect(line).toMatch(
            new RegExp(`^ingest: ${source.name}: FAILED after \\d+ ms: HTTP 500 from `),
          )
        } else {
          const stored = afterKill.counts[source.name] ?? 0
          expect(line).toMatch(
            new RegExp(
              `^ingest: ${source.name}: ok, fetched ${source.jobs}, new ${source.jobs - stored}, `,
            ),
          )
        }
      }
      const counts = await withDatabase(jobCounts)
      expect(counts).toEqual(
        Object.fromEntries(sources.map((source) => [source.name, source.jobs])),
      )
    },
    2 * CLI_TIMEOUT_MS,
  )

  it(
    "a process killed inside a source's transaction leaves none of its jobs, and the next run stores them",
    async () => {
      const foxtrot: TestSource = {
        name: 'foxtrot',
        kind: 'greenhouse',
        path: '/foxtrot/jobs',
        jobs: 3000,
      }
      writeSources([...sources, foxtrot])
      const text = greenhouseBoard('foxtrot', foxtrot.jobs)
      // with an ETag, the transaction ends by saving it in ingest_source_state
      const serve: Handler = (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json', etag: '"foxtrot-1"' })
        response.end(text)
      }
      routes.set(foxtrot.path, serve)

      const killed = pgDb
        ? await killInsideTransactionOnPostgres(pgDb, foxtrot)
        : await killInsideTransactionOnPglite(foxtrot, serve)
      expect(killed.signal, killed.stderr).toBe('SIGKILL')
      expect(sourceLines(killed.stdout)).toEqual([])

      const afterKill = await withDatabase(async (db) => {
        const { rows } = await db.query<{ jobs: number; states: number }>(
          `select (select count(*)::int from jobs where source = 'foxtrot') as jobs,
             (select count(*)::int from ingest_source_state where source = 'foxtrot') as states`,
        )
        return rows[0]
      })
      // all or none; on PostgreSQL the transaction was certainly open (blocked on a lock)
      if (pgDb) expect(afterKill).toEqual({ jobs: 0, states: 0 })
      else
        expect([
          { jobs: 0, states: 0 },
          { jobs: foxtrot.jobs, states: 1 },
        ]).toContainEqual(afterKill)

      routes.set(foxtrot.path, serve)
      const next = await runCli(['--source', 'foxtrot']).result
      expect(next.code, next.stderr).toBe(0)
      expect(sourceLines(next.stdout)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^ingest: foxtrot: ok, fetched ${foxtrot.jobs}, new ${foxtrot.jobs - (afterKill?.jobs ?? 0)}, `,
          ),
        ),
      ])
      const stored = await withDatabase(async (db) => {
        const { rows } = await db.query<{ jobs: number; etag: string | null }>(
          `select (select count(*)::int from jobs where source = 'foxtrot') as jobs,
             (select etag from ingest_source_state where source = 'foxtrot') as etag`,
        )
        return rows[0]
      })
      expect(stored).toEqual({ jobs: foxtrot.jobs, etag: '"foxtrot-1"' })
      writeSources(sources)
    },
    2 * CLI_TIMEOUT_MS,
  )

  it(
    '--source NAME runs only that source',
    async () => {
      const before = seen.length
      const { code, stdout, stderr } = await runCli(['--source', 'bravo']).result
      expect(code, stderr).toBe(0)
      expect(sourceLines(stdout)).toEqual([
        expect.stringMatching(/^ingest: bravo: ok, fetched 4, new 0, updated 0, withdrawn 0, /),
      ])
      expect(seen.slice(before)).toEqual(['/bravo/jobs?content=true'])
    },
    CLI_TIMEOUT_MS,
  )

  it(
    '--source with an unknown name exits 1 with a clear message',
    async () => {
      const before = seen.length
      const { code, stdout, stderr } = await runCli(['--source', 'foxtrot']).result
      expect(code).toBe(1)
      expect(stderr).toContain('No source named "foxtrot" in the sources file')
      expect(sourceLines(stdout)).toEqual([])
      expect(seen.length).toBe(before)
    },
    CLI_TIMEOUT_MS,
  )

  it(
    'exits 0 when the run happened even though a source failed',
    async () => {
      const { code, stdout, stderr } = await runCli(['--source', 'echo']).result
      expect(code, stderr).toBe(0)
      expect(sourceLines(stdout)).toEqual([
        expect.stringMatching(/^ingest: echo: FAILED after \d+ ms: HTTP 500 from http:\/\/127\./),
      ])
      const failures = await withDatabase(async (db) => {
        const { rows } = await db.query<{ error: string | null }>(
          'select error from ingest_runs where source = $1 and not ok',
          ['echo'],
        )
        return rows
      })
      expect(failures.length).toBeGreaterThanOrEqual(2)
      expect(failures.every((row) => row.error?.includes('HTTP 500'))).toBe(true)
    },
    CLI_TIMEOUT_MS,
  )
})
