/**
 * A feed that smuggles terminal escapes and bidi overrides into its titles and fields, ingested
 * end to end: a local site on 127.0.0.1, the real guarded fetcher and adapter, a real database.
 * Nothing of it may be stored, in any text column of the job.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { makeJobId } from '../jobs/job-id.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { runIngest } from './ingest-pipeline.ts'
import { CLEAN_TITLE, hostileFeed, SMUGGLED } from './testing/hostile-feed.ts'
import { respond, startLocalSite, type LocalSite, localSiteFetcher } from './testing/local-site.ts'

const NOW = Date.parse('2026-11-02T10:00:00Z')
let db: TestDb
let site: LocalSite

beforeAll(async () => {
  db = await createTestDb()
  site = await startLocalSite()
  site.routes.set('/feed/', respond(hostileFeed(), 'application/rss+xml; charset=utf-8'))
})
afterAll(async () => {
  await site?.close()
  await db?.close()
})

interface StoredText {
  external_id: string
  title: string
  company: string
  location: string | null
  salary: string | null
  employment_type: string | null
  description: string
  job_link: string | null
  tags: string[]
  fingerprint: string
}

describe('ingesting a feed that smuggles control and bidi characters', () => {
  it('stores every field without them, and keeps the words', async () => {
    const summary = await runIngest({
      db,
      sources: [{ name: 'hostile', kind: 'rss', url: `${site.origin}/feed/`, enabled: true }],
      fetcher: localSiteFetcher(),
      timeZone: 'Africa/Harare',
      now: () => NOW,
      keepDemoJobs: true,
    })
    expect(summary).toMatchObject({ ran: true, sources: [{ ok: true, inserted: 2 }] })

    const { rows } = await db.query<StoredText>(
      `select external_id, title, company, location, salary, employment_type, description,
              job_link, tags, fingerprint
       from jobs where source = 'hostile' order by external_id`,
    )
    expect(rows).toHaveLength(2)
    const stored = JSON.stringify(rows)
    for (const character of SMUGGLED) expect(stored).not.toContain(character)

    const [first, second] = rows
    expect(first).toMatchObject({
      title: CLEAN_TITLE,
      company: 'Gweru Hardware',
      location: 'Gweru',
      salary: 'US$500[8m hidden',
      employment_type: 'Full-time',
    })
    expect(first?.description).toContain('Line one')
    expect(first?.description).toContain('gnol isolated')
    // Markdown keeps its paragraphs: line breaks are allowed in a description.
    expect(first?.description).toContain('\n\n')
    expect(second?.title).toBe('Bookkeeper 1;31m')

    // The same job ingested again is unchanged: the hash is of the cleaned text.
    const again = await runIngest({
      db,
      sources: [{ name: 'hostile', kind: 'rss', url: `${site.origin}/feed/`, enabled: true }],
      fetcher: localSiteFetcher(),
      timeZone: 'Africa/Harare',
      now: () => NOW + 60_000,
      keepDemoJobs: true,
    })
    expect(again).toMatchObject({ ran: true, sources: [{ ok: true, inserted: 0, updated: 0 }] })
    expect(makeJobId('hostile', 'h1')).toBe(
      (await db.query<{ id: string }>(`select id from jobs where external_id = 'h1'`)).rows[0]?.id,
    )
  })
})
