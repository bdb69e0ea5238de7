/**
 * PGlite has no autovacuum, so `maintain` (a plain VACUUM) is what keeps a table that is
 * rewritten again and again at about its live size. The figures are pages, not time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Db } from './db.ts'
import { openPgliteDb } from './pglite-db.ts'

let db: Db

beforeAll(async () => {
  db = await openPgliteDb(null)
})
afterAll(async () => {
  await db?.close()
})

async function pages(table: string): Promise<number> {
  const { rows } = await db.query<{ pages: number }>(
    `select (pg_relation_size($1::regclass) / current_setting('block_size')::int)::int as pages`,
    [table],
  )
  return rows[0]?.pages ?? -1
}

/** A table of 2,000 rows of about 200 bytes, every row rewritten `rounds` times. */
async function churn(table: string, rounds: number, between: () => Promise<void>) {
  await db.exec(`create table ${table} (id int primary key, round int not null, body text not null);
    insert into ${table} select n, 0, repeat(md5(n::text), 6) from generate_series(1, 2000) as n;`)
  const before = await pages(table)
  for (let round = 1; round <= rounds; round++) {
    await db.query(`update ${table} set round = $1`, [round])
    await between()
  }
  return { before, after: await pages(table) }
}

describe('the PGlite database: maintain', () => {
  it('keeps a table that is rewritten ten times near its live size', async () => {
    const vacuumed = await churn('vacuumed', 10, () => db.maintain())
    const left = await churn('left_alone', 10, async () => {})

    // each whole-table update needs room for two versions of every row: twice the live size
    expect(vacuumed.after).toBeLessThan(3 * vacuumed.before)
    expect(left.after).toBeGreaterThanOrEqual(5 * left.before)
  })
})
