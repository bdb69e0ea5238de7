import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { createDetailMemory } from './detail-memory.ts'

const NOW = Date.parse('2026-11-26T08:00:00Z')
let db: TestDb

beforeAll(async () => {
  db = await createTestDb()
})
afterAll(async () => {
  await db?.close()
})
beforeEach(async () => {
  await db.query('delete from ingest_details')
})

const detail = (text: string) => ({ cardHash: `hash-${text}`, fields: { description: text } })

/** One run that read the pages of `ids` and saw `listed` (null: a partial listing). */
async function run(source: string, ids: string[], listed: string[] | null) {
  const memory = createDetailMemory(db, source)
  await memory.recall(listed ?? ids)
  for (const id of ids) memory.remember(id, detail(id))
  await db.transaction((tx) => memory.save(tx, { now: NOW, listedIds: listed }))
}

describe('createDetailMemory', () => {
  it('recalls what an earlier run read, and forgets jobs that left a complete listing', async () => {
    await run('board', ['a', 'b', 'c'], ['a', 'b', 'c'])
    const next = createDetailMemory(db, 'board')
    expect(await next.recall(['a', 'z'])).toEqual(new Map([['a', detail('a')]]))

    await run('board', [], ['a', 'c']) // b left the board; nothing new was read
    await run('board', [], null) // a partial listing prunes nothing
    const after = await createDetailMemory(db, 'board').recall(['a', 'b', 'c'])
    expect([...after.keys()].sort()).toEqual(['a', 'c'])
  })

  it('keeps what an advert split into roles gave while its roles are listed', async () => {
    await run('board', ['https://board.example/jobs/7/'], null)
    const roles = ['sales-manager', 'accountant'].map(
      (slug) => `https://board.example/jobs/7/#role-${slug}`,
    )
    await run('board', [], roles)
    const after = await createDetailMemory(db, 'board').recall(['https://board.example/jobs/7/'])
    expect(after.size).toBe(1)
  })

  it('leaves other sources alone, and a run that never used it writes and deletes nothing', async () => {
    await run('board', ['a'], ['a'])
    await run('other', ['x'], ['x'])
    const unused = createDetailMemory(db, 'board')
    await db.transaction((tx) => unused.save(tx, { now: NOW, listedIds: [] }))
    const { rows } = await db.query<{ source: string; external_id: string }>(
      'select source, external_id from ingest_details order by source',
    )
    expect(rows).toEqual([
      { source: 'board', external_id: 'a' },
      { source: 'other', external_id: 'x' },
    ])
  })
})
