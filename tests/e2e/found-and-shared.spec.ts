/**
 * A shared job link carries its title and deadline in the HTML itself (link-preview
 * crawlers run no JavaScript), the sitemap lists it, and a reader can report a listing.
 */
import { type APIRequestContext } from '@playwright/test'

import { expect, test } from './test.ts'

import { failOnConsoleErrors, jobCards, skipSplash } from './support.ts'
import { routeTurnstile } from './turnstile-stand-in.ts'

async function firstActiveJob(request: APIRequestContext) {
  const response = await request.get('/api/jobs?status=active&sort=expiring&pageSize=1')
  const { jobs } = (await response.json()) as {
    jobs: { job_id: string; title: string; company: string }[]
  }
  const job = jobs[0]
  if (!job) throw new Error('no active job')
  return job
}

test('a shared job link shows its title and deadline without JavaScript', async ({
  browser,
  request,
}) => {
  const job = await firstActiveJob(request)
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const response = await page.goto(`/job/${job.job_id}`)
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(`${job.title} at ${job.company} | JobsZW`)
  const description = page.locator('meta[property="og:description"]')
  await expect(description).toHaveAttribute(
    'content',
    // after a flagged advert's warning, if the first job is one
    /^(⚠ Caution: .+? )?Apply by (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d{1,2} \w+ \d{4}\./,
  )
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/og-image\.png$/,
  )
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as Record<string, unknown>
  expect(jsonLd).toMatchObject({ '@type': 'JobPosting', title: job.title })
  expect(typeof jsonLd.validThrough).toBe('string')
  await context.close()

  const unknown = await request.get('/job/zzzzzzzzzzzz')
  expect(unknown.status()).toBe(404)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`/job/${job.job_id}</loc>`)
})

test('the app keeps the same title and description once it runs', async ({ page, request }) => {
  await skipSplash(page)
  const job = await firstActiveJob(request)
  const served = await (await request.get(`/job/${job.job_id}`)).text()
  const servedDescription = /<meta name="description" content="([^"]*)"/.exec(served)?.[1]
  await page.goto(`/job/${job.job_id}`)
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible()
  await expect(page).toHaveTitle(`${job.title} at ${job.company} | JobsZW`)
  expect(await page.locator('meta[name="description"]').count()).toBe(1)
  expect(servedDescription).toBeTruthy()
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    (servedDescription ?? '')
      .replace(/&amp;/g, '&')
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"'),
  )
})

test('a reader reports a listing once, with the bot check, and is thanked', async ({ page }) => {
  const assertNoErrors = failOnConsoleErrors(page)
  await skipSplash(page)
  await routeTurnstile(page)
  await page.goto('/')
  await jobCards(page)
    .nth(1)
    .getByRole('link', { name: /View and Apply/ })
    .click()
  await expect(page).toHaveURL(/\/job\/[0-9a-z]+$/)
  await page.getByRole('button', { name: 'Report this listing' }).click()
  await page.getByRole('radio', { name: 'It asks for a fee or payment' }).check()
  await page.getByLabel('Details (optional)').fill('They asked for USD 20 on EcoCash to apply.')
  await page.getByRole('button', { name: 'Verify you are human' }).click()
  const posted = page.waitForResponse((r) => r.url().endsWith('/api/reports'))
  await page.getByRole('button', { name: 'Send report' }).click()
  expect((await posted).status()).toBe(201)
  await expect(page.getByText('Thank you for your report')).toBeVisible()
  await expect(page.getByText('You reported this listing.')).toBeVisible()
  await page.reload()
  await expect(page.getByText('You reported this listing.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Report this listing' })).toHaveCount(0)
  assertNoErrors()
})
