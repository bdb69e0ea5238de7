/**
 * How much the embedded database's folder grows with repeated ingests. One local Greenhouse board
 * of JOBS jobs (descriptions of about 1.5 KB, no ETag, so every run stores the whole listing) is
 * ingested by `runIngest` into PGlite in a fresh DATA_DIR, the way `npm run ingest` does it: open,
 * one run, close. Two scenarios, each from a fresh folder:
 *
 * 1. unchanged: a first run loads the board, then UNCHANGED_RUNS runs of the same board;
 * 2. changing: a first run, then CHANGING_RUNS runs in each of which a tenth of the jobs change
 *    (a different tenth each time).
 *
 * Prints the folder (`du -sb`), its WAL part, and the jobs table with its indexes, after each run.
 *
 *   npx tsx bench/ingest-growth.ts [--jobs 2000] [--unchanged-runs 6] [--changing-runs 50]
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { openDb } from '../src/server/db/open-db.ts'
import { createSafeFetcher } from '../src/server/ingest/fetch/safe-fetch.ts'
import { runIngest } from '../src/server/ingest/ingest-pipeline.ts'
import type { SourceConfig } from '../src/server/ingest/ingest-types.ts'
import type { BenchRow } from './run-all.ts'

const TIME_ZONE = 'Africa/Harare'
const HOUR_MS = 60 * 60 * 1000
const MB = 1024 * 1024

const duties = [
  'Prepare monthly management accounts and variance reports for the board',
  'Reconcile USD and ZiG bank accounts and clear unreconciled items every week',
  'Visit farmers in the district and record yields, inputs and loan repayments',
  'Maintain the fixed asset register and run monthly depreciation',
  'Train new field staff on safety, reporting and customer care',
  'Support the external auditors during the year-end audit',
  'Plan routes, load vehicles and keep delivery notes for every drop',
  'Answer customer queries at the branch and open new accounts',
]

/** The board as Greenhouse would send it; `revision[i]` changes job i's description. */
function board(jobs: number, revision: number[]): string {
  const list = Array.from({ length: jobs }, (_, index) => {
    const items = Array.from(
      { length: 12 },
      (_, line) => `<li>${duties[(index + line) % duties.length]} (${line + 1}).</li>`,
    ).join('')
    const content =
      `<p>Field Officer ${index + 1} wanted in Masvingo, revision ${revision[index] ?? 0}.</p>` +
      `<ul>${items}</ul><p>Apply with a CV and two references.</p>`
    return {
      id: 700_000 + index,
      title: `Field Officer ${index + 1}`,
      company_name: `Estates ${index % 40}`,
      absolute_url: `https://boards.example/jobs/${700_000 + index}`,
      location: { name: 'Masvingo, Zimbabwe' },
      updated_at: '2026-10-20T08:00:00Z',
      content: content.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;'),
    }
  })
  return JSON.stringify({ jobs: list, meta: { total: jobs } })
}

function du(dir: string): number {
  return Number(execFileSync('du', ['-sb', dir], { encoding: 'utf8' }).split('\t')[0])
}

interface Sample {
  run: number
  folder: number
  wal: number
  jobsTable: number
  dataVersion: number
  ms: number
}

/** Serves the board on 127.0.0.1 with no validators, so every run reads and stores it all. */
async function startBoard(jobs: number) {
  const revision = new Array<number>(jobs).fill(0)
  let body = board(jobs, revision)
  const server: Server = createServer((request, response) => {
    if (request.url?.startsWith('/robots.txt')) response.writeHead(404).end()
    else response.writeHead(200, { 'content-type': 'application/json' }).end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/v1/boards/growth/jobs`,
    /** changes one job in ten, a different tenth each time */
    change(run: number) {
      for (let index = run % 10; index < jobs; index += 10) revision[index] = run
      body = board(jobs, revision)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

async function scenario(
  name: string,
  { jobs, runs, changing }: { jobs: number; runs: number; changing: boolean },
): Promise<Sample[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jobs-zw-bench-growth-'))
  const feed = await startBoard(jobs)
  const fetcher = createSafeFetcher({
    userAgent: 'JobsZW-Bench/1.0',
    allowHosts: ['127.0.0.1'],
    hostDelayMs: 0,
    maxBytes: 64 * MB,
  })
  const source: SourceConfig = {
    name: 'growth-board',
    kind: 'greenhouse',
    url: feed.url,
    enabled: true,
  }
  let now = Date.parse('2026-11-02T10:00:00Z')
  const samples: Sample[] = []
  console.log(`\n${name}: ${jobs} jobs, ${runs} runs after the first (${dataDir})`)
  console.log('run  folder MB  wal MB  jobs table MB  data_version  ms')
  try {
    for (let run = 0; run <= runs; run++) {
      if (changing && run > 0) feed.change(run)
      now += HOUR_MS
      const started = performance.now()
      const db = await openDb({ databaseUrl: null, dataDir })
      let jobsTable = 0
      let dataVersion = 0
      try {
        const summary = await runIngest({
          db,
          sources: [source],
          fetcher,
          timeZone: TIME_ZONE,
          now: () => now,
          keepDemoJobs: true,
        })
        if (!summary.ran || !summary.sources.every((entry) => entry.ok))
          throw new Error(`run ${run} failed: ${JSON.stringify(summary)}`)
        const { rows } = await db.query<{ size: string; version: string }>(
          `select pg_total_relation_size('jobs')::text as size,
             (select version from data_version)::text as version`,
        )
        jobsTable = Number(rows[0]?.size)
        dataVersion = Number(rows[0]?.version)
      } finally {
        await db.close()
      }
      const sample: Sample = {
        run,
        folder: du(dataDir),
        wal: du(path.join(dataDir, 'pg_wal')),
        jobsTable,
        dataVersion,
        ms: Math.round(performance.now() - started),
      }
      samples.push(sample)
      const mb = (bytes: number, width: number) => (bytes / MB).toFixed(1).padStart(width)
      console.log(
        `${String(run).padStart(3)}  ${mb(sample.folder, 9)}  ${mb(sample.wal, 6)}  ` +
          `${mb(sample.jobsTable, 13)}  ${String(dataVersion).padStart(12)}  ${sample.ms}`,
      )
    }
  } finally {
    await feed.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
  const first = samples[0]
  const last = samples.at(-1)
  if (first && last)
    console.log(
      `${name}: folder ${(first.folder / MB).toFixed(1)} -> ${(last.folder / MB).toFixed(1)} MB ` +
        `(${growth(first.folder, last.folder)}), jobs table ${(first.jobsTable / MB).toFixed(1)} -> ` +
        `${(last.jobsTable / MB).toFixed(1)} MB (${growth(first.jobsTable, last.jobsTable)})`,
    )
  return samples
}

function growth(from: number, to: number): string {
  const percent = ((to - from) / from) * 100
  return `${percent >= 0 ? '+' : ''}${percent.toFixed(1)}%`
}

export async function benchIngestGrowth(
  options: { jobs?: number; unchangedRuns?: number; changingRuns?: number } = {},
): Promise<BenchRow[]> {
  const jobs = options.jobs ?? 2000
  const unchanged = await scenario('unchanged', {
    jobs,
    runs: options.unchangedRuns ?? 6,
    changing: false,
  })
  const changing = await scenario('changing', {
    jobs,
    runs: options.changingRuns ?? 50,
    changing: true,
  })
  const percent = (samples: Sample[], pick: (sample: Sample) => number) => {
    const first = samples[0]
    const last = samples.at(-1)
    return first && last ? Math.round(((pick(last) - pick(first)) / pick(first)) * 1000) / 10 : NaN
  }
  return [
    {
      bench: 'ingest-growth',
      measure: `folder growth, ${unchanged.length - 1} unchanged runs`,
      value: percent(unchanged, (sample) => sample.folder),
      unit: '%',
    },
    {
      bench: 'ingest-growth',
      measure: `folder growth, ${changing.length - 1} runs changing 10%`,
      value: percent(changing, (sample) => sample.folder),
      unit: '%',
    },
    {
      bench: 'ingest-growth',
      measure: `jobs table growth, ${changing.length - 1} runs changing 10%`,
      value: percent(changing, (sample) => sample.jobsTable),
      unit: '%',
    },
  ]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      jobs: { type: 'string' },
      'unchanged-runs': { type: 'string' },
      'changing-runs': { type: 'string' },
    },
  })
  const number = (text: string | undefined) => (text === undefined ? undefined : Number(text))
  const rows = await benchIngestGrowth({
    jobs: number(values.jobs),
    unchangedRuns: number(values['unchanged-runs']),
    changingRuns: number(values['changing-runs']),
  })
  console.log()
  for (const row of rows) console.log(`${row.measure}: ${row.value} ${row.unit}`)
}
