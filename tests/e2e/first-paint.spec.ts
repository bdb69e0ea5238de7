/**
 * The first paint of a server-rendered page (docs/decisions/010-app-after-first-paint.md): it
 * needs the HTML alone, the app is fetched after it, and what the reader types meanwhile is kept.
 * Uses Playwright's own test: these pages must be looked at before the app has taken over.
 */
import { expect, test, type Page } from '@playwright/test'

import { failOnConsoleErrors, openBeforeTheApp, visibleSearchBox } from './support.ts'
import { waitForApp } from './test.ts'

/** A page's search box: the header's, or on a phone the Menu's. */
async function searchBoxOutsideTheList(page: Page) {
  const menuButton = page.getByRole('button', { name: 'Menu' })
  if (await menuButton.isVisible()) await menuButton.click()
  return visibleSearchBox(page)
}

test('a server-rendered page carries its CSS and paints before any app code is requested', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text()
  expect(html).toMatch(/<style>[^<]*--color-bg/)
  // nothing linked that the paint waits for; the whole stylesheet is there only disabled, which
  // the browser does not fetch (docs/decisions/075)
  const links = html.match(/<link\b[^>]*\brel="?(stylesheet|modulepreload)[^>]*>/g) ?? []
  expect(links.filter((tag) => !/\sdisabled[\s>]/.test(tag))).toEqual([])

  const noConsoleErrors = failOnConsoleErrors(page)
  await page.goto('/')
  await waitForApp(page)
  const { contentfulPaint, scripts } = await page.evaluate(() => ({
    contentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
      .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
  }))
  expect(contentfulPaint).not.toBeNull()
  const [entry, ...app] = scripts
  // index.html's small entry is the only script requested before the page is on screen
  expect(entry?.name).toMatch(/^\/assets\/index-[\w-]+\.js$/)
  expect(app.find((script) => script.name.includes('/app-'))).toBeDefined()
  for (const script of app) expect(script.startTime).toBeGreaterThan(contentfulPaint ?? Infinity)
  noConsoleErrors()
})

test('text typed into the server page before the app takes over stays, with its focus', async ({
  page,
}) => {
  const { releaseApp, noConsoleErrors } = await openBeforeTheApp(page, '/')
  // the hero's on a phone, the header's on a desktop; the same id once the app has replaced it
  const id = await visibleSearchBox(page).getAttribute('id')
  const search = page.locator(`#${id}`)
  await search.click()
  await search.pressSequentially('nurse')
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined()
  releaseApp()
  await waitForApp(page)

  await expect(search).toHaveValue('nurse')
  await expect(search).toBeFocused()
  // the app took the text as typing: sent, it searches for it
  await page.keyboard.type(' general')
  await expect(search).toHaveValue('nurse general')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL((url) => url.search === '?q=nurse+general')
  await expect(page.locator('#job-listings article').first()).toContainText(/nurse/i)
  noConsoleErrors()
})

test('a search submitted before the app has loaded is run by the server, and kept by the app', async ({
  page,
}) => {
  const { releaseApp, noConsoleErrors } = await openBeforeTheApp(page, '/about')
  // On a phone, in the Menu, which the browser opens without the app (menu.spec.ts)
  const search = await searchBoxOutsideTheList(page)
  await search.fill('nurse')
  await search.press('Enter')
  // the form's own GET, the browser's plain navigation: to the list of all jobs, with ?q=
  await page.waitForURL((url) => url.pathname === '/jobs/all' && url.search === '?q=nurse')
  // the server ran the search: the list and the box are right before any app code runs (on a
  // phone the box is the Menu's, closed now)
  await expect(page.locator('#header-search')).toHaveValue('nurse')
  const firstCard = page.locator('#job-listings article').first()
  await expect(firstCard).toContainText(/nurse/i)
  const serverTitles = await page.locator('#job-listings article h3').allTextContents()
  expect(serverTitles.length).toBeGreaterThan(0)
  releaseApp()
  await waitForApp(page)

  // the app hydrated the same page: the words stay in the box and in the address
  await expect(page).toHaveURL((url) => url.pathname === '/jobs/all' && url.search === '?q=nurse')
  await expect(page.locator('#header-search')).toHaveValue('nurse')
  await expect(firstCard).toContainText(/nurse/i)
  noConsoleErrors()
})

test.describe('with no JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a search from any page lists what it found', async ({ page }) => {
    await page.goto('/about')
    const search = await searchBoxOutsideTheList(page)
    await search.fill('nurse')
    await search.press('Enter')
    await page.waitForURL((url) => url.search === '?q=nurse')
    expect(new URL(page.url()).pathname).toBe('/jobs/all')
    await expect(page.locator('#header-search')).toHaveValue('nurse')
    // on a phone too, where the box is in the Menu, the list says what it was searched for
    await expect(page.getByRole('link', { name: 'Clear search: “nurse”' })).toBeVisible()
    const titles = await page.locator('#job-listings article h3').allTextContents()
    expect(titles.length).toBeGreaterThan(0)
    await expect(page.locator('#job-listings article').first()).toContainText(/nurse/i)
  })
})
