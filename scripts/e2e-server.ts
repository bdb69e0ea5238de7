/**
 * The server for browser tests: the current build on a fresh embedded database with the demo
 * jobs plus the fixtures of tests/e2e/fixtures.ts.
 */
import { rmSync } from 'node:fs'
import path from 'node:path'

import { addCalendarDays, formatCalendarDate, getZonedDate } from '../src/shared/time-zone.ts'
import { loadEnv } from '../src/server/env.ts'
import { upsertJobs } from '../src/server/jobs/jobs.repo.ts'
import { startServer } from '../src/server/server.ts'
import { buildE2eJobs } from '../tests/e2e/fixtures.ts'
import { ensureBuild } from './ensure-build.ts'

ensureBuild()
const dataDir = path.resolve(import.meta.dirname, '../data/e2e')
rmSync(dataDir, { recursive: true, force: true })
const env = { ...loadEnv(), databaseUrl: null, dataDir, demoData: true, dataVersionPollMs: 100 }
const server = await startServer(env)
const today = getZonedDate(Date.now(), env.siteTimeZone)
await upsertJobs(
  server.db,
  buildE2eJobs(formatCalendarDate(today), formatCalendarDate(addCalendarDays(today, 30))),
  { now: Date.now(), timeZone: env.siteTimeZone },
)
console.log(`e2e server on ${server.url}`)
const stop = () => void server.close().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
