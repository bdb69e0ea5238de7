/**
 * npm run seed:demo [-- --count N]: replaces the demo jobs in the configured database
 * (DATA_DIR or DATABASE_URL) with a fresh set dated from now. Real jobs are left alone.
 */
import { parseArgs } from 'node:util'

import { openDb } from '../src/server/db/open-db.ts'
import { seedDemoJobs } from '../src/server/demo/seed-demo.ts'
import { loadEnv } from '../src/server/env.ts'
import { syncDeadlineTimeZone } from '../src/server/jobs/sync-deadline-zone.ts'

const { values } = parseArgs({ options: { count: { type: 'string' } } })
const count = values.count === undefined ? undefined : Number(values.count)
if (count !== undefined && (!Number.isInteger(count) || count < 1 || count > 1_000_000)) {
  console.error('--count must be a whole number from 1 to 1000000')
  process.exit(2)
}

const env = loadEnv()
const db = await openDb({ databaseUrl: env.databaseUrl, dataDir: env.dataDir })
try {
  await syncDeadlineTimeZone(db, env.siteTimeZone)
  const started = performance.now()
  const loaded = await seedDemoJobs(db, { now: Date.now(), timeZone: env.siteTimeZone, count })
  const where = env.databaseUrl ? 'PostgreSQL' : env.dataDir
  console.log(
    `Loaded ${loaded} demo jobs into ${where} in ${Math.round(performance.now() - started)} ms.`,
  )
} finally {
  await db.close()
}
