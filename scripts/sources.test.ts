/**
 * npm run sources -- check as an operator runs it: a separate process against a card board and
 * a feed on 127.0.0.1, through the real guarded fetcher. Nothing may be stored: the DATA_DIR it
 * is given must not even be created.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import {
  cardBoardSource,
  jobPage,
  listingPage,
  type BoardCard,
} from '../src/server/ingest/testing/card-board.ts'
import {
  CLEAN_TITLE,
  HOSTILE_TITLE,
  hostileFeed,
  SMUGGLED,
} from '../src/server/ingest/testing/hostile-feed.ts'
import { respond, startLocalSite, type LocalSite } from '../src/server/ingest/testing/local-site.ts'
import { runScript } from './testing/run-script.ts'

const dir = mkdtempSync(path.join(tmpdir(), 'jobs-zw-sources-'))
const dataDir = path.join(dir, 'data')
const sourcesFile = path.join(dir, 'sources.json')
let site: LocalSite

// Dated far ahead: the script reads the real clock.
const cards: BoardCard[] = [
  {
    path: '/vacancies/a/',
    title: 'Stores Clerk',
    company: 'Kwekwe Steel',
    location: 'Kwekwe',
    expires: 'Expires 24 Aug 2099',
  },
  {
    path: '/vacancies/b/',
    title: 'Bookkeeper',
    company: 'Marondera Dairy',
    location: 'Marondera',
    expires: 'Open until filled',
  },
  {
    path: '/vacancies/c/',
    title: 'Electrician',
    company: 'Hwange Power Services',
    location: 'Hwange',
    expires: 'Closing date: Friday, 4 December 2099',
  },
]

function runSources(args: string[]) {
  return runScript('sources', args, {
    env: {
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      SOURCES_FILE: sourcesFile,
      INGEST_ALLOW_HOSTS: '127.0.0.1',
      SITE_TIMEZONE: 'Africa/Harare',
    },
  })
}

beforeAll(async () => {
  site = await startLocalSite()
})

afterAll(async () => {
  await site?.close()
  rmSync(dir, { recursive: true, force: true })
})

beforeEach(() => {
  site.routes.clear()
  site.routes.set('/vacancies/', respond(listingPage(cards)))
  for (const card of cards)
    site.routes.set(
      card.path,
      respond(jobPage(card, `<p>About the ${card.title} job.</p>`, 'mailto:hr@x.example')),
    )
  writeFileSync(sourcesFile, JSON.stringify([{ ...cardBoardSource(site.origin), enabled: false }]))
})

describe('npm run sources -- check', () => {
  it('prints what a configured source would store, with its gaps, and stores nothing', async () => {
    const run = await runSources(['check', 'card-board'])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('3 jobs would be stored; nothing was stored')
    expect(run.stdout).toMatch(
      /- Stores Clerk\n\s+company\s+Kwekwe Steel\n\s+location\s+Kwekwe\n\s+deadline\s+Monday, 24 August 2099.*\(2099-08-24\)/,
    )
    expect(run.stdout).toMatch(/deadline\s+Friday, 4 December 2099.*\(2099-12-04\)/)
    expect(run.stdout).toContain('about      About the Stores Clerk job.')
    expect(run.stdout).toContain('1 of 3 jobs have no deadline')
    expect(site.requested).toContain('/robots.txt')
    expect(existsSync(dataDir)).toBe(false)
  })

  it('exits 1 and shows the repeated card shapes when the selectors match nothing', async () => {
    writeFileSync(
      sourcesFile,
      JSON.stringify([cardBoardSource(site.origin, { list: { item: 'div.job', title: 'h2' } })]),
    )
    const run = await runSources(['check', 'card-board'])
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('ERROR: no cards match "div.job"')
    expect(run.stdout).toContain('0 jobs would be stored')
    expect(run.stdout).toMatch(
      /"a\.job-listing" x3, inside: title "h3\.job-listing-title", deadline "li\.expires"\n\s+Stores Clerk Kwekwe Steel Kwekwe Expires 24 Aug 2099/,
    )
  })

  it('checks a bare URL as the kind its answer suggests', async () => {
    const feed = `<?xml version="1.0"?><rss version="2.0"><channel><title>Board</title>
      <item><title>Teacher</title><link>https://board.example/jobs/teacher/</link><guid>t1</guid>
      <description>Closing date: 4 December 2099. Teach maths in Mutare.</description></item>
      </channel></rss>`
    site.routes.set('/feed/', respond(feed, 'application/rss+xml'))
    const run = await runSources(['check', `${site.origin}/feed/`])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('kind: rss (guessed')
    expect(run.stdout).toMatch(/- Teacher\n[\s\S]*deadline\s+Friday, 4 December 2099/)

    const empty = await runSources(['check', `${site.origin}/vacancies/`])
    expect(empty.code).toBe(1)
    expect(empty.stdout).toContain('no "list" selectors yet')
    expect(empty.stdout).toContain('"a.job-listing" x3')
  })

  it('prints no raw control or bidi character from a hostile feed or page, only escapes', async () => {
    site.routes.set('/hostile/', respond(hostileFeed(), 'application/rss+xml'))
    const feed = await runSources(['check', `${site.origin}/hostile/`, '--kind', 'rss'])
    expect(feed.code).toBe(0)
    expect(feed.stdout).toContain('2 jobs would be stored')
    expect(feed.stdout).toContain(`- ${CLEAN_TITLE}`)
    for (const character of SMUGGLED) expect(feed.stdout).not.toContain(character)

    // A page without selectors is shown as it is (its card shapes): escaped, not cleaned.
    const hostileCards = cards.map((card) => ({ ...card, title: HOSTILE_TITLE }))
    site.routes.set('/vacancies/', respond(listingPage(hostileCards)))
    const page = await runSources(['check', `${site.origin}/vacancies/`])
    expect(page.code).toBe(1)
    for (const character of SMUGGLED) expect(page.stdout).not.toContain(character)
    expect(page.stdout).toContain('\\x1b[2J\\x1b]0;pwned\\x07Stores Clerk\\x9b31m \\u202efdp.exe')
  })

  it('names an unknown source and explains its usage', async () => {
    const unknown = await runSources(['check', 'nope'])
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain(`No source named "nope" in ${sourcesFile}`)
    const usage = await runSources([])
    expect(usage.code).toBe(2)
    expect(usage.stderr).toContain('usage: npm run sources -- check NAME|URL')
  })

  it('lists the configured sources', async () => {
    const run = await runSources(['list'])
    expect(run.stdout).toBe(`card-board\thtml\tdisabled\t${site.origin}/vacancies/\n`)
  })
})
