import { expect, test } from './test.ts'

import { BEYOND_FIRST_PAGE_TITLE } from './fixtures.ts'
import { failOnConsoleErrors, jobCards, skipSplash, visibleSearchBox } from './support.ts'

test.beforeEach(async ({ page }) => {
  await skipSplash(page)
})

test('home shows the hero, chips with server counts, and four jobs at a time', async ({
  page,
  request,
}) => {
  const assertNoErrors = failOnConsoleErrors(page)
  const counts = (await (await request.get('/api/jobs/counts')).json()) as Record<string, number>
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Find Your Next Dream Job' })).toBeVisible()
  await expect(
    page.getByText(
      'Every job in Zimbabwe with a live countdown to its deadline. Free, no sign-in.',
      { exact: true },
    ),
  ).toBeVisible()

  const chips = page.getByRole('navigation', { name: 'Filter jobs by deadline' })
  await expect(chips.getByRole('link', { name: `All ${counts.active}` })).toBeVisible()
  await expect(chips.getByRole('link', { name: `Urgent ${counts.urgent}` })).toBeVisible()
  await expect(chips.getByRole('link', { name: `Critical ${counts.critical}` })).toBeVisible()
  await expect(chips.getByRole('link', { name: `Archives ${counts.expired}` })).toBeVisible()

  await expect(jobCards(page)).toHaveCount(4)
  await page.getByRole('button', { name: 'Load More Jobs' }).click()
  // four more; the list's end, now in view, may load four more by itself at once
  await expect.poll(() => jobCards(page).count()).toBeGreaterThanOrEqual(8)
  expect((await jobCards(page).count()) % 4).toBe(0)
  await expect(
    jobCards(page)
      .first()
      .getByText(/EXPIRES IN|EXPIRES SOON|CRITICAL|Open until filled/),
  ).toBeVisible()
  assertNoErrors()
})

test('a list opened showing more jobs (Load More without the app) goes on from there', async ({
  page,
}) => {
  const assertNoErrors = failOnConsoleErrors(page)
  await page.goto('/jobs/all?shown=24')
  await expect(jobCards(page)).toHaveCount(24)
  // the count is the first drawing's only: not the address's, nor the next list's
  await expect(page).toHaveURL(/\/jobs\/all$/)
  await page.getByRole('button', { name: 'Load More Jobs' }).click()
  await expect(jobCards(page)).toHaveCount(28)
  const chips = page.getByRole('navigation', { name: 'Filter jobs by deadline' })
  await chips.getByRole('link', { name: /^Urgent/ }).click()
  await expect(page).toHaveURL(/\/jobs\/urgent$/)
  await chips.getByRole('link', { name: /^All/ }).click()
  await expect(page).toHaveURL(/\/jobs\/all$/)
  await expect(jobCards(page)).toHaveCount(4)
  assertNoErrors()
})

test('scrolling to the end of the list loads more by itself', async ({ page }) => {
  await page.goto('/jobs/all')
  await expect(jobCards(page)).toHaveCount(4)
  await page.getByRole('button', { name: 'Load More Jobs' }).scrollIntoViewIfNeeded()
  await expect.poll(() => jobCards(page).count()).toBeGreaterThan(4)
})

test('each chip opens its list page with its heading and only its class of jobs', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('link', { name: /^Critical \d+$/ }).click()
  await expect(page).toHaveURL(/\/jobs\/critical$/)
  await expect(page.getByRole('heading', { name: 'Critical Jobs', level: 1 })).toBeVisible()
  await expect(page.getByText('Applications closing within 3 days - Apply now!')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home')
  // Wait for the cards, so that the check below looks at real labels rather than none.
  await expect(jobCards(page).first()).toBeVisible()
  for (const label of await jobCards(page)
    .getByText(/EXPIRES IN|EXPIRES SOON|CRITICAL|EXPIRED/)
    .allTextContents()) {
    expect(label).toBe('CRITICAL')
  }

  await page.getByRole('link', { name: /^Urgent \d+$/ }).click()
  await expect(page.getByRole('heading', { name: 'Urgent Jobs', level: 1 })).toBeVisible()
  await expect(page.getByText('Applications closing in 3-5 days')).toBeVisible()
  await expect(jobCards(page).first().getByText('EXPIRES SOON')).toBeVisible()

  await page.getByRole('link', { name: /^Archives \d+$/ }).click()
  await expect(page.getByRole('heading', { name: 'Archived Jobs', level: 1 })).toBeVisible()
  const closedCard = jobCards(page).first()
  // the day it closed, in words, not a countdown of zeros ("Closed" alone for a job its source
  // withdrew before its deadline, which says why on the card)
  await expect(closedCard.locator('[data-urgency="closed"]')).toHaveText(
    /^Closed( (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d{1,2} [A-Z][a-z]+ \d{4})?$/,
  )
  await expect(closedCard.getByRole('button', { name: 'Share' })).toBeEnabled()
  // the closed advert opens, to be read again
  const title = (await closedCard.getByRole('heading').textContent()) ?? ''
  await closedCard.getByRole('link', { name: /^Read the closed advert/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  // why it takes no applications: past its day, or withdrawn, filled or aged out (the first
  // archived card may be any of these)
  await expect(
    page.getByText(
      /^(Applications for this job have closed\.|This job is no longer listed by its source\.|The employer has filled this job; applications are closed\.|This job gave no closing date and was posted long ago: closed\.)$/,
    ),
  ).toBeVisible()
})

test('sort by expiring soon puts the nearest deadline first', async ({ page }) => {
  await page.goto('/jobs/all')
  // the order is in the filter sheet, its first group
  await page.locator('summary', { hasText: 'Filters' }).click()
  await page.getByRole('radio', { name: 'Expiring soon' }).check()
  await expect(page).toHaveURL(/\/jobs\/all\?sort=expiring$/)
  await expect(page.getByRole('radio', { name: 'Expiring soon' })).toBeChecked()
  await page.keyboard.press('Escape')
  await expect(jobCards(page).first().getByText('CRITICAL')).toBeVisible()
})

test('search finds a job that is not in the first page the server sent', async ({ page }) => {
  await page.goto('/')
  await expect(jobCards(page)).toHaveCount(4)
  const box = visibleSearchBox(page)
  await box.fill('  apiculture ')
  await box.press('Enter')
  await expect(page.getByRole('heading', { name: BEYOND_FIRST_PAGE_TITLE })).toBeVisible()
  await expect(jobCards(page)).toHaveCount(1)
  await box.fill('no such job anywhere zzz')
  // typing alone changes nothing; sending does
  await expect(jobCards(page)).toHaveCount(1)
  await box.press('Enter')
  await expect(
    page.getByText('No jobs match “no such job anywhere zzz”. Try fewer or other words.'),
  ).toBeVisible()
})

test('an unknown path shows the 404 page, answered with status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle('Page Not Found | JobsZW')
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('the theme starts dark and the choice survives a reload', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await page.getByRole('button', { name: 'Switch to light theme' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
})
