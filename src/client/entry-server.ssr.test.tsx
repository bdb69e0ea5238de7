import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'

import type { ApiJob } from '#shared/job.ts'

import { renderApp } from './entry-server.tsx'
import { makeApiJob } from './testing/job-fixtures.ts'

/** The API's answer to `path`, serving `jobs` (lists, searches and counts). */
function answer(path: string, jobs: ApiJob[]): Response {
  const { pathname, searchParams } = new URL(path, 'http://api.invalid')
  if (pathname === '/api/jobs/counts')
    return Response.json({ active: jobs.length, expired: 0, urgent: 0, critical: 0 })
  const q = searchParams.get('q')?.toLowerCase()
  const found = jobs.filter((job) => !q || job.title.toLowerCase().includes(q))
  const page = Number(searchParams.get('page') ?? 1)
  const size = Number(searchParams.get('pageSize') ?? 100)
  return Response.json({
    jobs: found.slice((page - 1) * size, page * size),
    hasMore: page * size < found.length,
    total: found.length,
  })
}

// The server answers with the status the render reports (src/server/app.ts): a "not found" view
// must say 404, or search engines index the address as a page (a soft 404).
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

const jobCalls = (asked: string[]) => asked.filter((path) => path.includes('job_id='))

let consoleError: MockInstance<typeof console.error>
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error')
})
afterEach(() => {
  // A render error would also mean the browser draws the page again.
  expect(consoleError).not.toHaveBeenCalled()
})

describe('renderApp status', () => {
  it.each(['/about', '/blog/1', '/faq'])('is 200 for %s', async (url) => {
    expect((await render(url)).status).toBe(200)
  })

  it('is 404 for a path no route matches, with the not-found page', async () => {
    const page = await render('/no-such-page')
    expect(page.status).toBe(404)
    expect(page.html).toContain('Oops! Page not found')
  })

  it.each(['/blog/999', '/blog/abc'])('is 404 for an unknown blog post (%s)', async (url) => {
    const page = await render(url)
    expect(page.status).toBe(404)
    expect(page.html).toContain('Blog Post Not Found')
  })

  it('is 404 for a job the API does not know', async () => {
    const page = await render('/job/zzzzzzzzzzzz')
    expect(page.status).toBe(404)
    expect(page.html).toContain('Job not found')
    expect(jobCalls(page.asked)).toHaveLength(1)
  })

  it.each([`/job/${'a'.repeat(65)}`, '/job/a%20b', '/job/-abc'])(
    'is 404 at once for %s, an id no job can have, asking the API nothing about it',
    async (url) => {
      const page = await render(url)
      expect(page.status).toBe(404)
      expect(page.html).toContain('Job not found')
      expect(page.html).not.toContain('Check your connection')
      expect(jobCalls(page.asked)).toEqual([])
    },
  )

  it.each([400, 404, 503])(
    'asks for a job once when the API answers %i: the browser tries again, not the server',
    async (status) => {
      const page = await render('/job/abc123', [], (path) =>
        path.includes('job_id=') ? Response.json({}, { status }) : answer(path, []),
      )
      expect(jobCalls(page.asked)).toEqual(['/api/jobs?job_id=abc123'])
      expect(page.html).toContain('Failed to load job details')
    },
  )
})

describe('renderApp for requests at the same time', () => {
  function deferred() {
    let resolve = () => undefined as void
    const promise = new Promise<void>((done) => (resolve = done))
    return { promise, resolve }
  }

  it('gives each page its own origin and its own API, however their fetches interleave', async () => {
    // Open for a month from whenever the test runs.
    const expiry = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
    const origins = Array.from({ length: 6 }, (_, index) => `https://site-${index}.test`)
    const asked = origins.map((): string[] => [])
    // A request's API answers only once the request started after it has been rendered: the
    // first started is the last to finish, and every render waits while the others run.
    const rendered = origins.map(() => deferred())
    const pages = await Promise.all(
      origins.map(async (origin, index) => {
        try {
          return await renderApp('/', {
            fetchApi: async (path) => {
              asked[index]?.push(path)
              await rendered[index + 1]?.promise
              const job = makeApiJob({ title: `Clerk of site ${index}`, expiry_date: expiry })
              return answer(path, [job])
            },
            signal: new AbortController().signal,
            origin,
          })
        } finally {
          rendered[index]?.resolve()
        }
      }),
    )
    for (const [index, page] of pages.entries()) {
      expect(asked[index]).toContainEqual(expect.stringMatching(/^\/api\/jobs\?/))
      expect(page.html).toContain(`Clerk of site ${index}<`)
      // the footer's WhatsApp link names the site
      expect(page.html).toContain(encodeURIComponent(`https://site-${index}.test`))
      for (const other of origins.keys()) {
        if (other === index) continue
        expect(page.html).not.toContain(`Clerk of site ${other}<`)
        expect(page.html).not.toContain(`site-${other}.test`)
      }
    }
  })
})

describe('renderApp with a search in the address (a search form sent without the app)', () => {
  const jobs = [makeApiJob({ title: 'Staff Nurse' }), makeApiJob({ title: 'Bus Driver' })]

  it('renders the list with the search run, and the words in every search box', async () => {
    const page = await render('/?q=+nurse+', jobs)
    expect(page.status).toBe(200)
    expect(page.html).toContain('Staff Nurse')
    expect(page.html).not.toContain('Bus Driver')
    expect(page.html.match(/name="q" value="nurse"/g)).toHaveLength(3)
    expect(page.asked).toContainEqual(expect.stringMatching(/^\/api\/jobs\?.*q=nurse/))
    expect(page.routeFiles).toEqual(['__root.tsx', 'index.tsx'])
  })

  it('keeps the words on a page without a list, whose forms send them to the home page', async () => {
    const page = await render('/about?q=nurse', jobs)
    expect(page.status).toBe(200)
    expect(page.routeFiles).toEqual(['__root.tsx', 'about.tsx'])
    expect(page.html).toContain('name="q" value="nurse"')
    expect(page.html).toMatch(/<form[^>]*action="\/"/)
  })
})

describe('renderApp with a count in the address (Load More without the app)', () => {
  // Open for a month from whenever the test runs.
  const expiry = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
  const jobs = Array.from({ length: 130 }, (_, index) =>
    makeApiJob({ job_id: `j${index + 1}`, title: `Clerk ${index + 1}`, expiry_date: expiry }),
  )
  const cards = (html: string) => html.match(/<article/g)?.length ?? 0
  const moreLink = (html: string) => /<a class="no-js-only button" href="([^"]+)"/.exec(html)?.[1]
  const pagesAsked = (asked: string[]) => asked.filter((path) => path.startsWith('/api/jobs?'))

  it('shows 4 jobs and links to 20 more, landing on the first new one', async () => {
    const page = await render('/jobs/all', jobs)
    expect(cards(page.html)).toBe(4)
    expect(moreLink(page.html)).toBe('/jobs/all?shown=24#job-j5-title')
  })

  it('shows as many jobs as the address asks for, from the first server page', async () => {
    const page = await render('/jobs/all?shown=24', jobs)
    expect(cards(page.html)).toBe(24)
    expect(page.html).toContain('Clerk 24<')
    expect(page.html).not.toContain('Clerk 25<')
    expect(moreLink(page.html)).toBe('/jobs/all?shown=44#job-j25-title')
    expect(pagesAsked(page.asked)).toEqual([expect.stringContaining('page=1&')])
  })

  it('fetches the next server page when the list reaches the end of those loaded', async () => {
    const at100 = await render('/jobs/all?shown=100', jobs)
    expect(cards(at100.html)).toBe(100)
    // as the app would: the next page is loaded once all loaded jobs are on screen
    expect(pagesAsked(at100.asked)).toHaveLength(2)
    expect(moreLink(at100.html)).toBe('/jobs/all?shown=120#job-j101-title')

    const at120 = await render('/jobs/all?shown=120', jobs)
    expect(cards(at120.html)).toBe(120)
    expect(at120.html).toContain('Clerk 120<')
    expect(moreLink(at120.html)).toBe('/jobs/all?shown=140#job-j121-title')

    const all = await render('/jobs/all?shown=140', jobs)
    expect(cards(all.html)).toBe(130)
    expect(moreLink(all.html)).toBeUndefined()
  })

  it('keeps the search in the link, and runs it with the count', async () => {
    const page = await render('/?q=clerk+1&shown=8', jobs)
    // Clerk 1, 10-19, 100-130: 43 matches
    expect(cards(page.html)).toBe(8)
    expect(moreLink(page.html)).toMatch(/^\/\?q=clerk\+1&amp;shown=28#job-j\d+-title$/)
  })

  it('ignores a count that is not a number, and holds an absurd one to the cap', async () => {
    expect(cards((await render('/jobs/all?shown=lots', jobs)).html)).toBe(4)
    expect(cards((await render('/jobs/all?shown=2', jobs)).html)).toBe(4)
    const capped = await render('/jobs/all?shown=999999', jobs)
    expect(cards(capped.html)).toBe(130)
    expect(pagesAsked(capped.asked)).toHaveLength(2)
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
