/**
 * npm run ingest [-- --source NAME]: one ingest run from the command line, into the configured
 * database (DATA_DIR or DATABASE_URL; a fresh DATA_DIR is created and migrated). Prints one line
 * per source. Exits 0 when the run happened, even if a source failed (that is in its line and
 * in /api/health); 1 only when the run itself could not happen.
 */
import { parseArgs } from 'node:util'

import { systemClock } from '../src/server/clock.ts'
import { openDb } from '../src/server/db/open-db.ts'
import { loadEnv } from '../src/server/env.ts'
import { createIngester } from '../src/server/ingest/ingester.ts'
import { syncDeadlineTimeZone } from '../src/server/jobs/sync-deadline-zone.ts'
import { printLine } from './lib/terminal-text.ts'

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { source: { type: 'string' } } })
  const env = loadEnv()
  const db = await openDb({ databaseUrl: env.databaseUrl, dataDir: env.dataDir })
  try {
    await syncDeadlineTimeZone(db, env.siteTimeZone)
    const ingester = createIngester({
      db,
      clock: systemClock,
      timeZone: env.siteTimeZone,
      ingest: env.ingest,
      // An operator at a terminal reads the lines, not JSON; they quote sources' errors.
      log: printLine,
    })
    const summary = await ingester.runOnce(values.source)
    if (!summary.ran) return 1
    if (summary.sources.length === 0)
      console.log(
        `ingest: no enabled sources in ${env.ingest.sourcesFile} (see sources.example.json)`,
      )
    return 0
  } finally {
    await db.close()
  }
}

try {
  process.exitCode = await main()
} catch (error) {
  console.error(`ingest: ${(error as Error).message}`)
  process.exitCode = 1
}
