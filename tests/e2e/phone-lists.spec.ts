/**
 * The lists on a 360 x 740 phone (docs/decisions/059): the first job's title in the first screen
 * on every list, nothing wider than the screen, targets a thumb can hit, class chips that keep
 * the search, and "Back to Jobs" that returns to the list the reader came from, where it was.
 */
import type { Page } from '@playwright/test'

import { expect, test } from './test.ts'

import { jobCards, skipSplash } from './support.ts'

test.use({ viewport: { width: 360, height: 740 } })

test.beforeEach(async ({ page }) => {
  await skipSplash(page)
})

const FIRST_SCREEN_PX = 520
const MIN_TARGET_PX = 44

const LISTS = [
  '/',
  '/jobs/all',
  '/jobs/urgent',
  '/jobs/critical',
  '/jobs/archives',
  '/?q=driver',
  '/jobs/all?q=driver&location=harare',
  '/jobs/all?type=full-time&sort=expiring',
]

async function firstTitleBottom(page: Page): Promise<number> {
  const box = await jobCards(page).first().getByRole('heading').boundingBox()
  expect(box).not.toBeNull()
  return (box?.y ?? 0) + (box?.height ?? 0)
}

/** The visible links, buttons and labels under `selector` shorter than a thumb's target. */
function smallTargets(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(
    ({ selector, min }) =>
      [...document.querySelectorAll(selector)]
        .flatMap((root) => [...root.querySelectorAll('a[href], button, summary, label, select')])
        .filter((element) => element.checkVisibility())
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.height < min)
        .map(({ element, box }) => `${element.textContent?.trim() ?? ''} (${box.height} px)`),
    { selector, min: MIN_TARGET_PX },
  )
}

for (const path of LISTS) {
  test(`${path}: the first job's title is in the first screen, nothing is wider than it`, async ({
    page,
  }) => {
    await page.goto(path)
    await expect(jobCards(page).first()).toBeVisible()
    expect(await firstTitleBottom(page)).toBeLessThanOrEqual(FIRST_SCREEN_PX)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })
}

test('the list, its open filter sheet, the header and the footer have targets of 44 px', async ({
  page,
}) => {
  await page.goto('/jobs/all?q=driver&location=harare')
  await page.locator('#job-listings summary', { hasText: 'Filters' }).click()
  await expect(page.getByRole('form', { name: 'Filters' })).toBeVisible()
  expect(await smallTargets(page, 'header, #job-listings, footer')).toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
})

test('the phone menu lists the saved jobs with their count', async ({ page }) => {
  await page.goto('/')
  await jobCards(page).first().getByRole('button', { name: /^Save/ }).click()
  await page.getByRole('button', { name: 'Menu' }).click()
  const menu = page.getByRole('navigation', { name: 'Menu' })
  await expect(menu.getByRole('link', { name: 'Saved jobs 1 job' })).toBeVisible()
  await menu.getByRole('link', { name: /Saved jobs/ }).click()
  await expect(page).toHaveURL(/\/saved$/)
  await expect(menu).toBeHidden()
})

test('a toast sits below the first job and its close button is a target', async ({ page }) => {
  await page.goto('/')
  await jobCards(page).first().getByRole('button', { name: /^Save/ }).click()
  const toast = page.locator('[data-toast]').first()
  await expect(toast).toBeVisible()
  const box = await toast.boundingBox()
  expect(box?.y ?? 0).toBeGreaterThan(await firstTitleBottom(page))
  const close = toast.getByRole('button', { name: 'Close toast' })
  // Measured once the toast has slid in: mid-slide, the transform leaves the box a hair short
  // (43.9999 px).
  await expect
    .poll(async () => (await close.boundingBox())?.height ?? 0)
    .toBeGreaterThanOrEqual(MIN_TARGET_PX)
})

test('a class chip keeps the search and the filters', async ({ page }) => {
  await page.goto('/jobs/all?q=driver&location=harare')
  const chips = page.getByRole('navigation', { name: 'Filter jobs by deadline' })
  await chips.getByRole('link', { name: 'Critical' }).click()
  await expect(page).toHaveURL(/\/jobs\/critical\?q=driver&location=harare$/)
  const chosen = page.getByRole('list', { name: 'Search and filters' })
  await expect(chosen.getByRole('link', { name: 'Clear search: “driver”' })).toBeVisible()
  await expect(chosen.getByRole('link', { name: /Remove filter: Harare/ })).toBeVisible()
})

test('Back to Jobs returns to the searched list the job was opened from, with its words', async ({
  page,
}) => {
  const list = '/jobs/all?q=driver&location=harare'
  await page.goto(list)
  await jobCards(page)
    .first()
    .getByRole('link', { name: /View and Apply/ })
    .click()
  await expect(page).toHaveURL(/\/job\//)
  // on to the employer's page: the list is two entries back now
  await page.locator('article header a[href^="/employers/"]').click()
  await expect(page).toHaveURL(/\/employers\//)
  await page.getByRole('link', { name: /Back to Jobs/ }).click()
  await expect(page).toHaveURL(new RegExp(`${list.replace(/[?]/g, '\\?')}$`))
  const chosen = page.getByRole('list', { name: 'Search and filters' })
  await expect(chosen.getByRole('link', { name: 'Clear search: “driver”' })).toBeVisible()
  await expect(chosen.getByRole('link', { name: /Remove filter: Harare/ })).toBeVisible()
})

test('Back to Jobs returns to a long filtered list where the reader was', async ({ page }) => {
  await page.goto('/?type=full-time')
  const load = page.getByRole('button', { name: 'Load More Jobs' })
  await load.click()
  await expect(jobCards(page)).toHaveCount(8)
  const card = jobCards(page).nth(6)
  await card.scrollIntoViewIfNeeded()
  const y = await page.evaluate(() => window.scrollY)
  expect(y).toBeGreaterThan(1000)
  await card.getByRole('link', { name: /View and Apply/ }).click()
  await expect(page).toHaveURL(/\/job\//)
  await page.getByRole('link', { name: /Back to Jobs/ }).click()
  await expect(page).toHaveURL(/\/\?type=full-time$/)
  // Every card the reader had is back; back near the end, the list may fetch its next page by
  // itself (the paging sentinel), as it would have had they scrolled there.
  await expect.poll(() => jobCards(page).count()).toBeGreaterThanOrEqual(8)
  await expect
    .poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 })
    .toBeGreaterThan(y - 50)
})

test('a job opened on its own (a link in a message) has Back to Jobs to the home page', async ({
  page,
}) => {
  await page.goto('/jobs/all')
  const href = await jobCards(page)
    .first()
    .getByRole('link', { name: /View and Apply/ })
    .getAttribute('href')
  const fresh = await page.context().newPage()
  await fresh.goto(href ?? '/')
  const back = fresh.getByRole('link', { name: /Back to Jobs/ })
  await expect(back).toHaveAttribute('href', '/')
  await back.click()
  await expect(fresh).toHaveURL(/\/$/)
  await expect(jobCards(fresh).first()).toBeVisible()
})
