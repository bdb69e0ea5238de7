/**
 * npm run alerts as an operator runs it: a separate process, against the embedded database in a
 * temporary DATA_DIR, or a throwaway PostgreSQL database when DATABASE_URL is set, sending to a
 * local SMTP server. The script reads the real clock, so the jobs here are dated today.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { confirmAlert, createAlert } from '../src/server/alerts/alerts.repo.ts'
import type { Db } from '../src/server/db/db.ts'
import { openDb } from '../src/server/db/open-db.ts'
import { loadEnv } from '../src/server/env.ts'
import { INGEST_LOCK_KEY } from '../src/server/ingest/ingest-pipeline.ts'
import { upsertJobs } from '../src/server/jobs/upsert-jobs.ts'
import { createPushAlert } from '../src/server/push/push-alerts.repo.ts'
import { upsertPushSubscription } from '../src/server/push/push-subscriptions.repo.ts'
import { makeJobInput } from '../src/server/testing/job-factory.ts'
import {
  startLocalSmtpServer,
  type LocalSmtpServer,
} from '../src/server/testing/local-smtp-server.ts'
import { createTestDb, type TestDb } from '../src/server/testing/test-db.ts'
import { runScript } from './testing/run-script.ts'

const tempDirs: string[] = []
let postgres: TestDb | null = null
let smtp: LocalSmtpServer

beforeAll(async () => {
  if (loadEnv().databaseUrl) postgres = await createTestDb()
  smtp = await startLocalSmtpServer()
})

afterAll(async () => {
  await smtp?.close()
  await postgres?.close()
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true })
})

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'jobs-zw-alerts-'))
  tempDirs.push(dir)
  return dir
}

function runAlerts(args: string[], env: Record<string, string>) {
  return runScript('alerts', args, {
    env: {
      SMTP_URL: '',
      PUBLIC_ORIGIN: 'https://jobszw.co.zw',
      SITE_TIMEZONE: 'Africa/Harare',
      ...env,
    },
  })
}

/** The database the script will open, for the test to write to (and close) first. */
async function withDb<T>(dataDir: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDb({ databaseUrl: postgres?.url ?? null, dataDir })
  try {
    return await fn(db)
  } finally {
    await db.close()
  }
}

async function seed(db: Db) {
  await db.query('delete from job_alerts')
  await db.query('delete from jobs')
  const now = Date.now()
  const today = new Date(now + 2 * 3_600_000).toISOString().slice(0, 10)
  await upsertJobs(
    db,
    [
      makeJobInput({
        title: 'Truck Driver',
        location: 'Bulawayo',
        datePosted: today,
        expiryDate: null,
      }),
      makeJobInput({ title: 'Accounts Clerk', location: 'Bulawayo', datePosted: today }),
    ],
    { now, timeZone: 'Africa/Harare' },
  )
  const alert = {
    q: 'driver',
    location: ['bulawayo'],
    category: [],
    type: [],
    pay: null,
    frequency: 'daily' as const,
    now: now - 60_000,
  }
  const { id } = await createAlert(db, { ...alert, email: 'tendai@example.org' })
  await confirmAlert(db, id, now - 60_000)
  await createAlert(db, { ...alert, email: 'rudo@example.org', frequency: 'weekly' })
}

describe('npm run alerts', () => {
  it('lists the alerts with masked addresses, sends the due digests, and lists again', async () => {
    const dataDir = tempDir()
    const env = { DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '', SMTP_URL: smtp.url }
    await withDb(dataDir, seed)

    const listed = await runAlerts([], env)
    expect(listed).toMatchObject({ code: 0, stderr: '' })
    expect(listed.stdout).toContain('2 job alert(s):\n  active daily: 1\n  unconfirmed weekly: 1\n')
    expect(listed.stdout).toMatch(
      /#\d+ {2}t\*\*\*@example\.org {2}daily {2}active {2}"driver jobs in Bulawayo" {2}last digest never, 0 job\(s\) sent/,
    )
    expect(listed.stdout).not.toMatch(/tendai|rudo/)

    const before = smtp.messages.length
    const sent = await runAlerts(['--send'], env)
    expect(sent).toMatchObject({ code: 0, stderr: '' })
    expect(sent.stdout).toBe(
      'Push: 0 alert(s) due, 0 pushed, 0 browser(s) gone, 0 not delivered.\n' +
        'Digests: 1 alert(s) due, 1 email(s) queued with 1 job(s).\n' +
        'Mail: 1 sent, 0 failed for good, 0 to be retried.\n',
    )
    const [mail] = smtp.messages.slice(before)
    expect(mail?.subject).toBe('1 new job: driver jobs in Bulawayo')
    expect(mail?.text).toContain('Truck Driver')

    // sent today: not due again, and --force finds nothing new to send
    expect((await runAlerts(['--send'], env)).stdout).toMatch(
      /^Digests: 0 alert\(s\) due, 0 email/m,
    )
    expect((await runAlerts(['--force'], env)).stdout).toMatch(
      /^Digests: 1 alert\(s\) taken \(--force\), 0 email\(s\) queued/m,
    )
    expect(smtp.messages).toHaveLength(before + 1)

    const after = await runAlerts([], env)
    expect(after.stdout).toMatch(/1 job\(s\) sent/)
    expect(after.stdout).toContain('Mail outbox: 0 waiting, 0 failed, 1 sent in the last 24 hours.')
  }, 90_000)

  it('without SMTP_URL pushes the due push alerts only, and says so', async () => {
    const dataDir = tempDir()
    await withDb(dataDir, async (db) => {
      await seed(db)
      await db.query('delete from push_subscriptions')
      // Not a push service on PUSH_SERVICE_HOSTS: never sent to, and dropped, offline.
      const { id } = await upsertPushSubscription(db, {
        endpoint: 'https://127.0.0.1:9/push/device-1',
        p256dh: 'p'.repeat(87),
        auth: 'a'.repeat(22),
        savedJobIds: [],
        previousEndpoint: null,
        now: Date.now() - 60_000,
      })
      await createPushAlert(db, {
        subscriptionId: id,
        q: 'driver',
        location: [],
        category: [],
        type: [],
        pay: null,
        frequency: 'daily',
        now: Date.now() - 60_000,
      })
    })
    const before = smtp.messages.length
    const run = await runAlerts(['--send'], {
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
    })
    expect(run).toMatchObject({ code: 0, stderr: '' })
    const [unset, dropped = '{}', pushed, ...rest] = run.stdout.split('\n')
    expect([unset, pushed, ...rest]).toEqual([
      'SMTP_URL is unset: no email digest is built; push alerts still go.',
      'Push: 1 alert(s) due, 0 pushed, 1 browser(s) gone, 0 not delivered.',
      '',
    ])
    // the log line that says why (PUSH_SERVICE_HOSTS is unset: the browsers' services only)
    expect(JSON.parse(dropped)).toMatchObject({
      level: 'warn',
      reason: '127.0.0.1 is not in PUSH_SERVICE_HOSTS',
      msg: 'push: not a push service endpoint we send to; the subscription is dropped',
    })
    expect(smtp.messages).toHaveLength(before)
  })

  it('explains wrong usage with exit code 2', async () => {
    const run = await runAlerts(['--sned'], { DATA_DIR: tempDir() })
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/Unknown option '--sned'[\s\S]*Usage:/)
  })

  // The lock is PostgreSQL's advisory lock; the embedded database admits one process anyway.
  it.runIf(loadEnv().databaseUrl)(
    'says when ingestion or another run holds the lock, and exits 1',
    async () => {
      const db = postgres
      if (!db) throw new Error('no PostgreSQL database')
      const env = { DATABASE_URL: db.url ?? '', SMTP_URL: smtp.url, DATA_DIR: tempDir() }
      const held = await db.withExclusiveLock(INGEST_LOCK_KEY, () => runAlerts(['--send'], env))
      expect(held).toMatchObject({
        acquired: true,
        value: { code: 1, stderr: 'alerts: ingestion or another digest run is busy; try again\n' },
      })
    },
    60_000,
  )
})
