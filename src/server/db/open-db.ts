import type { Db } from './db.ts'
import { migrate } from './migrate.ts'
import { openPgliteDb } from './pglite-db.ts'
import { openPostgresDb } from './postgres-db.ts'

export interface OpenDbOptions {
  databaseUrl: string | null
  /** PGlite directory; null for an in-memory database */
  dataDir: string | null
  /** bound on a statement or a wait for the database (db.ts DEFAULT_DB_TIMEOUT_MS) */
  timeoutMs?: number
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite, and brings the schema up to date. */
export async function openDb({ databaseUrl, dataDir, timeoutMs }: OpenDbOptions): Promise<Db> {
  const db = databaseUrl
    ? await openPostgresDb(databaseUrl, undefined, timeoutMs)
    : await openPgliteDb(dataDir, timeoutMs)
  try {
    await migrate(db)
  } catch (error) {
    await db.close()
    throw error
  }
  return db
}
