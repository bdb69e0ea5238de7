/**
 * The app hydrates the server's page (docs/decisions/012-hydrate-the-server-page.md): it adopts
 * the server's elements instead of drawing the page again. React reports text and structure that
 * differ (reportHydrationError in app.tsx logs a console error, which fails these tests) but in
 * production does not repair attributes that differ: a saved star or a countdown's class could
 * stay wrong in silence. So each page is also drawn by the browser alone, from the same HTML
 * without the server's markup, and the two must be identical.
 */
import type { Page } from '@playwright/test'

import { expect, test, waitForApp } from './test.ts'

import { failOnConsoleErrors, skipSplash } from './support.ts'
import { routeTurnstile } from './turnstile-stand-in.ts'

declare global {
  interface Window {
    __serverMain?: Element | null
  }
}

/** The root's markup, less the formatted markdown (serialised apart by server and browser). */
function readRoot(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.getElementById('root')?.cloneNode(true) as HTMLElement
    for (const element of root.querySelectorAll('[data-markdown]')) element.innerHTML = ''
    // the server's markers (Suspense boundaries, text separators) stay in a hydrated page
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT)
    const comments: Node[] = []
    while (walker.nextNode()) comments.push(walker.currentNode)
    for (const comment of comments) comment.parentNode?.removeChild(comment)
    root.normalize()
    // React sets attributes in another order when it draws an element itself
    for (const element of root.querySelectorAll('*')) {
      const attributes = [...element.attributes].map(({ name, value }) => [name, value] as const)
      for (const [name] of attributes) element.removeAttribute(name)
      for (const [name, value] of attributes.sort(([a], [b]) => a.localeCompare(b)))
        element.setAttribute(name, value)
    }
    // the browser's own serialisation of inline styles
    for (const element of root.querySelectorAll<HTMLElement>('[style]'))
      element.setAttribute('style', element.style.cssText)
    // useId: a hydrated id keeps the server's form (:R…:), a drawn one is the client's (:r…:);
    // numbered in order of appearance, so references between elements must still agree
    const ids = new Map<string, string>()
    return root.innerHTML.replace(/:[Rr][0-9a-z]*:/g, (id) => {
      if (!ids.has(id)) ids.set(id, `«id${ids.size}»`)
      return ids.get(id) ?? id
    })
  })
}

async function activeJobPath(page: Page): Promise<string> {
  const response = await page.request.get('/api/jobs?status=active')
  const { jobs } = (await response.json()) as { jobs: { job_id: string }[] }
  return `/job/${jobs[0]?.job_id ?? 'missing'}`
}

const PATHS = [
  '/',
  // a search in the address (sent before the app loaded, or shared): the server runs it
  '/?q=nurse',
  // and its filters, also as a browser sends the filter form (repeated, "any time" empty)
  '/jobs/all?q=officer&location=bulawayo,harare&type=full-time',
  '/jobs/all?location=harare&location=bulawayo&posted=',
  '/jobs/all',
  // Load More sent without the app: the server and then the app show that many jobs
  '/jobs/all?shown=24',
  '/?q=officer&shown=8',
  'a job',
  '/blog/1',
  '/about',
  '/faq',
  '/saved',
  '/career-resources',
  '/contact',
]

for (const name of PATHS) {
  test(`${name} is hydrated, and drawn as the browser alone would draw it`, async ({
    page,
    context,
  }) => {
    const path = name === 'a job' ? await activeJobPath(page) : name
    // One instant for both drawings: the hydrated page moves on to the browser's clock.
    const now = Date.now()
    await page.clock.setFixedTime(now)
    await skipSplash(page)
    await routeTurnstile(page)
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        window.__serverMain = document.querySelector('main')
      })
    })
    const noConsoleErrors = failOnConsoleErrors(page)
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => document.querySelector('main') === window.__serverMain)).toBe(
      true,
    )
    // lib/page-hydrated.ts reads React's fiber key to know the page is React's: if a React
    // release renamed it, "ready" would wait out its time-out, so it is checked here
    expect(
      await page.evaluate(() =>
        Object.keys(document.querySelector('main > *') ?? {}).some((key) =>
          key.startsWith('__reactFiber$'),
        ),
      ),
    ).toBe(true)
    const hydrated = await readRoot(page)
    noConsoleErrors()

    const drawn = await context.newPage()
    await drawn.clock.setFixedTime(now)
    await skipSplash(drawn)
    await routeTurnstile(drawn)
    await drawn.route(
      (url) => url.pathname + url.search === path,
      async (route) => {
        const response = await route.fetch()
        const body = (await response.text()).replace(
          /(<div id="root"[^>]*>)[\s\S]*<\/div>(\s*<script type="application\/json")/,
          '$1</div>$2',
        )
        // the body is decoded and shorter now
        const headers = response.headers()
        delete headers['content-encoding']
        delete headers['content-length']
        await route.fulfill({ status: response.status(), headers, body })
      },
    )
    await drawn.goto(path)
    await waitForApp(drawn)
    expect(await drawn.evaluate(() => document.querySelector('main h1') !== null)).toBe(true)
    await expect.poll(() => readRoot(drawn)).toBe(hydrated)
  })
}
