/**
 * Employer pages on a small phone (360 x 740): a job's company links to its organisation's page,
 * which shows who it is, its record, and its open and past jobs (docs/product.md, "Employer
 * pages"). The page is server-rendered and an unknown organisation is a 404.
 */
import { type Page } from '@playwright/test'

import { expect, test } from './test.ts'

import { EMPLOYER } from './fixtures.ts'
import {
  failOnConsoleErrors,
  jobCards,
  readStored,
  skipSplash,
  visibleSearchBox,
} from './support.ts'

test.use({ viewport: { width: 360, height: 740 } })

test.beforeEach(async ({ page }) => {
  await skipSplash(page)
})

const monthAndYear = () =>
  new Intl.DateTimeFormat('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Harare',
  }).format(new Date())

/** Nothing of the page's own content is wider than the phone. */
async function expectNoSidewaysScroll(page: Page) {
  const right = await page.evaluate(() =>
    Math.max(
      ...[...document.querySelectorAll('main *')].map((e) => e.getBoundingClientRect().right),
    ),
  )
  expect(right).toBeLessThanOrEqual(360)
}

test('a posted job links to its employer page, with open and past jobs', async ({ page }) => {
  const assertNoErrors = failOnConsoleErrors(page)
  await page.goto('/')
  await visibleSearchBox(page).fill(EMPLOYER.postTitle)
  await visibleSearchBox(page).press('Enter')
  await expect(jobCards(page)).toHaveCount(1)
  await jobCards(page)
    .getByRole('link', { name: /View and Apply/ })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: EMPLOYER.postTitle })).toBeVisible()
  await expect(
    page.getByText('Verified employer: posted from an address at karibahydro.co.zw'),
  ).toBeVisible()

  await page.getByRole('link', { name: EMPLOYER.company }).click()
  await expect(page).toHaveURL(new RegExp(`/employers/${EMPLOYER.slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: EMPLOYER.company })).toBeVisible()
  await expect(page).toHaveTitle(`Jobs at ${EMPLOYER.company} | JobsZW`)
  await expect(
    page.getByText('Verified employer: posts from an address at karibahydro.co.zw'),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'karibahydro.co.zw' })).toBeVisible()
  await expect(page.getByText(`3 adverts since ${monthAndYear()}, no reports upheld`)).toBeVisible()

  const open = page.getByRole('region', { name: 'Open jobs' })
  await expect(open.getByRole('heading', { level: 3 })).toHaveText([
    EMPLOYER.postTitle,
    EMPLOYER.openTitle,
  ])
  const past = page.getByRole('region', { name: 'Past jobs' })
  await expect(past.getByRole('heading', { level: 3 })).toHaveText([EMPLOYER.pastTitle])
  await expectNoSidewaysScroll(page)

  // and back to a job from the page
  await open
    .getByRole('link', { name: new RegExp(`View and Apply.*${EMPLOYER.openTitle}`) })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: EMPLOYER.openTitle })).toBeVisible()
  assertNoErrors()
})

test('the server renders the page, and an unknown organisation is a 404', async ({ request }) => {
  const found = await request.get(`/employers/${EMPLOYER.slug}`)
  expect(found.status()).toBe(200)
  const html = await found.text()
  expect(html).toContain(`<title>Jobs at ${EMPLOYER.company} | JobsZW</title>`)
  expect(html).toContain(EMPLOYER.pastTitle)
  expect(html).toContain(`rel="canonical" href="http://127.0.0.1:`)

  // the job page from the server links its company and says who posted it
  const search = await request.get(`/api/jobs?q=${encodeURIComponent(EMPLOYER.postTitle)}`)
  const { jobs } = (await search.json()) as { jobs: { job_id: string; title: string }[] }
  const post = jobs.find((job) => job.title === EMPLOYER.postTitle)
  expect(post).toBeDefined()
  const jobHtml = await (await request.get(`/job/${post?.job_id ?? ''}`)).text()
  expect(jobHtml).toContain(`href="/employers/${EMPLOYER.slug}"`)
  expect(jobHtml).toContain('Verified employer: posted from an address at karibahydro.co.zw')
  expect(jobHtml).toContain('"sameAs":"https://karibahydro.co.zw"')

  const missing = await request.get('/employers/no-such-organisation')
  expect(missing.status()).toBe(404)
  expect(await missing.text()).toContain('Employer not found')
  expect((await request.get('/employers/Not_A_Slug')).status()).toBe(404)
})

test.describe('with no network', () => {
  test.use({ serviceWorkers: 'allow' })

  /** The URLs in the worker's caches whose name matches `cacheName`. */
  const cachedUrls = (page: Page, cacheName: RegExp) =>
    page.evaluate(async (pattern) => {
      const urls: string[] = []
      for (const name of await caches.keys()) {
        if (!new RegExp(pattern).test(name)) continue
        const cache = await caches.open(name)
        urls.push(...(await cache.keys()).map((request) => request.url))
      }
      return urls
    }, cacheName.source)

  test('a page opened before opens again, its code kept when first used', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    await expect(page.getByText('Ready to work offline')).toBeVisible({ timeout: 20_000 })
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true)
    // not part of the first visit's download (vite.config.ts globIgnores)
    const precached = await cachedUrls(page, /precache/)
    expect(precached.some((url) => url.includes('/assets/index-'))).toBe(true)
    expect(precached.filter((url) => /\/assets\/employer/.test(url))).toEqual([])

    await page.goto(`/employers/${EMPLOYER.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: EMPLOYER.company })).toBeVisible()
    await expect
      .poll(async () =>
        (await cachedUrls(page, /lazy-chunks/)).some((url) => url.includes('/assets/employers.')),
      )
      .toBe(true)
    await expect.poll(() => readStored(page, 'query-cache')).toContain(EMPLOYER.slug)

    await context.setOffline(true)
    await page.goto(`/employers/${EMPLOYER.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: EMPLOYER.company })).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Past jobs' }).getByRole('heading', { level: 3 }),
    ).toHaveText([EMPLOYER.pastTitle])
    await context.setOffline(false)
  })
})
