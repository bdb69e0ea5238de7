/**
 * npm run reports [-- --limit N]: the open "Report this listing" reports, grouped by job, most
 * reported first, from the configured database (DATA_DIR or DATABASE_URL). The site promises
 * that suspicious listings are investigated; this is where that starts.
 */
import { parseArgs } from 'node:util'

import { openDb } from '../src/server/db/open-db.ts'
import { loadEnv } from '../src/server/env.ts'
import { listOpenReports } from '../src/server/forms/report.ts'
import { printLine } from './lib/terminal-text.ts'

const { values } = parseArgs({ options: { limit: { type: 'string', default: '50' } } })
const limit = Number(values.limit)
if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
  console.error('--limit must be a whole number from 1 to 1000')
  process.exit(2)
}

const env = loadEnv()
const db = await openDb({ databaseUrl: env.databaseUrl, dataDir: env.dataDir })
try {
  const rows = await listOpenReports(db, limit)
  console.log(rows.length ? `Open reports on ${rows.length} listings:\n` : 'No open reports.')
  // Titles come from feeds and details from strangers: printed escaped, one line each.
  for (const row of rows) {
    const job = row.title ? `${row.title} at ${row.company}` : '(job no longer stored)'
    printLine(`${row.reports} report(s)  /job/${row.job_id}  ${job}`)
    printLine(
      `  reasons: ${row.reasons.join(', ')}   first ${row.first_at}, last ${row.last_at} UTC`,
    )
    for (const details of row.details) printLine(`  - ${details.replace(/\s+/g, ' ')}`)
    console.log('')
  }
} finally {
  await db.close()
}
