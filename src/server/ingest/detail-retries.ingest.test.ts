/**
 * Detail pages that fail are asked again after a back-off, not every hourly run: a card board on
 * 127.0.0.1 (card-board.ts) whose job page answers 503, ingested run after run through the real
 * guarded fetcher, pipeline and database, with the ingest clock moved between runs.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { runIngest, type SourceSummary } from './ingest-pipeline.ts'
import { parseSourcesConfig } from './sources-config.ts'
import { cardBoardSource, jobPage, listingPage, type BoardCard } from './testing/card-board.ts'
import { respond, startLocalSite, type LocalSite, localSiteFetcher } from './testing/local-site.ts'

const HOUR = 3_600_000
const START = Date.parse('2026-08-01T08:00:00Z')

let db: TestDb
let site: LocalSite
let now = START
let pageUp = false
let cards: BoardCard[]

const clerk: BoardCard = {
  path: '/vacancies/stores-clerk-mutare-timbers/',
  title: 'Stores Clerk',
  company: 'Mutare Timbers',
  location: 'Mutare',
  expires: 'Expires 30 Aug 2026',
}
const DESCRIPTION = '<p>Receive and issue timber stock; keep the stores ledger.</p>'

async function ingest(): Promise<SourceSummary> {
  site.requested.length = 0
  const [source] = parseSourcesConfig(JSON.stringify([cardBoardSource(site.origin)]))
  if (!source) throw new Error('no source')
  const fetcher = localSiteFetcher()
  const summary = await runIngest({
    db,
    sources: [source],
    fetcher,
    timeZone: 'Africa/Harare',
    now: () => now,
    keepDemoJobs: true,
  })
  if (!summary.ran) throw new Error(summary.reason)
  const [result] = summary.sources
  if (!result) throw new Error('no summary')
  return result
}

/** Runs at these hours after START; how many of them asked for the clerk's page. */
async function runsAt(hours: number[]): Promise<number[]> {
  const asked: number[] = []
  for (const hour of hours) {
    now = START + hour * HOUR
    await ingest()
    if (site.requested.some((path) => path.startsWith(clerk.path))) asked.push(hour)
  }
  return asked
}

async function storedDescription(): Promise<string> {
  const { rows } = await db.query<{ description: string }>(
    `select description from jobs where source = 'card-board'`,
  )
  return rows[0]?.description ?? ''
}

beforeAll(async () => {
  db = await createTestDb()
  site = await startLocalSite()
})
afterAll(async () => {
  await site?.close()
  await db?.close()
})
beforeEach(async () => {
  await db.exec('delete from jobs; delete from ingest_runs; delete from ingest_details;')
  now = START
  pageUp = false
  cards = [clerk]
  site.routes.clear()
  site.routes.set('/vacancies/', (request, response) =>
    respond(listingPage(cards))(request, response),
  )
  site.routes.set(clerk.path, (request, response) =>
    pageUp
      ? respond(jobPage(clerk, DESCRIPTION, '/apply/clerk/'))(request, response)
      : respond('Service Unavailable', 'text/plain', 503)(request, response),
  )
})

describe('detail pages that fail', () => {
  it('are asked again after 1, 2, 4, 8, 16 hours, then once a day, not every run', async () => {
    // Hourly runs for three days.
    const hours = Array.from({ length: 72 }, (_, hour) => hour)
    expect(await runsAt(hours)).toEqual([0, 1, 3, 7, 15, 31, 55])
    // The job stayed listed all along, as its card shows it.
    const { rows } = await db.query<{ title: string; expiry_date: string }>(
      `select title, to_char(expiry_date, 'YYYY-MM-DD') as expiry_date from jobs`,
    )
    expect(rows).toEqual([{ title: 'Stores Clerk', expiry_date: '2026-08-30' }])
  })

  it('say so in the run, and a page read at last clears the count', async () => {
    await runsAt([0])
    now = START + 10 * 60_000
    const waiting = await ingest()
    expect(waiting.warnings.join('\n')).toMatch(/1 detail pages that failed before not asked/)

    pageUp = true
    expect(await runsAt([1, 2, 3])).toEqual([1])
    expect(await storedDescription()).toContain('Receive and issue timber stock')

    // Changed card, page down again: the first failure waits an hour, as at first, and the
    // description read before is kept meanwhile.
    pageUp = false
    cards = [{ ...clerk, expires: 'Expires 15 Sep 2026' }]
    expect(await runsAt([4, 5, 6])).toEqual([4, 5])
    expect(await storedDescription()).toContain('Receive and issue timber stock')
  })
})
