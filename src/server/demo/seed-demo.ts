import type { Db } from '../db/db.ts'
import { upsertJobs } from '../jobs/upsert-jobs.ts'
import { buildDemoJobs, DEMO_SOURCE } from './demo-jobs.ts'

export interface SeedOptions {
  now: number
  timeZone: string
  count?: number
}

/** Replaces the demo jobs (real jobs are never touched) with a fresh set dated from `now`. */
export async function seedDemoJobs(db: Db, options: SeedOptions): Promise<number> {
  const jobs = buildDemoJobs(options)
  await db.transaction(async (tx) => {
    await tx.query('delete from jobs where source = $1', [DEMO_SOURCE])
    await upsertJobs(tx, jobs, options)
  })
  return jobs.length
}

/** Loads the demo jobs only when the database holds no jobs at all (first start). */
export async function seedDemoIfEmpty(db: Db, options: SeedOptions): Promise<number> {
  const { rows } = await db.query<{ any: boolean }>('select exists (select 1 from jobs) as any')
  if (rows[0]?.any) return 0
  return seedDemoJobs(db, options)
}
