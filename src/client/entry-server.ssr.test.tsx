import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'

import type { ApiJob } from '#shared/job.ts'

import { renderApp } from './entry-server.tsx'
import { makeApiJob } from './testing/job-fixtures.ts'

// The server answers with the status the render reports (src/server/app.ts): a "not found" view
// must say 404, or search engines index the address as a page (a soft 404).
async function render(url: string, jobs: ApiJob[] = []) {
  const asked: string[] = []
  const page = await renderApp(url, {
    fetchApi: (path) => {
      asked.push(path)
      const { pathname, searchParams } = new URL(path, 'http://api.invalid')
      if (pathname === '/api/jobs/counts')
        return Promise.resolve(
          Response.json({ active: jobs.length, expired: 0, urgent: 0, critical: 0 }),
        )
      const q = searchParams.get('q')?.toLowerCase()
      const found = jobs.filter((job) => !q || job.title.toLowerCase().includes(q))
      return Promise.resolve(Response.json({ jobs: found, hasMore: false, total: found.length }))
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
