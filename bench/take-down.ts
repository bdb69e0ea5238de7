/**
 * How soon a listing an operator takes down leaves the searches of another web process, on a board of
 * BENCH_JOBS demo jobs. Two jobs services share the database as two processes would: one takes
 * it down (as the console does), the other learns of it only from its data-version poll
 * (DATA_VERSION_POLL_MS, 2 s by default). Beside it, the baseline: how long that process's search
 * index takes to rebuild, which is how long the listing would stay findable if searches waited
 * for the new index instead of leaving out what was taken down since the old one was built.
 *
 *   DATABASE_URL=postgres://... BENCH_JOBS=100000 npm run bench:take-down
 *   npm run bench:take-down                                  # PGlite, 10,000 jobs
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import pg from 'pg'

import type { Db } from '../src/server/db/db.ts'
import { openDb } from '../src/server/db/open-db.ts'
import { buildDemoJobs } from '../src/server/demo/demo-jobs.ts'
import { loadEnv } from '../src/server/env.ts'
import { JobsService } from '../src/server/jobs/jobs-service.ts'
import { parseJobsQuery } from '../src/server/jobs/parse-jobs-query.ts'
import { upsertJobs } from '../src/server/jobs/upsert-jobs.ts'
import { moderate } from '../src/server/trust/console/moderation.repo.ts'

const jobCount = Number(process.env.BENCH_JOBS ?? 10_000)
const env = loadEnv()
const clock = { now: () => Date.now() }

async function openBenchDb(): Promise<{ db: Db; done: () => Promise<void> }> {
  if (!env.databaseUrl) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-take-down-'))
    const db = await openDb({ databaseUrl: null, dataDir: dir })
    return { db, done: async () => void (await db.close(), rmSync(dir, { recursive: true })) }
  }
  const name = `bench_take_down_${process.pid}`
  const admin = new pg.Client({ connectionString: env.databaseUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(env.databaseUrl)
  url.pathname = `/${name}`
  const db = await openDb({ databaseUrl: url.toString(), dataDir: null })
  return {
    db,
    done: async () => {
      await db.close()
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}

async function searchIds(jobs: JobsService, q: string): Promise<string> {
  const body = await jobs.get(parseJobsQuery(new URLSearchParams({ q, pageSize: '100' })))
  return (await body.get('identity')).toString('utf8')
}

const { db, done } = await openBenchDb()
try {
  const timeZone = env.siteTimeZone
  const jobs = buildDemoJobs({ now: Date.now(), timeZone, count: jobCount })
  await upsertJobs(db, jobs, { now: Date.now(), timeZone })
  const q = 'general hands shop assistants'

  const takerDown = new JobsService({ db, clock, pollMs: 0 })
  const other = new JobsService({ db, clock, pollMs: env.dataVersionPollMs })
  await takerDown.start()
  await other.start()
  // the first answer builds the other process's index; the listing taken down is its first
  // result
  const first = JSON.parse(await searchIds(other, q)) as { jobs: { job_id: string }[] }
  const targetId = first.jobs[0]?.job_id
  if (!targetId) throw new Error('the search found nothing to take down')
  const found = (await searchIds(other, q)).includes(targetId)

  const takenDownAt = performance.now()
  await moderate(db, 'take-down', {
    jobId: targetId,
    actor: 'bench',
    reason: 'bench',
    now: Date.now(),
  })
  await takerDown.refresh({ waitForSearch: false })
  const takerDownGone = performance.now() - takenDownAt
  let otherGone = Number.NaN
  while (performance.now() - takenDownAt < 30_000) {
    if (!(await searchIds(other, q)).includes(targetId)) {
      otherGone = performance.now() - takenDownAt
      break
    }
    await sleep(20)
  }

  // The baseline: a rebuild of the other process's index after a write.
  await moderate(db, 'restore', {
    jobId: targetId,
    actor: 'bench',
    reason: 'bench',
    now: Date.now(),
  })
  const rebuildStart = performance.now()
  await other.refresh()
  const rebuild = performance.now() - rebuildStart
  takerDown.stop()
  other.stop()

  console.log(`\nTaking a listing down, ${jobCount.toLocaleString('en')} jobs on ${db.driver}:`)
  console.table([
    { what: 'found by search before', ms: found ? 'yes' : 'NO' },
    { what: 'gone from the process that took it down', ms: Math.round(takerDownGone) },
    {
      what: `gone from another process (poll ${env.dataVersionPollMs} ms)`,
      ms: Math.round(otherGone),
    },
    { what: 'baseline: that process rebuilding its index', ms: Math.round(rebuild) },
  ])
  console.log(
    otherGone <= 5000 ? 'Within 5 s everywhere.' : 'NOT within 5 s: see the figures above.',
  )
} finally {
  await done()
}
