/** npm run migrate: bring the configured database's schema up to date (npm start does this too). */
import { openPgliteDb } from '../src/server/db/pglite-db.ts'
import { openPostgresDb } from '../src/server/db/postgres-db.ts'
import { migrate } from '../src/server/db/migrate.ts'
import { loadEnv } from '../src/server/env.ts'

const env = loadEnv()
const db = env.databaseUrl ? await openPostgresDb(env.databaseUrl) : await openPgliteDb(env.dataDir)
try {
  const applied = await migrate(db)
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The schema is up to date.')
} finally {
  await db.close()
}
