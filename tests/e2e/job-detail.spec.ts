import { expect, test } from './test.ts'

import { HOSTILE_TITLE } from './fixtures.ts'
import { failOnConsoleErrors, jobCards, skipSplash, visibleSearchBox } from './support.ts'

test.beforeEach(async ({ page }) => {
  await skipSplash(page)
})

test('View and Apply opens the job, with metadata, and Back to Jobs returns', async ({ page }) => {
  const assertNoErrors = failOnConsoleErrors(page)
  await page.goto('/')
  const card = jobCards(page).first()
  const title = (await card.getByRole('heading').textContent()) ?? ''
  const company = (await card.locator('p').first().textContent()) ?? ''
  await card.getByRole('link', { name: /View and Apply/ }).click()
  await expect(page).toHaveURL(/\/job\/[0-9a-z]+$/)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page).toHaveTitle(`${title} at ${company} | JobsZW`)
  const description = await page.locator('meta[name="description"]').getAttribute('content')
  expect(description?.length).toBeLessThanOrEqual(161)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', page.url())
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
  await page.getByRole('link', { name: /Back to Jobs/ }).click()
  await expect(page).toHaveURL(/\/$/)
  assertNoErrors()
})

test('a hostile description is rendered inert', async ({ page }) => {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await page.goto('/')
  await visibleSearchBox(page).fill('Hostile Test Trust')
  await visibleSearchBox(page).press('Enter')
  await expect(jobCards(page)).toHaveCount(1)
  await jobCards(page)
    .getByRole('link', { name: /View and Apply/ })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOSTILE_TITLE)

  const body = page.locator('article').first()
  await expect(body.getByText('clickable div')).toBeVisible()
  await body.getByText('clickable div').click()
  await body.getByText('click me').click()
  await body.getByText('sneaky').click()
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned),
  ).toBeUndefined()
  expect(dialogs).toEqual([])
  expect(await body.locator('script, img, [onclick], [onerror]').count()).toBe(0)
  expect(await body.locator('a[href^="javascript"], a[href*="vacancymail"]').count()).toBe(0)
  await expect(body.getByText('Blocked portal')).toBeVisible()
  const external = body.getByRole('link', { name: 'Employer site' })
  await expect(external).toHaveAttribute('target', '_blank')
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer')
})

test('an unknown job id says "Job not found" with a way back', async ({ page }) => {
  expect((await page.goto('/job/nosuchjob123'))?.status()).toBe(404)
  await expect(page.getByText('Job not found')).toBeVisible()
  await expect(page).toHaveTitle('Job Not Found | JobsZW')
  await expect(page.getByRole('link', { name: 'Back to Jobs' })).toBeVisible()
})

test('an id no job can have says "Job not found" at once, asking the API nothing', async ({
  page,
}) => {
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('job_id=')) asked.push(request.url())
  })
  for (const path of [`/job/${'a'.repeat(65)}`, '/job/a%20b']) {
    expect((await page.goto(path))?.status()).toBe(404)
    await expect(page.getByText('Job not found')).toBeVisible()
    await expect(page).toHaveTitle('Job Not Found | JobsZW')
  }
  expect(asked).toEqual([])
})

test('the list comes back to where the user was after opening a job', async ({ page }) => {
  await page.goto('/jobs/all')
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Load More Jobs' }).click()
  // At least 16: on tall screens the scroll sentinel near the button may load more by itself.
  await expect.poll(() => jobCards(page).count()).toBeGreaterThanOrEqual(16)
  const card = jobCards(page).nth(12)
  await card.scrollIntoViewIfNeeded()
  const y = await page.evaluate(() => window.scrollY)
  expect(y).toBeGreaterThan(300)
  await card.getByRole('link', { name: /View and Apply/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goBack()
  await expect
    .poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 })
    .toBeGreaterThan(y - 60)
})

test("the server's HTML of a hostile description is sanitized too", async ({ page, request }) => {
  await page.goto('/')
  await visibleSearchBox(page).fill('Hostile Test Trust')
  await visibleSearchBox(page).press('Enter')
  await expect(jobCards(page)).toHaveCount(1)
  const href = await jobCards(page)
    .getByRole('link', { name: /View and Apply/ })
    .getAttribute('href')
  const html = await (await request.get(href ?? '/missing')).text()
  const root = /<div id="root"[^>]*>([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(
    html,
  )?.[1]
  // Rendered on the server (lib/markdown.ts: fixed tags and escaped text), with nothing able to run.
  expect(root).toContain('clickable div')
  expect(root).not.toMatch(/<(script|iframe|img)\b/i)
  expect(root).not.toMatch(/<[^>]*\son[a-z]+=/i)
  expect(root).not.toMatch(/href="\s*javascript:/i)
})

test("a job page from the server keeps the server's description: the markdown renderer never loads", async ({
  page,
}) => {
  const assertNoErrors = failOnConsoleErrors(page)
  await page.goto('/')
  await visibleSearchBox(page).fill('Hostile Test Trust')
  await visibleSearchBox(page).press('Enter')
  // the search's answer, not the list it replaces, which holds every job
  await expect(jobCards(page)).toHaveCount(1)
  const href = await jobCards(page)
    .getByRole('link', { name: /View and Apply/ })
    .getAttribute('href')
  const scripts: string[] = []
  page.on('request', (request) => scripts.push(new URL(request.url()).pathname))

  // a new page load: the server renders it, the app takes it over (docs/decisions/011)
  await page.goto(href ?? '/missing')
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready')
  const body = page.locator('article').first()
  await expect(body.locator('[data-markdown]').first()).toBeVisible()
  const external = body.getByRole('link', { name: 'Employer site' })
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer')
  expect(await body.locator('script, img, [onclick], [onerror]').count()).toBe(0)
  expect(scripts.some((path) => path.includes('/assets/app-'))).toBe(true)
  // the renderer's chunk (lib/markdown.ts), not markdown-html-* or markdown-renderer-*
  expect(scripts.filter((path) => /\/assets\/markdown-[\w-]{8}\.js$/.test(path))).toEqual([])
  assertNoErrors()
})
