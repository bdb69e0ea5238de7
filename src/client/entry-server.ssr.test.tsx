import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'

import { renderApp } from './entry-server.tsx'

// The server answers with the status the render reports (src/server/app.ts): a "not found" view
// must say 404, or search engines index the address as a page (a soft 404).
async function render(url: string) {
  const asked: string[] = []
  const page = await renderApp(url, {
    fetchApi: (path) => {
      asked.push(path)
      return Promise.resolve(Response.json({ jobs: [], hasMore: false, total: 0 }))
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
