/**
 * A recruitment agency's card board through the real pipeline into the database: one advert for
 * three roles at a client (its deadline and how to apply only in the shared closing part), and
 * one single-role advert full of section headings that must stay one job.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createTestDb, type TestDb } from '../../../testing/test-db.ts'
import { runIngest, type SourceSummary } from '../../ingest-pipeline.ts'
import { parseSourcesConfig } from '../../sources-config.ts'
import { cardBoardSource, jobPage, listingPage, type BoardCard } from '../../testing/card-board.ts'
import {
  respond,
  startLocalSite,
  type LocalSite,
  localSiteFetcher,
} from '../../testing/local-site.ts'
import { AGENCY_THREE_ROLES, SINGLE_ROLE_SECTIONS } from '../../testing/multi-role-adverts.ts'

let db: TestDb
let site: LocalSite
let now = Date.parse('2027-02-01T08:00:00Z')

const dangote: BoardCard = {
  path: '/vacancies/career-opportunities-dangote/',
  title: 'Career Opportunities at The Dangote Group',
  company: 'TalentBridge Consultants',
  location: 'Harare',
  expires: '',
}
const finance: BoardCard = {
  path: '/vacancies/finance-manager-zambezi-mutual/',
  title: 'Finance Manager',
  company: 'Zambezi Mutual',
  location: 'Harare',
  expires: 'Expires 5 Dec 2027',
}

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
    now: () => (now += 1000),
    keepDemoJobs: true,
  })
  if (!summary.ran) throw new Error(summary.reason)
  const [result] = summary.sources
  if (!result) throw new Error('no summary')
  return result
}

const pagesAsked = () => site.requested.filter((path) => path !== '/robots.txt')

interface StoredJob {
  external_id: string
  title: string
  company: string
  description: string
  apply_instructions: string | null
  expiry_date: string | null
  withdrawn_at: string | null
}

async function storedJobs(): Promise<StoredJob[]> {
  const { rows } = await db.query<StoredJob>(
    `select external_id, title, company, description, apply_instructions,
       to_char(expiry_date, 'YYYY-MM-DD') as expiry_date, withdrawn_at
     from jobs where source = 'card-board' order by external_id`,
  )
  return rows
}

beforeAll(async () => {
  db = await createTestDb()
  site = await startLocalSite()
  site.routes.set('/vacancies/', respond(listingPage([dangote, finance])))
  // No apply button: how to apply is in the advert's text.
  site.routes.set(dangote.path, respond(jobPage(dangote, AGENCY_THREE_ROLES, '')))
  site.routes.set(finance.path, respond(jobPage(finance, SINGLE_ROLE_SECTIONS, '')))
})

afterAll(async () => {
  await site?.close()
  await db?.close()
})

beforeEach(async () => {
  await db.exec('delete from jobs; delete from ingest_runs; delete from ingest_details;')
})

describe('an advert for several roles on an html board', () => {
  it('is stored as one job per role, each with the advert’s deadline and how to apply', async () => {
    expect(await ingest()).toMatchObject({ ok: true, fetched: 4, inserted: 4, duplicates: 0 })
    const jobs = await storedJobs()
    const advert = `${site.origin}${dangote.path}`
    expect(jobs.map((job) => [job.external_id, job.title, job.expiry_date])).toEqual([
      [`${advert}#role-accountant`, 'Accountant at The Dangote Group', '2027-03-14'],
      [`${advert}#role-fleet-supervisor`, 'Fleet Supervisor at The Dangote Group', '2027-03-14'],
      [`${advert}#role-sales-manager`, 'Sales Manager at The Dangote Group', '2027-03-14'],
      [`${site.origin}${finance.path}`, 'Finance Manager', '2027-12-05'],
    ])
    const [accountant, fleet] = jobs
    // The card names the agency that posted the advert; it stays the company shown.
    expect(accountant?.company).toBe('TalentBridge Consultants')
    for (const role of jobs.slice(0, 3)) {
      expect(role.apply_instructions).toContain(
        'Interested candidates should send their CV and certified copies of certificates to',
      )
      expect(role.apply_instructions).toContain('recruit@talentbridge.example')
      expect(role.description).toContain('Our client, **The Dangote Group**')
      expect(role.description).toContain('### How to Apply')
    }
    expect(accountant?.description).toContain('### Accountant\n\n**Duties**')
    expect(accountant?.description).not.toContain('Schedule and track a fleet')
    expect(fleet?.description).toContain('Schedule and track a fleet')
    expect(jobs[3]?.description).toContain('### Key Responsibilities')
  })

  it('keeps its roles’ ids on the next run, without reading the advert’s page again', async () => {
    await ingest()
    const second = await ingest()
    expect(second).toMatchObject({ ok: true, inserted: 0, withdrawn: 0 })
    expect(pagesAsked()).toEqual(['/vacancies/'])
    const third = await ingest()
    expect(third).toMatchObject({ ok: true, inserted: 0, withdrawn: 0 })
    expect(pagesAsked()).toEqual(['/vacancies/'])
    expect((await storedJobs()).filter((job) => job.withdrawn_at !== null)).toEqual([])
  })
})
