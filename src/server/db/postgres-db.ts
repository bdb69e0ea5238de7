import pg from 'pg'

import type { Db, Queryable } from './db.ts'

// Dates and timestamps stay text: the repositories format them in SQL, identically for PGlite.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value)

export async function openPostgresDb(connectionString: string, maxConnections = 10): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    max: maxConnections,
    connectionTimeoutMillis: 10_000,
  })
  // An idle client that loses its server must not crash the process.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message))
  await pool.query('select 1')
  return {
    driver: 'postgres',
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await pool.query(sql, params)
      return { rows: result.rows as Row[] }
    },
    async exec(sql: string) {
      await pool.query(sql)
    },
    async transaction(fn) {
      const client = await pool.connect()
      const tx: Queryable = {
        async query<Row>(sql: string, params: unknown[] = []) {
          const result = await client.query(sql, params)
          return { rows: result.rows as Row[] }
        },
        async exec(sql: string) {
          // Without parameters pg uses the simple protocol, which accepts several statements.
          await client.query(sql)
        },
      }
      try {
        await client.query('begin')
        const value = await fn(tx)
        await client.query('commit')
        return value
      } catch (error) {
        await client.query('rollback').catch(() => {})
        throw error
      } finally {
        client.release()
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
    close: () => pool.end(),
  }
}
