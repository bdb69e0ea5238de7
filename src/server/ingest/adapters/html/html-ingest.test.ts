/**
 * A card board as the README documents the html kind, through the real pipeline into the
 * database: two listing pages (page 2 through `next`), a page per job (one answering 500, one
 * disallowed by robots.txt), "Expires" dates and an email apply link, configured exactly as the
 * README example.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { HowToApply } from '#shared/how-to-apply/how-to-apply.ts'

import { createTestDb, type TestDb } from '../../../testing/test-db.ts'
import { runIngest, type SourceSummary } from '../../ingest-pipeline.ts'
import type { SourceConfig } from '../../ingest-types.ts'
import { parseSourcesConfig } from '../../sources-config.ts'
import { cardBoardSource, jobPage, listingPage, type BoardCard } from '../../testing/card-board.ts'
import {
  respond,
  startLocalSite,
  type LocalSite,
  localSiteFetcher,
} from '../../testing/local-site.ts'

const TIME_ZONE = 'Africa/Harare'
const START = Date.parse('2026-08-01T08:00:00Z')

let db: TestDb
let site: LocalSite
let now = START

const accountant: BoardCard = {
  path: '/vacancies/accountant-msasa-foods/',
  title: 'Accountant',
  company: 'Msasa Foods (Pvt) Ltd',
  location: 'Harare',
  expires: 'Expires 24 Aug 2026',
}
const driver: BoardCard = {
  path: '/vacancies/driver-byo-transport/',
  title: 'Heavy Vehicle Driver',
  company: 'Bulawayo Freight Lines',
  location: 'Bulawayo',
  expires: 'Expires 30 Aug 2026',
}
const nurse: BoardCard = {
  path: '/vacancies/private/nurse-aid/',
  title: 'Nurse Aid',
  company: 'Mutare Care Home',
  location: 'Mutare',
  expires: 'Expires 5 Sep 2026',
}
const teacher: BoardCard = {
  path: '/vacancies/science-teacher/',
  title: 'Science Teacher',
  company: 'Gweru Christian College',
  location: 'Gweru, Midlands',
  expires: 'Expires 1 Sep 2026',
}

let page1: BoardCard[]
let page2: BoardCard[]

function serveBoard() {
  site.routes.set('/vacancies/', (request, response) =>
    respond(listingPage(page1, '/vacancies/page/2/'))(request, response),
  )
  site.routes.set('/vacancies/page/2/', (request, response) =>
    respond(listingPage(page2))(request, response),
  )
  site.routes.set(
    accountant.path,
    respond(
      jobPage(
        accountant,
        '<p>Prepare the monthly accounts.</p><ul><li>CA(Z) or ACCA</li></ul>',
        '/apply/accountant/',
      ),
    ),
  )
  site.routes.set(driver.path, respond('<h1>Internal Server Error</h1>', 'text/html', 500))
  site.routes.set(nurse.path, respond(jobPage(nurse, '<p>Never fetched.</p>', '/apply/nurse/')))
  site.routes.set(
    teacher.path,
    respond(
      jobPage(
        teacher,
        '<p>Teach Physics and Chemistry to A level.</p>',
        'mailto:vacancies@gweru-college.example?subject=Science%20Teacher',
      ),
    ),
  )
}

const detailPaths = [accountant.path, driver.path, nurse.path, teacher.path]

function source(overrides: Record<string, unknown> = {}): SourceConfig {
  // Through the schema, exactly as an operator would write it in sources.json.
  const [parsed] = parseSourcesConfig(JSON.stringify([cardBoardSource(site.origin, overrides)]))
  if (!parsed) throw new Error('no source')
  return parsed
}

async function ingest(config = source()): Promise<SourceSummary> {
  site.requested.length = 0
  const fetcher = localSiteFetcher()
  const summary = await runIngest({
    db,
    sources: [config],
    fetcher,
    timeZone: TIME_ZONE,
    now: () => (now += 1000),
    keepDemoJobs: true,
  })
  if (!summary.ran) throw new Error(summary.reason)
  const [result] = summary.sources
  if (!result) throw new Error('no summary')
  return result
}

interface StoredJob {
  external_id: string
  title: string
  company: string
  location: string | null
  description: string
  job_link: string | null
  apply_instructions: string | null
  how_to_apply: HowToApply | null
  expiry_date: string | null
  withdrawn_at: string | null
}

async function storedJobs(): Promise<Map<string, StoredJob>> {
  const { rows } = await db.query<StoredJob>(
    `select external_id, title, company, location, description, job_link, apply_instructions,
       how_to_apply,
       to_char(expiry_date, 'YYYY-MM-DD') as expiry_date, withdrawn_at
     from jobs where source = 'card-board'`,
  )
  return new Map(rows.map((row) => [new URL(row.external_id).pathname, row]))
}

const count = (paths: string[], path: string) => paths.filter((p) => p === path).length

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
  site.robots = 'User-agent: *\nDisallow: /vacancies/private/\n'
  // The accountant is listed on both pages (the board shifted while it was read).
  page1 = [accountant, driver, nurse]
  page2 = [teacher, accountant]
  serveBoard()
})

describe('an html card board through the pipeline', () => {
  it('ingests every card with its company, town and deadline, and each detail page once', async () => {
    const summary = await ingest()
    expect(summary).toMatchObject({ ok: true, complete: true, fetched: 4, inserted: 4 })

    const jobs = await storedJobs()
    expect([...jobs.keys()].sort()).toEqual(detailPaths.slice().sort())
    expect(jobs.get(accountant.path)).toMatchObject({
      title: 'Accountant',
      company: 'Msasa Foods (Pvt) Ltd',
      location: 'Harare',
      expiry_date: '2026-08-24',
      job_link: `${site.origin}/apply/accountant/`,
    })
    expect(jobs.get(accountant.path)?.description).toContain('Prepare the monthly accounts.')
    expect(jobs.get(accountant.path)?.description).toContain('- CA(Z) or ACCA')
    expect(jobs.get(teacher.path)).toMatchObject({
      company: 'Gweru Christian College',
      location: 'Gweru, Midlands',
      expiry_date: '2026-09-01',
      job_link: `${site.origin}${teacher.path}`,
      apply_instructions:
        'Apply by email to vacancies@gweru-college.example, with "Science Teacher" in the subject line',
    })
    // The page's mailto: is the email to apply to, its subject the reference to quote.
    expect(jobs.get(teacher.path)?.how_to_apply).toMatchObject({
      methods: expect.arrayContaining([
        { kind: 'email', value: 'vacancies@gweru-college.example' },
      ]) as unknown,
      reference: 'Science Teacher',
    })
    expect(jobs.get(teacher.path)?.description).toContain('Teach Physics and Chemistry')
    // The page that failed, and the one robots.txt disallows, keep their cards.
    expect(jobs.get(driver.path)).toMatchObject({
      company: 'Bulawayo Freight Lines',
      location: 'Bulawayo',
      expiry_date: '2026-08-30',
      description: '',
      job_link: `${site.origin}${driver.path}`,
    })
    expect(jobs.get(nurse.path)).toMatchObject({ expiry_date: '2026-09-05', description: '' })
    expect(summary.warnings.join('\n')).toMatch(/driver-byo-transport.*HTTP 500/)
    expect(summary.warnings.join('\n')).toMatch(/robots\.txt .* disallows .*nurse-aid/)

    expect(site.requested).toContain('/robots.txt')
    expect(site.requested).not.toContain(nurse.path)
    for (const path of [accountant.path, driver.path, teacher.path])
      expect(count(site.requested, path)).toBe(1)
    expect(count(site.requested, '/vacancies/')).toBe(1)
    expect(count(site.requested, '/vacancies/page/2/')).toBe(1)
  })

  it('does not fetch the detail page of an unchanged card again; a changed card refetches it', async () => {
    await ingest()
    const second = await ingest()
    expect(second).toMatchObject({ ok: true, fetched: 4, inserted: 0, updated: 0 })
    expect(count(site.requested, accountant.path)).toBe(0)
    expect(count(site.requested, teacher.path)).toBe(0)
    // The page that failed waits an hour before it is asked again (detail-retries test).
    expect(count(site.requested, driver.path)).toBe(0)
    expect((await storedJobs()).get(accountant.path)?.description).toContain('monthly accounts')

    page2 = [{ ...teacher, expires: 'Expires 15 Sep 2026' }, accountant]
    const third = await ingest()
    expect(third).toMatchObject({ ok: true, updated: 1 })
    expect(count(site.requested, teacher.path)).toBe(1)
    expect(count(site.requested, accountant.path)).toBe(0)
    expect((await storedJobs()).get(teacher.path)).toMatchObject({ expiry_date: '2026-09-15' })
  })

  it('keeps a description read earlier when the page of a changed card fails', async () => {
    await ingest()
    page1 = [{ ...accountant, expires: 'Expires 31 Aug 2026' }, driver, nurse]
    site.routes.set(accountant.path, respond('busy', 'text/plain', 503))
    const summary = await ingest()
    expect(summary.ok).toBe(true)
    expect(count(site.requested, accountant.path)).toBe(1)
    expect((await storedJobs()).get(accountant.path)).toMatchObject({
      expiry_date: '2026-08-31',
      job_link: `${site.origin}/apply/accountant/`,
    })
    expect((await storedJobs()).get(accountant.path)?.description).toContain('monthly accounts')
  })

  it('follows next no further than maxPages, and then withdraws nothing', async () => {
    for (let page = 2; page <= 8; page++) {
      const card = { ...teacher, path: `/vacancies/job-${page}/`, title: `Clerk ${page}` }
      const next = `/vacancies/page/${page + 1}/`
      site.routes.set(`/vacancies/page/${page}/`, respond(listingPage([card], next)))
    }
    const summary = await ingest(source({ maxPages: 3, detail: undefined }))
    expect(summary).toMatchObject({ ok: true, complete: false, fetched: 5 })
    expect(summary.warnings.join('\n')).toMatch(/stopped after 3 pages/)
    expect(site.requested.filter((path) => path.startsWith('/vacancies/page/'))).toEqual([
      '/vacancies/page/2/',
      '/vacancies/page/3/',
    ])
  })

  it('stops when next leads back to a page already read', async () => {
    site.routes.set('/vacancies/page/2/', respond(listingPage(page2, '/vacancies/')))
    const summary = await ingest(source({ detail: undefined }))
    expect(summary).toMatchObject({ ok: true, complete: true, fetched: 4 })
    expect(count(site.requested, '/vacancies/')).toBe(1)
  })

  it('fails the source, withdrawing nothing, when the cards stop matching', async () => {
    await ingest()
    site.routes.set(
      '/vacancies/',
      respond('<html><body><div class="new-design"></div></body></html>'),
    )
    const summary = await ingest()
    expect(summary.ok).toBe(false)
    expect(summary.error).toMatch(/no cards match "a\.job-listing"/)
    // Not even counted as missed: only a complete listing counts towards withdrawal.
    const { rows: jobs } = await db.query<{ missed_runs: number; withdrawn_at: string | null }>(
      `select missed_runs, withdrawn_at from jobs where source = 'card-board'`,
    )
    expect(jobs).toHaveLength(4)
    expect(jobs.every((job) => job.missed_runs === 0 && job.withdrawn_at === null)).toBe(true)
    const { rows: runs } = await db.query<{ ok: boolean; error: string }>(
      `select ok, error from ingest_runs where source = 'card-board' order by started_at desc limit 1`,
    )
    expect(runs[0]).toMatchObject({ ok: false, error: expect.stringContaining('no cards match') })
  })
})
