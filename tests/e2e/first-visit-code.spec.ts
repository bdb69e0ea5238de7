/**
 * What a first visit of / leaves until it is wanted: the push code never comes to a device
 * without push on (Chromium has push, so only the device's state keeps it away), the toasts'
 * code comes with the first toast, and neither the advert check's nor the filters' is fetched by
 * the page.
 */
import { expect, test } from './test.ts'

import { failOnConsoleErrors, jobCards, skipSplash } from './support.ts'

test.beforeEach(async ({ page }) => {
  await skipSplash(page)
})

test('a first visit of / fetches no push code and no toaster until a toast', async ({ page }) => {
  const checkConsole = failOnConsoleErrors(page)
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/')
  await expect(jobCards(page).first()).toBeVisible()
  // the app is in charge, and what it fetches after the first paint has come
  await page.waitForLoadState('networkidle')
  expect(await page.evaluate(() => typeof PushManager)).toBe('function')
  expect(scripts.some((path) => path.includes('/framework-'))).toBe(true)
  expect(scripts.filter((path) => /push-sync|push-subscription|toaster/.test(path))).toEqual([])
  // nor the advert check's page and rules (decision 071): the precache brings them later
  expect(scripts.filter((path) => /\/(check|check-on-phone|scam-rules)-/.test(path))).toEqual([])
  // nor the filters' (decision 074): the server's sheet stands until it is touched
  expect(scripts.filter((path) => /\/list-filters-/.test(path))).toEqual([])

  // the first toast brings its code, and shows
  await jobCards(page).first().getByRole('button', { name: /^Save/ }).click()
  await expect(page.locator('[data-toast]').first()).toBeVisible()
  expect(scripts.some((path) => /\/toaster-[\w-]+\.js$/.test(path))).toBe(true)
  expect(scripts.filter((path) => /push-sync/.test(path))).toEqual([])
  checkConsole()
})
