import { mkdirSync } from 'node:fs'

import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

import { waitForTurn } from './bounded-wait.ts'
import { DEFAULT_DB_TIMEOUT_MS, type Db, type Queryable } from './db.ts'
import { lockDataDir } from './data-dir-lock.ts'

/**
 * Embedded PostgreSQL (WASM). `dataDir` null keeps everything in memory (tests).
 * PGlite is single-connection: queries from one process are serialised, and only one process
 * may open a data directory, which the lock file enforces with a clear message.
 */
export async function openPgliteDb(
  dataDir: string | null,
  timeoutMs = DEFAULT_DB_TIMEOUT_MS,
): Promise<Db> {
  let unlock = () => {}
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true })
    unlock = lockDataDir(dataDir)
  }
  let pg: PGlite
  try {
    pg = await PGlite.create({ dataDir: dataDir ?? undefined, extensions: { pg_trgm } })
  } catch (error) {
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
  return {
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
      unlock()
    },
  }
}
