/**
 * The server's render of a job list from its address: the search and filters (docs/decisions/026)
 * and the count of jobs shown without the app (018).
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'

import type { ApiJob } from '#shared/job.ts'
import type { PublicConfig } from '#shared/schemas/config.ts'

import { renderApp } from './entry-server.tsx'
import { FALLBACK_FORM_CONFIG } from './features/forms/api/fallback-form-config.ts'
import { answerJobsApi } from './testing/fake-jobs-api.ts'
import { makeApiJob } from './testing/job-fixtures.ts'

/** The API's answer to `path`, serving `jobs` (lists, searches, facets and counts). */
const answer = (path: string, jobs: ApiJob[]) => answerJobsApi(jobs)(path)

/** The page the server renders for `url`, and the API calls it made. */
async function render(
  url: string,
  jobs: ApiJob[] = [],
  respond: (path: string) => Response = (path) => answer(path, jobs),
) {
  const asked: string[] = []
  const page = await renderApp(url, {
    fetchApi: (path) => {
      asked.push(path)
      return Promise.resolve(respond(path))
    },
    signal: new AbortController().signal,
    origin: 'https://jobs.test',
  })
  return { ...page, asked }
}

let consoleError: MockInstance<typeof console.error>
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error')
})
afterEach(() => {
  // A render error would also mean the browser draws the page again.
  expect(consoleError).not.toHaveBeenCalled()
})

describe('renderApp with a search in the address (a shared link, or a form sent without the app)', () => {
  // Open for a month from whenever the test runs.
  const expiry = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
  const jobs = [
    makeApiJob({ title: 'Staff Nurse', location: 'Harare', expiry_date: expiry }),
    makeApiJob({ title: 'Bus Driver', location: 'Bulawayo', expiry_date: expiry }),
    makeApiJob({ title: 'Truck Driver', location: 'Harare', expiry_date: expiry }),
  ]
  const lists = (asked: string[]) => asked.filter((path) => path.startsWith('/api/jobs?'))

  it('renders the list with the search run, and the words in every search box', async () => {
    const page = await render('/?q=+nurse+', jobs)
    expect(page.status).toBe(200)
    expect(page.html).toContain('Staff Nurse')
    expect(page.html).not.toContain('Bus Driver')
    // the header's, the hero's and the Menu's boxes, and the filters' form that keeps them
    expect(page.html.match(/<input[^>]*name="q"[^>]*value="nurse"/g)).toHaveLength(4)
    expect(lists(page.asked)).toEqual(['/api/jobs?status=active&q=nurse&page=1&pageSize=12'])
    expect(page.routeFiles).toEqual(['__root.tsx', 'index.tsx'])
  })

  it('renders the words and the filters of a shared address, with the filters as a form', async () => {
    const page = await render('/jobs/all?q=driver&location=bulawayo', jobs)
    expect(page.html).toContain('Bus Driver<')
    expect(page.html).not.toContain('Truck Driver<')
    expect(page.html).toContain('1 job<')
    expect(lists(page.asked)).toEqual([
      '/api/jobs?status=active&q=driver&location=bulawayo&page=1&pageSize=12',
    ])
    expect(page.asked).toContainEqual('/api/jobs/facets?status=active&q=driver&location=bulawayo')
    // a GET form to the list, the town ticked, with how many jobs each town would hold
    expect(page.html).toMatch(/<form(?=[^>]*method="get")[^>]*action="\/jobs\/all"/)
    expect(page.html).toMatch(
      /name="location" checked="" value="bulawayo"\/>Bulawayo<span[^>]*> 1</,
    )
    expect(page.html).toMatch(/name="location" value="harare"\/>Harare<span[^>]*> 1</)
    // the chosen town as a chip that links to the list without it
    expect(page.html).toContain(
      'aria-label="Remove filter: Bulawayo (1 jobs)" href="/jobs/all?q=driver"',
    )
  })

  it('renders "Shows pay" from the address: only jobs stating their pay, ticked, kept by the search', async () => {
    const withUnpaid = [
      ...jobs,
      makeApiJob({ title: 'Night Nurse', location: 'Harare', expiry_date: expiry, pay: null }),
    ]
    const page = await render('/jobs/all?location=harare&pay=shown', withUnpaid)
    expect(page.status).toBe(200)
    expect(page.html).toContain('Staff Nurse<')
    expect(page.html).not.toContain('Night Nurse<')
    expect(page.html).toContain('2 jobs<')
    expect(lists(page.asked)).toEqual([
      '/api/jobs?status=active&location=harare&pay=shown&page=1&pageSize=12',
    ])
    expect(page.asked).toContainEqual('/api/jobs/facets?status=active&location=harare&pay=shown')
    expect(page.html).toMatch(/name="pay" checked="" value="shown"\/>Shows pay<span[^>]*> 2</)
    expect(page.html).toContain(
      'aria-label="Remove filter: Shows pay (2 jobs)" href="/jobs/all?location=harare"',
    )
    // A search sent from this page, with or without the app, looks within it.
    expect(page.html).toContain('<input type="hidden" name="pay" value="shown"/>')
  })

  it('says when nothing matches, with links that clear the filters and the search', async () => {
    const page = await render('/jobs/all?q=nurse&location=bulawayo', jobs)
    expect(page.status).toBe(200)
    expect(page.html).toContain('No jobs match “nurse” with these filters.')
    expect(page.html).toMatch(/<a class="button" href="\/jobs\/all\?q=nurse">Clear filters<\/a>/)
    expect(page.html).toMatch(/href="\/jobs\/all\?location=bulawayo">Clear search<\/a>/)
  })

  it('drops what it cannot read from the address instead of failing the page', async () => {
    const page = await render('/jobs/all?location=atlantis,harare&posted=2&sort=up', jobs)
    expect(page.status).toBe(200)
    expect(lists(page.asked)).toEqual([
      '/api/jobs?status=active&location=harare&page=1&pageSize=12',
    ])
    expect(page.html).toContain('Staff Nurse')
    expect(page.html).not.toContain('Bus Driver')
  })

  it('reads the filter form as a browser sends it: checkboxes repeated, "any time" empty', async () => {
    const page = await render(
      '/jobs/all?q=driver&location=harare&location=bulawayo&type=full-time&posted=',
      jobs,
    )
    expect(page.status).toBe(200)
    expect(lists(page.asked)).toEqual([
      '/api/jobs?status=active&q=driver&location=bulawayo%2Charare&type=full-time&page=1&pageSize=12',
    ])
    expect(page.html).toContain('Bus Driver<')
    expect(page.html).toContain('Truck Driver<')
    expect(page.html).toContain('2 jobs<')
  })

  /** The API, with the site's config saying which alerts it sends. */
  const withAlerts =
    (alerts: PublicConfig['alerts']) =>
    (path: string): Response =>
      path === '/api/config'
        ? Response.json({ ...FALLBACK_FORM_CONFIG, alerts })
        : answer(path, jobs)

  it('puts "Email me new jobs like these" on the list pages, hidden without the app, not on the closed list', async () => {
    const control =
      /<div class="js-only"><button type="button" class="button" aria-expanded="false">Email me new jobs like these<\/button><\/div>/
    const respond = withAlerts({ enabled: true, push: true })
    for (const url of ['/', '/jobs/all?q=driver', '/jobs/urgent', '/jobs/critical']) {
      const page = await render(url, jobs, respond)
      expect(page.html, url).toMatch(control)
      // The config goes with the page, so the app taking it over draws the same offer.
      expect(
        page.asked.filter((path) => path === '/api/config'),
        url,
      ).toHaveLength(1)
      expect(JSON.parse(page.stateJson)).toMatchObject({
        queries: expect.arrayContaining([
          expect.objectContaining({
            queryKey: ['config'],
            state: expect.objectContaining({
              data: expect.objectContaining({ alerts: { enabled: true, push: true } }),
            }),
          }),
        ]),
      })
    }
    for (const url of ['/jobs/archives', '/saved', '/about'])
      expect((await render(url, jobs, respond)).html, url).not.toContain('new jobs like these')
  })

  it('offers no email form where the site has no mail, and leaves the phone offer to the browser', async () => {
    for (const push of [true, false]) {
      const page = await render('/jobs/all?q=driver', jobs, withAlerts({ enabled: false, push }))
      expect(page.html).toContain('Truck Driver')
      expect(page.html).not.toContain('new jobs like these')
      expect(page.html).not.toContain('Email alert')
    }
  })

  it('keeps the words on a page without a list, whose forms send them to the list of all jobs', async () => {
    const page = await render('/about?q=nurse', jobs)
    expect(page.status).toBe(200)
    expect(page.routeFiles).toEqual(['__root.tsx', 'about.tsx'])
    expect(page.html).toMatch(/<input[^>]*name="q"[^>]*value="nurse"/)
    expect(page.html).toMatch(/<form[^>]*action="\/jobs\/all"/)
  })
})

describe('renderApp with a count in the address (Load More without the app)', () => {
  // Open for a month from whenever the test runs.
  const expiry = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
  // Newest first: Clerk 1 is the newest.
  const jobs = Array.from({ length: 130 }, (_, index) =>
    makeApiJob({
      job_id: `j${index + 1}`,
      title: `Clerk ${index + 1}`,
      expiry_date: expiry,
      posted_ts: new Date(Date.UTC(2026, 10, 1) - index * 60_000).toISOString(),
    }),
  )
  const cards = (html: string) => html.match(/<article/g)?.length ?? 0
  const moreLink = (html: string) => /<a class="no-js-only button" href="([^"]+)"/.exec(html)?.[1]
  const pagesAsked = (asked: string[]) =>
    asked.filter((path) => path.startsWith('/api/jobs?')).map((path) => /page=.*/.exec(path)?.[0])

  it('shows 4 jobs and links to 20 more, landing on the first new one, from a page of 12', async () => {
    const page = await render('/jobs/all', jobs)
    expect(cards(page.html)).toBe(4)
    expect(moreLink(page.html)).toBe('/jobs/all?shown=24#job-j5-title')
    expect(pagesAsked(page.asked)).toEqual(['page=1&pageSize=12'])
  })

  it('shows as many jobs as the address asks for, fetching the server pages that needs', async () => {
    const page = await render('/jobs/all?shown=24', jobs)
    expect(cards(page.html)).toBe(24)
    expect(page.html).toContain('Clerk 24<')
    expect(page.html).not.toContain('Clerk 25<')
    expect(moreLink(page.html)).toBe('/jobs/all?shown=44#job-j25-title')
    // the third page holds the 25th job, where the link lands
    expect(pagesAsked(page.asked)).toEqual([
      'page=1&pageSize=12',
      'page=2&pageSize=12',
      'page=2&pageSize=24',
    ])
  })

  it('fetches the next server page when the list reaches the end of those loaded', async () => {
    const at100 = await render('/jobs/all?shown=100', jobs)
    expect(cards(at100.html)).toBe(100)
    // 12 + 12 + 24 + 48, then the page of 96 that holds the 97th to the 100th
    expect(pagesAsked(at100.asked)).toEqual([
      'page=1&pageSize=12',
      'page=2&pageSize=12',
      'page=2&pageSize=24',
      'page=2&pageSize=48',
      'page=2&pageSize=96',
    ])
    expect(moreLink(at100.html)).toBe('/jobs/all?shown=120#job-j101-title')

    const all = await render('/jobs/all?shown=140', jobs)
    expect(cards(all.html)).toBe(130)
    expect(moreLink(all.html)).toBeUndefined()
  })

  it('keeps the search and the filters in the link, and runs them with the count', async () => {
    const page = await render('/jobs/all?q=clerk&type=full-time&shown=8', jobs)
    expect(cards(page.html)).toBe(8)
    expect(moreLink(page.html)).toBe(
      '/jobs/all?q=clerk&amp;type=full-time&amp;shown=28#job-j9-title',
    )
  })

  it('ignores a count that is not a number, and holds an absurd one to the cap', async () => {
    expect(cards((await render('/jobs/all?shown=lots', jobs)).html)).toBe(4)
    expect(cards((await render('/jobs/all?shown=2', jobs)).html)).toBe(4)
    const capped = await render('/jobs/all?shown=999999', jobs)
    expect(cards(capped.html)).toBe(130)
  })

  it('says where the link stops: at 500 jobs, one page can hold no more', async () => {
    const many = Array.from({ length: 520 }, (_, index) =>
      makeApiJob({ job_id: `m${index + 1}`, title: `Driver ${index + 1}`, expiry_date: expiry }),
    )
    const page = await render('/jobs/all?shown=500', many)
    expect(cards(page.html)).toBe(500)
    expect(moreLink(page.html)).toBeUndefined()
    expect(page.html).toContain('These are the first 500 jobs of this list.')
  })
})
