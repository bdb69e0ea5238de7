import { mkdirSync } from 'node:fs'

import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

import { waitForTurn } from './bounded-wait.ts'
import { createDatabaseOutage, reportingOutages, type DatabaseOutage } from './database-outage.ts'
import { DEFAULT_DB_TIMEOUT_MS, type Db, type Queryable } from './db.ts'
import { lockDataDir } from './data-dir-lock.ts'
import { keepNewFilesPrivate, makeDataDirPrivate, type Chmod } from './private-data-dir.ts'

export interface PgliteOptions {
  /** logs the database's outages once each; one of its own by default */
  outage?: DatabaseOutage
  /** how modes are set in the data directory (tests pass one that fails) */
  chmod?: Chmod
}

/**
 * Embedded PostgreSQL (WASM). `dataDir` null keeps everything in memory (tests).
 * PGlite is single-connection: queries from one process are serialised, and only one process
 * may open a data directory, which the lock file enforces with a clear message. The directory
 * and its files are private to this user (private-data-dir.ts); it refuses to start otherwise.
 */
export async function openPgliteDb(
  dataDir: string | null,
  timeoutMs = DEFAULT_DB_TIMEOUT_MS,
  { outage = createDatabaseOutage(), chmod }: PgliteOptions = {},
): Promise<Db> {
  let unlock = () => {}
  if (dataDir) {
    keepNewFilesPrivate()
    mkdirSync(dataDir, { recursive: true, mode: 0o700 })
    makeDataDirPrivate(dataDir, { chmod })
    unlock = lockDataDir(dataDir)
  }
  let pg: PGlite
  try {
    pg = await PGlite.create({ dataDir: dataDir ?? undefined, extensions: { pg_trgm } })
  } catch (error) {
    unlock()
    throw error
  }
  try {
    // PGlite's start-up sets modes of its own on the files it creates (0666, 0644).
    if (dataDir) makeDataDirPrivate(dataDir, { chmod })
  } catch (error) {
    await pg.close()
    unlock()
    throw error
  }
  const toQueryable = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await target.query<Row>(sql, params)
      return { rows: result.rows }
    },
    async exec(sql: string) {
      await target.exec(sql)
    },
  })
  const heldLocks = new Set<number>()
  const db: Db = {
    driver: 'pglite',
    async withExclusiveLock(key, fn) {
      if (heldLocks.has(key)) return { acquired: false }
      heldLocks.add(key)
      try {
        return { acquired: true, value: await fn() }
      } finally {
        heldLocks.delete(key)
      }
    },
    ...toQueryable(pg),
    // A caller's wait for its turn is bounded (bounded-wait.ts), like a request on PostgreSQL.
    query: (sql, params) =>
      waitForTurn(timeoutMs, (begin) =>
        pg.transaction(async (tx) => {
          begin()
          return toQueryable(tx).query(sql, params)
        }),
      ),
    transaction: (fn, { unbounded = false } = {}) =>
      unbounded
        ? pg.transaction((tx) => fn(toQueryable(tx)))
        : waitForTurn(timeoutMs, (begin) =>
            pg.transaction((tx) => {
              begin()
              return fn(toQueryable(tx))
            }),
          ),
    async maintain() {
      // Plain VACUUM makes dead rows' space reusable, which keeps the folder flat. FULL would
      // lock and rewrite whole tables; ANALYZE costs about 1 s at 20,000 jobs (decision 021).
      await pg.exec('vacuum')
    },
    async close() {
      await pg.close()
      try {
        // Files PGlite gave its own modes while it ran (it rewrites its relation caches 0644).
        if (dataDir) makeDataDirPrivate(dataDir)
      } finally {
        unlock()
      }
    },
  }
  return reportingOutages(db, outage)
}
