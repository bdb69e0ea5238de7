import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'

import { cautionMessage } from '#shared/caution.ts'
import type { ApiJob } from '#shared/job.ts'

import { renderApp } from './entry-server.tsx'
import { answerJobsApi } from './testing/fake-jobs-api.ts'
import { makeApiJob, makeRemovedCopy } from './testing/job-fixtures.ts'

/** The API's answer to `path`, serving `jobs` (lists, searches, facets and counts). */
const answer = (path: string, jobs: ApiJob[]) => answerJobsApi(jobs)(path)

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
  it.each(['/about', '/blog/1', '/faq', '/check'])('is 200 for %s', async (url) => {
    expect((await render(url)).status).toBe(200)
  })

  it('draws the advert check with its form, its styles and what to do without scripts', async () => {
    const page = await render('/check')
    expect(page.html).toContain('Is this job advert real?')
    expect(page.html).toContain('Paste the advert&#x27;s text or a link to it')
    // the page's own styles, drawn with it (its text is empty in tests, which load no CSS)
    expect(page.html).toMatch(/<style>[^<]*<\/style><div class="no-js-only">/)
    expect(page.html).toContain('Checking an advert needs JavaScript')
    expect(page.html).toContain('Before you apply')
    // nothing is asked of the API until a reader checks an advert
    expect(page.asked).toEqual([])
  })

  it('is 404 for a path no route matches, with the not-found page', async () => {
    const page = await render('/no-such-page')
    expect(page.status).toBe(404)
    expect(page.html).toContain('Oops! Page not found')
  })

  it.each(['/post-a-job', '/post-a-job/confirm', '/post-a-job/manage'])(
    "is 200 for the employer's page %s",
    async (url) => {
      const respond = (path: string) =>
        path === '/api/config'
          ? Response.json({
              turnstile: null,
              contactEndpoint: '/api/contact',
              newsletterEndpoint: '/api/newsletter',
              supportEmail: 'help@jobs.test',
              alerts: { enabled: true },
              jobPosts: { enabled: true },
            })
          : answer(path, [])
      const page = await render(url, [], respond)
      expect(page.status).toBe(200)
      if (url === '/post-a-job') expect(page.html).toContain('Your work email')
    },
  )

  it('is 404 for any other address under /post-a-job', async () => {
    const page = await render('/post-a-job/other')
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

describe('renderApp for a job', () => {
  // The API as a job's page asks it: the job itself, and the report form's settings.
  const serveJob = (job: ApiJob) => (path: string) =>
    path.includes('job_id=')
      ? Response.json({ jobs: [job] })
      : path === '/api/config'
        ? Response.json({
            turnstile: null,
            contactEndpoint: '/api/contact',
            newsletterEndpoint: '/api/newsletter',
            supportEmail: 'help@jobs.test',
          })
        : answer(path, [])
  const occurrences = (html: string, text: string) => html.split(text).length - 1

  it("is 410 for a job the site's team removed, with the page that says so and no way to apply", async () => {
    const removed = makeRemovedCopy(
      makeApiJob({ job_id: 'gone123', title: 'Data Capturer', company: 'Quick Jobs' }),
    )
    const page = await render('/job/gone123', [], serveJob(removed))
    expect(page.status).toBe(410)
    expect(page.html).toContain('This listing was removed')
    expect(page.html).toContain('Data Capturer, Quick Jobs')
    expect(page.html).not.toContain('Apply on the employer')
    expect(page.html).not.toContain('Report this listing')
  })

  it('is 200 for a job with a caution, warned of at the top and again by the apply link', async () => {
    const job = makeApiJob({ job_id: 'pay123', caution: 'asks-for-payment' })
    const page = await render('/job/pay123', [], serveJob(job))
    expect(page.status).toBe(200)
    expect(occurrences(page.html, cautionMessage('asks-for-payment'))).toBe(2)
    expect(page.html.lastIndexOf(cautionMessage('asks-for-payment'))).toBeLessThan(
      page.html.indexOf('Apply on the employer'),
    )
  })
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
