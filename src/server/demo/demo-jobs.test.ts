import { performance } from 'node:perf_hooks'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getJobDeadline } from '#shared/deadline.ts'
import { scoreAdvert } from '#shared/scam-signals/score-advert.ts'
import { DAY_MS, getUrgency, type Urgency } from '#shared/urgency.ts'

import { makeJobId } from '../jobs/job-id.ts'
import { upsertJobs } from '../jobs/upsert-jobs.ts'
import { makeJobInput } from '../testing/job-factory.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { demoJobTemplates } from './demo-jobs.data.ts'
import { buildDemoJobs, DEMO_SOURCE } from './demo-jobs.ts'
import { seedDemoIfEmpty, seedDemoJobs } from './seed-demo.ts'

const TIME_ZONE = 'Africa/Harare'

describe('buildDemoJobs', () => {
  it.each([
    ['just after midnight in Harare', '2026-11-20T22:00:30Z'],
    ['midday in Harare', '2026-11-21T10:00:00Z'],
    ['23:30 in Harare', '2026-11-21T21:30:00Z'],
  ])('fills every urgency class when loaded %s', (_, iso) => {
    const now = Date.parse(iso)
    const jobs = buildDemoJobs({ now, timeZone: TIME_ZONE })
    expect(jobs).toHaveLength(demoJobTemplates.length)
    expect(new Set(jobs.map((job) => job.externalId)).size).toBe(demoJobTemplates.length)

    const counts: Record<Urgency, number> = {
      critical: 0,
      urgent: 0,
      standard: 0,
      open: 0,
      closed: 0,
    }
    let criticalUnderADay = 0
    for (const job of jobs) {
      const deadline = getJobDeadline(
        { expiry_ts: job.expiryTs, expiry_date: job.expiryDate },
        TIME_ZONE,
      )
      const urgency = getUrgency(deadline, now)
      counts[urgency]++
      if (urgency === 'critical' && deadline !== null && deadline - now < DAY_MS) {
        criticalUnderADay++
      }
    }
    expect(counts.critical).toBeGreaterThanOrEqual(10)
    expect(criticalUnderADay).toBeGreaterThanOrEqual(5)
    expect(counts.urgent).toBeGreaterThanOrEqual(6)
    expect(counts.standard).toBeGreaterThanOrEqual(15)
    expect(counts.open).toBeGreaterThanOrEqual(5)
    expect(counts.closed).toBeGreaterThanOrEqual(10)
  })

  it('dates everything from the day of loading', () => {
    const now = Date.parse('2026-11-21T10:00:00Z')
    const jobs = buildDemoJobs({ now, timeZone: TIME_ZONE })
    const later = buildDemoJobs({ now: now + 10 * DAY_MS, timeZone: TIME_ZONE })
    const deadlineOf = (job: (typeof jobs)[number]) =>
      getJobDeadline({ expiry_ts: job.expiryTs, expiry_date: job.expiryDate }, TIME_ZONE)
    jobs.forEach((job, i) => {
      const moved = later[i]
      expect(moved?.externalId).toBe(job.externalId)
      const before = deadlineOf(job)
      const after = moved ? deadlineOf(moved) : undefined
      expect(after).toBe(before === null ? null : before + 10 * DAY_MS)
      expect(job.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(Date.parse(job.postedAt ?? '')).toBeLessThanOrEqual(now)
    })
  })

  it('makes 100000 distinct demo jobs quickly', () => {
    const started = performance.now()
    const jobs = buildDemoJobs({
      now: Date.parse('2026-11-21T10:00:00Z'),
      timeZone: TIME_ZONE,
      count: 100_000,
    })
    const elapsed = performance.now() - started
    expect(jobs).toHaveLength(100_000)
    expect(new Set(jobs.map((job) => job.externalId)).size).toBe(100_000)
    expect(jobs.every((job) => job.isDemo === true && job.source === DEMO_SOURCE)).toBe(true)
    expect(DEMO_SOURCE).toBe('demo')
    expect(elapsed).toBeLessThan(5000)
  })
})

describe('seeding the demo jobs', () => {
  const NOW = Date.parse('2026-11-21T10:00:00Z')
  let db: TestDb

  async function countBySource(): Promise<Record<string, number>> {
    const { rows } = await db.query<{ source: string; count: number; demo: number }>(
      `select source, count(*)::int as count, count(*) filter (where is_demo)::int as demo
       from jobs group by source`,
    )
    return Object.fromEntries(
      rows.flatMap((row) => [
        [row.source, row.count],
        [`${row.source}:demo`, row.demo],
      ]),
    )
  }

  beforeAll(async () => {
    db = await createTestDb()
  })
  afterAll(async () => {
    await db?.close()
  })

  it('loads the demo into an empty database once', async () => {
    expect(await seedDemoIfEmpty(db, { now: NOW, timeZone: TIME_ZONE })).toBe(
      demoJobTemplates.length,
    )
    expect(await countBySource()).toEqual({
      demo: demoJobTemplates.length,
      'demo:demo': demoJobTemplates.length,
    })
    expect(await seedDemoIfEmpty(db, { now: NOW + DAY_MS, timeZone: TIME_ZONE })).toBe(0)
    expect(await countBySource()).toEqual({
      demo: demoJobTemplates.length,
      'demo:demo': demoJobTemplates.length,
    })
  })

  it('replaces the demo jobs and leaves real jobs alone', async () => {
    const real = makeJobInput({ source: 'test', externalId: 'real-job', title: 'Real Job' })
    const stale = makeJobInput({ source: DEMO_SOURCE, externalId: 'stale-demo', isDemo: true })
    await upsertJobs(db, [real, stale], { now: NOW, timeZone: TIME_ZONE })
    const realId = makeJobId(real.source, real.externalId)
    const readReal = async () =>
      (
        await db.query(
          `select title, is_demo, deadline::text, updated_at::text, last_seen_at::text
           from jobs where id = $1`,
          [realId],
        )
      ).rows
    const before = await readReal()
    expect(before).toHaveLength(1)

    expect(await seedDemoIfEmpty(db, { now: NOW, timeZone: TIME_ZONE })).toBe(0)
    expect(await seedDemoJobs(db, { now: NOW + DAY_MS, timeZone: TIME_ZONE })).toBe(
      demoJobTemplates.length,
    )

    expect(await countBySource()).toEqual({
      demo: demoJobTemplates.length,
      'demo:demo': demoJobTemplates.length,
      test: 1,
      'test:demo': 0,
    })
    const { rows: staleRows } = await db.query('select id from jobs where id = $1', [
      makeJobId(stale.source, stale.externalId),
    ])
    expect(staleRows).toEqual([])
    expect(await readReal()).toEqual(before)
  })
})

describe('the demo board and the scam rules', () => {
  it('flags the one advert written to ask for a fee, and no other', () => {
    const flagged = demoJobTemplates
      .filter((template) => scoreAdvert(template).caution !== null)
      .map((template) => template.key)
    expect(flagged).toEqual(['quick-placements-general-hands-harare'])
  })
})
