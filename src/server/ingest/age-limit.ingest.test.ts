/**
 * The age limit of jobs without a deadline, and the words a deadline was read from, through the
 * real pipeline: a WP Job Manager board (testing/job-manager-board.ts) whose cards mostly print
 * no closing date, read with the selectors an operator would write, on an injected clock.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { upsertJobs } from '../jobs/upsert-jobs.ts'
import { makeJobInput } from '../testing/job-factory.ts'
import { runIngest } from './ingest-pipeline.ts'
import type { SourceConfig } from './ingest-types.ts'
import { parseSourcesConfig } from './sources-config.ts'
import {
  managerBoardSource,
  managerJobPage,
  managerListing,
  type ManagerCard,
} from './testing/job-manager-board.ts'
import { respond, startLocalSite, type LocalSite, localSiteFetcher } from './testing/local-site.ts'

const TIME_ZONE = 'Africa/Harare'
const START = Date.parse('2026-08-01T08:00:00Z')
const DAY = 86_400_000

let db: TestDb
let site: LocalSite
let now = START

const posted = (daysAgo: number, at = START) => ({
  datetime: new Date(at - daysAgo * DAY).toISOString().slice(0, 10),
  words: `Posted ${daysAgo} days ago`,
})

const clerk: ManagerCard = {
  path: '/job/stores-clerk-chitungwiza/',
  title: 'Stores Clerk',
  company: 'Chitungwiza Hardware Wholesalers',
  location: 'Chitungwiza',
  type: 'Full Time',
  posted: posted(70),
}
const sales: ManagerCard = {
  path: '/job/sales-representative-gweru/',
  title: 'Sales Representative',
  company: 'Midlands Agro Supplies',
  location: 'Gweru',
  type: 'Full Time',
  posted: posted(10),
}
const engineer: ManagerCard = {
  path: '/job/civil-engineer-masvingo/',
  title: 'Civil Engineer',
  company: 'Great Zimbabwe Construction',
  location: 'Masvingo',
  type: 'Contract',
  posted: posted(70),
  closes: 'Closes: 30 Aug 2026',
}
const bookkeeper: ManagerCard = {
  path: '/job/bookkeeper-harare/',
  title: 'Bookkeeper',
  company: 'Msasa Foods',
  location: 'Harare',
  type: 'Part Time',
  posted: posted(7),
  strapline: 'Deadline: 14 Aug 2026',
}
const driver: ManagerCard = {
  path: '/job/delivery-driver-bulawayo/',
  title: 'Delivery Driver',
  company: 'Bulawayo Freight Lines',
  location: 'Bulawayo',
  type: 'Full Time',
  posted: posted(20),
}

let page1: ManagerCard[]
let page2: ManagerCard[]

function serve() {
  site.routes.set('/jobs/', (request, response) =>
    respond(managerListing(page1, '/jobs/page/2/'))(request, response),
  )
  site.routes.set('/jobs/page/2/', (request, response) =>
    respond(managerListing(page2))(request, response),
  )
  for (const card of [clerk, sales, engineer, bookkeeper])
    site.routes.set(card.path, respond(managerJobPage(card, '<p>Duties as discussed.</p>')))
  site.routes.set(
    driver.path,
    respond(
      managerJobPage(
        driver,
        '<p>Deliver to our Matabeleland depots.</p><p><strong>Closing date:</strong> Friday, 21 August 2026. Hand-delivered applications are welcome.</p>',
      ),
    ),
  )
}

function source(overrides: Record<string, unknown> = {}): SourceConfig {
  const [parsed] = parseSourcesConfig(JSON.stringify([managerBoardSource(site.origin, overrides)]))
  if (!parsed) throw new Error('no source')
  return parsed
}

async function ingest(sources: SourceConfig[] = [source()]) {
  const summary = await runIngest({
    db,
    sources,
    fetcher: localSiteFetcher(),
    timeZone: TIME_ZONE,
    now: () => (now += 1000),
    keepDemoJobs: true,
  })
  if (!summary.ran) throw new Error(summary.reason)
  return summary
}

interface Row {
  title: string
  open: boolean
  aged_out: boolean
  expiry_date: string | null
  deadline_phrase: string | null
}

async function jobs(): Promise<Map<string, Row>> {
  const { rows } = await db.query<Row>(
    `select title, withdrawn_at is null as open, aged_out_at is not null as aged_out,
       to_char(expiry_date, 'YYYY-MM-DD') as expiry_date, deadline_phrase
     from jobs`,
  )
  return new Map(rows.map((row) => [row.title, row]))
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
  site.routes.clear()
  now = START
  page1 = [clerk, sales, engineer]
  page2 = [bookkeeper, driver]
  serve()
})

describe('the age limit of jobs without a deadline', () => {
  it('closes one posted 70 days ago even when the listing is read in part', async () => {
    const summary = await ingest([source({ maxPages: 1 })])
    expect(summary.sources[0]).toMatchObject({ ok: true, complete: false, inserted: 3 })
    expect(summary.agedOut).toBe(1)
    const stored = await jobs()
    expect(stored.get('Stores Clerk')).toMatchObject({ open: false, aged_out: true })
    // Ten days old: open. Seventy days old with a closing date: its deadline rules, not its age.
    expect(stored.get('Sales Representative')).toMatchObject({ open: true, aged_out: false })
    expect(stored.get('Civil Engineer')).toMatchObject({
      open: true,
      aged_out: false,
      expiry_date: '2026-08-30',
    })
  })

  it('closes it when its source fails for weeks', async () => {
    page1 = [{ ...clerk, posted: posted(40) }, sales]
    page2 = []
    await ingest()
    expect((await jobs()).get('Stores Clerk')?.open).toBe(true)
    site.routes.set(
      '/jobs/',
      respond('<h1>Error establishing a database connection</h1>', 'text/html', 500),
    )
    now += 30 * DAY
    const summary = await ingest()
    expect(summary.sources[0]).toMatchObject({ ok: false })
    expect(summary.agedOut).toBe(1)
    const stored = await jobs()
    expect(stored.get('Stores Clerk')).toMatchObject({ open: false, aged_out: true })
    expect(stored.get('Sales Representative')).toMatchObject({ open: true })
  })

  it("honours the source's maxAgeDays, and the default for a source no longer in the file", async () => {
    await upsertJobs(
      db,
      [
        {
          ...makeJobInput({ externalId: 'gone-1', title: 'Borehole Technician' }),
          source: 'gone-board',
          expiryDate: null,
          expiryTs: null,
          datePosted: null,
          postedAt: new Date(START - 61 * DAY).toISOString(),
        },
      ],
      { now: START - 61 * DAY, timeZone: TIME_ZONE },
    )
    const summary = await ingest([source({ maxAgeDays: 7 })])
    const stored = await jobs()
    expect(stored.get('Sales Representative')).toMatchObject({ open: false, aged_out: true })
    expect(stored.get('Bookkeeper')).toMatchObject({ open: true, expiry_date: '2026-08-14' })
    expect(stored.get('Borehole Technician')).toMatchObject({ open: false, aged_out: true })
    // Stores Clerk (70 days), Sales Representative (10), Delivery Driver (20, but its page
    // gives a closing date) and the gone source's job.
    expect(summary.agedOut).toBe(3)
    expect(stored.get('Delivery Driver')).toMatchObject({ open: true, expiry_date: '2026-08-21' })
  })

  it('keeps a job closed for its age closed when listed again, until the board re-posts it', async () => {
    await ingest()
    const again = await ingest()
    expect(again.sources[0]).toMatchObject({ ok: true, complete: true, updated: 0 })
    expect(again.agedOut).toBe(0)
    expect((await jobs()).get('Stores Clerk')).toMatchObject({ open: false, aged_out: true })

    // The board bumps it with a fresh date: open again, judged by its new date.
    page1 = [{ ...clerk, posted: posted(2, now) }, sales, engineer]
    await ingest()
    expect((await jobs()).get('Stores Clerk')).toMatchObject({ open: true, aged_out: false })
  })
})

describe('the words a deadline was read from', () => {
  it('are kept from a deadline field, a card line and a job page, and are null otherwise', async () => {
    await ingest()
    const stored = await jobs()
    expect(stored.get('Civil Engineer')?.deadline_phrase).toBe('Closes: 30 Aug 2026')
    expect(stored.get('Bookkeeper')?.deadline_phrase).toBe('Deadline: 14 Aug 2026')
    expect(stored.get('Delivery Driver')?.deadline_phrase).toBe(
      'Closing date: Friday, 21 August 2026.',
    )
    expect(stored.get('Sales Representative')?.deadline_phrase).toBeNull()
  })
})
