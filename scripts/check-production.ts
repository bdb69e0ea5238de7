/**
 * npm run check:production: the production install, end to end, as an operator would do it.
 * Copies this checkout's files (tracked and new, not ignored) to a temporary folder, runs
 * `npm ci`, `npm run build` and `npm prune --omit=dev` there, then starts two `web` and one
 * `ingest` process of the built server with plain node on a fresh PostgreSQL database, with a
 * local RSS feed, and checks what the deploy guide promises:
 * - the web processes never fetch a feed; the ingester's job reaches both within seconds;
 * - request ids in the X-Request-Id header and in the JSON log lines;
 * - /metrics only with the token; live and ready answer;
 * - SIGTERM to one web process: it exits 0 within SHUTDOWN_TIMEOUT_MS while the other serves.
 * Needs DATABASE_URL (a PostgreSQL server it may create a database on); without it, it says so
 * and exits 0. `--keep` leaves the temporary folder for a look.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'

import {
  startBuilt,
  startLocalFeed,
  waitFor,
  type BuiltProcess,
} from './lib/production-processes.ts'

const root = path.resolve(import.meta.dirname, '..')
const serverUrl = process.env.DATABASE_URL
if (!serverUrl) {
  console.log('check:production skipped: set DATABASE_URL to a PostgreSQL server to run it.')
  process.exit(0)
}
const keep = process.argv.includes('--keep')
const started = Date.now()
const timings: string[] = []
const step = (name: string, fn: () => void) => {
  const from = Date.now()
  console.log(`\n--- ${name}`)
  fn()
  timings.push(`${name}: ${((Date.now() - from) / 1000).toFixed(1)} s`)
}
const run = (command: string, args: string[], cwd: string) => {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`)
}

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`FAILED: ${what}`)
  console.log(`ok   ${what}`)
}

const work = mkdtempSync(path.join(tmpdir(), 'jobs-zw-production-'))
const app = path.join(work, 'app')
const dbName = `jobs_production_check_${randomBytes(4).toString('hex')}`
const admin = async (sql: string) => {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}
const processes: BuiltProcess[] = []
let failed = false

try {
  step('Copy the checkout (tracked and new files, not ignored ones)', () => {
    const files = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
      {
        cwd: root,
      },
    )
      .toString()
      .split('\0')
      .filter((file) => file && existsSync(path.join(root, file)))
    for (const file of files) {
      mkdirSync(path.dirname(path.join(app, file)), { recursive: true })
      cpSync(path.join(root, file), path.join(app, file))
    }
    console.log(`${files.length} files`)
  })
  step('npm ci', () => run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], app))
  step('npm run build', () => run('npm', ['run', 'build'], app))
  step('npm prune --omit=dev', () =>
    run('npm', ['prune', '--omit=dev', '--no-audit', '--no-fund'], app),
  )
  // (typescript stays: valibot names it as a peer, though nothing runs it)
  for (const buildTool of ['tsx', 'vite', 'esbuild', 'vitest', 'pino-pretty'])
    check(!existsSync(path.join(app, 'node_modules', buildTool)), `${buildTool} is pruned`)

  await admin(`create database ${dbName}`)
  const url = new URL(serverUrl)
  url.pathname = `/${dbName}`
  const deadline = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
  const title = `Production Check Borehole Engineer ${randomBytes(3).toString('hex')}`
  const feed = await startLocalFeed(title, deadline)
  const sourcesFile = path.join(work, 'sources.json')
  writeFileSync(
    sourcesFile,
    JSON.stringify([{ name: 'check-feed', kind: 'rss', url: feed.url, enabled: true }]),
  )
  const token = randomBytes(24).toString('hex')
  const common = {
    NODE_ENV: 'production',
    DATABASE_URL: url.toString(),
    HOST: '127.0.0.1',
    PORT: '0',
    DEMO_DATA: '0',
    SOURCES_FILE: sourcesFile,
    INGEST_ALLOW_HOSTS: '127.0.0.1',
    METRICS_TOKEN: token,
    TRUST_PROXY: '1',
    SHUTDOWN_TIMEOUT_MS: '3000',
  }
  const startedProcesses = Date.now()
  const ingester = await startBuilt('ingest', app, {
    ...common,
    SERVER_ROLE: 'ingest',
    INGEST_USER_AGENT: 'check-ingest',
  })
  processes.push(ingester)
  const webs = [
    await startBuilt('web-1', app, {
      ...common,
      SERVER_ROLE: 'web',
      INGEST_USER_AGENT: 'check-web-1',
    }),
    await startBuilt('web-2', app, {
      ...common,
      SERVER_ROLE: 'web',
      INGEST_USER_AGENT: 'check-web-2',
    }),
  ]
  processes.push(...webs)

  console.log('\n--- Checks')
  const query = `/api/jobs?status=active&q=${encodeURIComponent(title.split(' ').at(-1) ?? '')}`
  for (const web of webs) {
    const seconds = await waitFor(
      async () => {
        const body = (await (await fetch(web.url + query)).json()) as { jobs: { title: string }[] }
        return body.jobs.some((job) => job.title === title)
          ? ((Date.now() - startedProcesses) / 1000).toFixed(1)
          : undefined
      },
      60_000,
      () => `${web.name} never listed the ingested job`,
    )
    check(true, `${web.name} lists the job the ingester stored (${seconds} s after start)`)
  }
  check(feed.userAgents.length > 0, `the feed was fetched (${feed.userAgents.length} requests)`)
  check(
    feed.userAgents.every((agent) => agent === 'check-ingest'),
    `only the ingester fetched the feed (${[...new Set(feed.userAgents)].join(', ')})`,
  )

  const page = await fetch(`${webs[0]?.url}/`)
  check(
    // The root also names the page's scripts (data-modules) before its render time.
    page.status === 200 && /<div id="root"[^>]* data-rendered-at="\d+"/.test(await page.text()),
    'web-1 serves the site, rendered on the server',
  )
  const ingestPage = await fetch(`${ingester.url}/`)
  check(ingestPage.status === 404, 'the ingest process serves no site (404)')

  const fresh = await fetch(`${webs[1]?.url}/api/health/live`)
  const freshId = fresh.headers.get('x-request-id') ?? ''
  check(/^[0-9a-f-]{36}$/.test(freshId), `a fresh request id in X-Request-Id (${freshId})`)
  const proxied = await fetch(`${webs[1]?.url}/api/jobs/counts`, {
    headers: { 'X-Request-Id': 'proxy-id-4711' },
  })
  check(proxied.headers.get('x-request-id') === 'proxy-id-4711', "the trusted proxy's id is kept")
  const logged = await waitFor(
    () =>
      webs[1]?.lines.find((line) => line.request_id === 'proxy-id-4711' && line.msg === 'request'),
    5000,
    () => 'no JSON log line for the request',
  )
  check(
    logged.path === '/api/jobs/counts' &&
      logged.status === 200 &&
      typeof logged.duration_ms === 'number',
    `one JSON log line per request: ${JSON.stringify(logged)}`,
  )

  for (const target of [...webs, ingester]) {
    const live = await fetch(`${target.url}/api/health/live`)
    const ready = await fetch(`${target.url}/api/health/ready`)
    check(live.status === 200 && ready.status === 200, `${target.name}: live 200, ready 200`)
    const none = await fetch(`${target.url}/metrics`)
    const wrong = await fetch(`${target.url}/metrics`, {
      headers: { Authorization: 'Bearer nope' },
    })
    const metrics = await fetch(`${target.url}/metrics`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    const text = await metrics.text()
    check(
      none.status === 401 && wrong.status === 401 && metrics.status === 200,
      `${target.name}: /metrics 401 without the token, 200 with it`,
    )
    check(
      /ingest_runs_total\{source="check-feed",result="ok"\} [1-9]/.test(text),
      `${target.name}: its metrics report the ingester's runs`,
    )
  }

  const [stopping, staying] = webs as [BuiltProcess, BuiltProcess]
  const signalledAt = Date.now()
  stopping.child.kill('SIGTERM')
  const code = await stopping.exited
  const tookMs = Date.now() - signalledAt
  check(code === 0 && tookMs < 3000 + 2000, `web-1 exited ${code} ${tookMs} ms after SIGTERM`)
  const still = await fetch(staying.url + query)
  check(still.status === 200, 'web-2 keeps serving')
  check(
    ![...webs, ingester].some((target) => target.lines.some((line) => line.level === 'error')),
    'no process logged an error',
  )
  for (const target of [...webs, ingester])
    check(
      target.plainLines.length === 0,
      `${target.name}: every line it wrote is JSON${target.plainLines[0] ? ` (not: ${target.plainLines[0]})` : ''}`,
    )
  const ingestRun = ingester.lines.find(
    (line) => line.event === 'ingest_run' && line.source === 'check-feed',
  )
  check(
    ingestRun?.ok === true &&
      typeof ingestRun.inserted === 'number' &&
      typeof ingestRun.duration_ms === 'number',
    `the ingester logged its run as one JSON line: ${JSON.stringify(ingestRun)}`,
  )
  await feed.close()
} catch (error) {
  failed = true
  console.error((error as Error).message)
} finally {
  for (const target of processes) if (target.child.exitCode === null) target.child.kill('SIGTERM')
  await Promise.all(processes.map((target) => target.exited))
  await admin(`drop database if exists ${dbName} with (force)`).catch(() => {})
  if (keep) console.log(`Left in ${work}`)
  else rmSync(work, { recursive: true, force: true })
}
console.log(`\n${timings.join('\n')}\ntotal: ${((Date.now() - started) / 1000).toFixed(1)} s`)
console.log(failed ? 'check:production FAILED' : 'check:production passed')
process.exit(failed ? 1 : 0)
