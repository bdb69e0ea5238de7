import pg from 'pg'

import { logger } from '../observability/logger.ts'
import { createDatabaseOutage, reportingOutages, type DatabaseOutage } from './database-outage.ts'
import { asUnavailable, isDatabaseUnavailable } from './database-unavailable.ts'
import { DEFAULT_DB_TIMEOUT_MS, type Db, type Queryable } from './db.ts'

// Dates and timestamps stay text: the repositories format them in SQL, identically for PGlite.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value)

/**
 * `timeoutMs` bounds every statement on the server (statement_timeout), the wait for a
 * connection, and, a second later, the wait for a reply: a server that is frozen rather than
 * down answers nothing, and no server-side timeout can fire for it.
 */
export async function openPostgresDb(
  connectionString: string,
  maxConnections = 10,
  timeoutMs = DEFAULT_DB_TIMEOUT_MS,
  { outage = createDatabaseOutage() }: { outage?: DatabaseOutage } = {},
): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    max: maxConnections,
    connectionTimeoutMillis: timeoutMs,
    statement_timeout: timeoutMs,
  })
  const replyTimeout = timeoutMs + 1000
  const bounded = (text: string, values: unknown[]) => ({
    text,
    values,
    query_timeout: replyTimeout,
  })
  // An idle client that loses its server must not crash the process. A server that stops or
  // restarts ends every idle connection at once: that is one outage, logged once.
  pool.on('error', (error) => {
    if (isDatabaseUnavailable(error)) outage.failed(error)
    else logger.warn({ err: error }, 'PostgreSQL pool error')
  })
  await pool.query('select 1')
  const db: Db = {
    driver: 'postgres',
    async query<Row>(sql: string, params: unknown[] = []) {
      try {
        const result = await pool.query(bounded(sql, params))
        return { rows: result.rows as Row[] }
      } catch (error) {
        throw asUnavailable(error)
      }
    },
    async exec(sql: string) {
      await pool.query(sql).catch((error: unknown) => {
        throw asUnavailable(error)
      })
    },
    async transaction(fn, { unbounded = false } = {}) {
      const client = await pool.connect().catch((error: unknown) => {
        throw asUnavailable(error)
      })
      const tx: Queryable = {
        async query<Row>(sql: string, params: unknown[] = []) {
          const result = await client.query(
            unbounded ? { text: sql, values: params } : bounded(sql, params),
          )
          return { rows: result.rows as Row[] }
        },
        async exec(sql: string) {
          // Without parameters pg uses the simple protocol, which accepts several statements.
          await client.query(sql)
        },
      }
      let broken: Error | undefined
      try {
        await client.query('begin')
        if (unbounded) await client.query('set local statement_timeout = 0')
        const value = await fn(tx)
        await client.query('commit')
        return value
      } catch (error) {
        const thrown = asUnavailable(error)
        // A connection that lost its server (or timed out mid-reply) is not given back to the pool.
        if (thrown !== error) broken = thrown as Error
        else await client.query('rollback').catch(() => {})
        throw thrown
      } finally {
        client.release(broken)
      }
    },
    async withExclusiveLock(key, fn) {
      const client = await pool.connect()
      try {
        const { rows } = await client.query<{ locked: boolean }>(
          'select pg_try_advisory_lock($1) as locked',
          [key],
        )
        if (!rows[0]?.locked) return { acquired: false }
        try {
          return { acquired: true, value: await fn() }
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {})
        }
      } finally {
        client.release()
      }
    },
    async maintain() {},
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => pool.end(),
  }
  return reportingOutages(db, outage)
}
