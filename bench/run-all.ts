/**
 * npm run bench: runs every benchmark and prints their tables. Figures are for reading and for
 * the issue notes; nothing here passes or fails on timing (CI checks bytes, never wall time).
 */
import { benchApi } from './api.ts'
import { benchIngest } from './ingest.ts'
import { benchOffline } from './offline.ts'

const benches: [string, () => Promise<unknown>][] = [
  ['api', benchApi],
  ['offline', benchOffline],
  ['ingest', benchIngest],
]

for (const [name, run] of benches) {
  console.log(`\n### bench: ${name}`)
  await run()
}
