/**
 * Search and filters live in the page's address (docs/decisions/026): a search can be shared,
 * reloaded and gone Back from; the filters work as a plain form without JavaScript; offline, the
 * same search runs over the jobs kept on the device. The queries come from the demo jobs the e2e
 * server loads (src/server/demo/demo-jobs.data.ts) and tests/e2e/fixtures.ts.
 */
import { test as testWithoutTheApp, type Page } from '@playwright/test'

import { expect, test } from './test.ts'

import { failOnConsoleErrors, jobCards, skipSplash, visibleSearchBox } from './support.ts'

test.beforeEach(async ({ page }) => {
  await skipSplash(page)
})

const resultCount = (page: Page) => page.locator('#job-listings [role="status"]').first()
const titles = (page: Page) => jobCards(page).locator('h3').allTextContents()

async function openFilters(page: Page) {
  const filters = page.locator('#job-listings summary', { hasText: 'Filters' })
  await filters.click()
  const form = page.getByRole('form', { name: 'Filters' })
  await expect(form).toBeVisible()
  return form
}

test('a two-word search goes into the address, survives a reload, and Back undoes it', async ({
  page,
}) => {
  const noConsoleErrors = failOnConsoleErrors(page)
  await page.goto('/')
  await expect(jobCards(page)).toHaveCount(4)
  const before = await titles(page)

  // the words in either order, in different fields: the title and the town
  await visibleSearchBox(page).fill('bulawayo driver')
  await visibleSearchBox(page).press('Enter')
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '?q=bulawayo+driver')
  await expect(jobCards(page)).toHaveCount(1)
  await expect(jobCards(page).first().getByRole('heading')).toHaveText('Driver (Class 2)')
  await expect(resultCount(page)).toHaveText('1 job')

  await page.reload()
  await expect(page).toHaveURL(/\/\?q=bulawayo\+driver$/)
  await expect(visibleSearchBox(page)).toHaveValue('bulawayo driver')
  await expect(jobCards(page).first().getByRole('heading')).toHaveText('Driver (Class 2)')

  await page.goBack()
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '')
  await expect(visibleSearchBox(page)).toHaveValue('')
  await expect(jobCards(page)).toHaveCount(4)
  expect(await titles(page)).toEqual(before)
  noConsoleErrors()
})

test('a town ticked in Filters applies at once: the address, the results and the counts follow', async ({
  page,
  request,
}) => {
  const noConsoleErrors = failOnConsoleErrors(page)
  const facets = (await (await request.get('/api/jobs/facets?status=active')).json()) as {
    location: { value: string; count: number }[]
  }
  const bulawayo = facets.location.find((facet) => facet.value === 'bulawayo')?.count ?? 0
  expect(bulawayo).toBeGreaterThan(1)
  await page.goto('/jobs/all')
  const form = await openFilters(page)
  const town = form.getByRole('group', { name: 'Town' })
  const box = town.getByRole('checkbox', { name: new RegExp(`^Bulawayo ?${bulawayo}$`) })
  await expect(box).not.toBeChecked()
  const harare = await town
    .getByRole('checkbox', { name: /^Harare/ })
    .locator('..')
    .textContent()

  await box.check()
  await expect(page).toHaveURL(/\/jobs\/all\?location=bulawayo$/)
  await expect(resultCount(page)).toHaveText(`${bulawayo} jobs`)
  // each town still counts what it would add; the other filters count within Bulawayo
  await expect(town.getByRole('checkbox', { name: /^Harare/ }).locator('..')).toHaveText(
    harare ?? '',
  )
  const within = (await (
    await request.get('/api/jobs/facets?status=active&location=bulawayo')
  ).json()) as { type: { value: string; count: number }[] }
  const fullTime = within.type.find((facet) => facet.value === 'full-time')?.count
  await expect(
    form.getByRole('group', { name: 'Job type' }).getByRole('checkbox', { name: /^Full-time/ }),
  ).toHaveAccessibleName(`Full-time ${fullTime}`)

  // closed with Escape, the focus back on its button; the results are Bulawayo's
  await page.keyboard.press('Escape')
  await expect(form).toBeHidden()
  await expect(page.locator('#job-listings summary', { hasText: 'Filters' })).toBeFocused()
  for (const card of await jobCards(page).all()) await expect(card).toContainText(/Bulawayo/)
  await expect(
    page.getByRole('link', { name: `Remove filter: Bulawayo (${bulawayo} jobs)` }),
  ).toBeVisible()
  noConsoleErrors()
})

test('the filters open and apply from the keyboard', async ({ page }) => {
  await page.goto('/jobs/all')
  const filters = page.locator('#job-listings summary', { hasText: 'Filters' })
  await filters.focus()
  await page.keyboard.press('Enter')
  const form = page.getByRole('form', { name: 'Filters' })
  await expect(form).toBeVisible()
  // the order first (its chosen radio), then the towns
  await page.keyboard.press('Tab')
  await expect(form.getByRole('radio', { name: 'Newest' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(form.getByRole('checkbox', { name: /^Harare/ })).toBeFocused()
  await page.keyboard.press('Space')
  await expect(page).toHaveURL(/\?location=harare$/)
  await expect(form.getByRole('checkbox', { name: /^Harare/ })).toBeChecked()
  await expect(form.getByRole('checkbox', { name: /^Harare/ })).toBeFocused()
})

test('a search that finds nothing says so, and the filters and the search can be cleared', async ({
  page,
}) => {
  await page.goto('/jobs/all?q=nurse&location=victoria-falls')
  await expect(page.getByText('No jobs match “nurse” with these filters.')).toBeVisible()
  await expect(resultCount(page)).toHaveText('0 jobs')
  await page.locator('#job-listings').getByRole('link', { name: 'Clear filters' }).last().click()
  await expect(page).toHaveURL(/\/jobs\/all\?q=nurse$/)
  await expect(jobCards(page).first().getByRole('heading')).toHaveText('Registered General Nurse')

  await visibleSearchBoxOrMenu(page, 'zzqx no such job')
  await expect(
    page.getByText('No jobs match “zzqx no such job”. Try fewer or other words.'),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Clear search', exact: true }).click()
  await expect(page).toHaveURL(/\/jobs\/all$/)
  await expect(jobCards(page)).toHaveCount(4)
})

/** Sends `words` from the search box a reader sees: the header's, or on a phone the Menu's. */
async function visibleSearchBoxOrMenu(page: Page, words: string) {
  const menuButton = page.getByRole('button', { name: 'Menu' })
  if (await menuButton.isVisible()) await menuButton.click()
  const box = visibleSearchBox(page)
  await box.fill(words)
  await box.press('Enter')
}

// Playwright's own test: these pages have no app to wait for.
testWithoutTheApp.describe('with no JavaScript', () => {
  testWithoutTheApp.use({ javaScriptEnabled: false })

  testWithoutTheApp(
    'a shared search with a town shows its jobs, and the filter form applies more',
    async ({ page }) => {
      await page.goto('/jobs/all?q=officer&location=bulawayo')
      await expect(resultCount(page)).toHaveText('3 jobs')
      expect(await titles(page)).toEqual(
        expect.arrayContaining(['Finance and Administration Officer', 'Quality Assurance Officer']),
      )
      for (const card of await jobCards(page).all()) await expect(card).toContainText(/Bulawayo/)

      const form = await openFilters(page)
      await expect(form.getByRole('checkbox', { name: /^Bulawayo/ })).toBeChecked()
      await form.getByRole('checkbox', { name: /^Harare/ }).check()
      await form.getByRole('button', { name: 'Apply filters' }).click()
      // the browser's own GET: each ticked town once, the search kept
      await page.waitForURL((url) => url.searchParams.getAll('location').length === 2)
      const url = new URL(page.url())
      expect(url.pathname).toBe('/jobs/all')
      expect(url.searchParams.get('q')).toBe('officer')
      expect(url.searchParams.getAll('location').sort()).toEqual(['bulawayo', 'harare'])
      await expect(resultCount(page)).toHaveText(/^\d+ jobs$/)
      expect(await titles(page)).toContain('Medical Officer')

      // a chip is a link that takes its town away
      await page.getByRole('link', { name: /^Remove filter: Harare/ }).click()
      // (the sheet's GET form sends its checked order too: the sort radios are in it)
      await expect(page).toHaveURL(/\/jobs\/all\?q=officer&location=bulawayo(&sort=relevance)?$/)
      await expect(resultCount(page)).toHaveText('3 jobs')
    },
  )

  testWithoutTheApp(
    'a search from the header keeps the list’s filters',
    async ({ page, isMobile }) => {
      testWithoutTheApp.skip(isMobile, 'the phone’s search box is in the Menu (menu.spec.ts)')
      await page.goto('/jobs/all?location=bulawayo')
      await visibleSearchBox(page).fill('driver')
      await visibleSearchBox(page).press('Enter')
      await page.waitForURL((url) => url.searchParams.get('q') === 'driver')
      expect(new URL(page.url()).searchParams.get('location')).toBe('bulawayo')
      expect(await titles(page)).toEqual(['Driver (Class 2)'])
    },
  )
})

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' })

  test('a search runs over the jobs kept on the phone, says so, and offers nothing that needs the network', async ({
    page,
    context,
  }) => {
    const chunks: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/assets/')) chunks.push(new URL(request.url()).pathname)
    })
    await page.goto('/')
    await expect(jobCards(page).first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Email me new jobs like these' })).toBeVisible()
    await expect(page.getByText('Ready to work offline')).toBeVisible({ timeout: 20_000 })
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true)
    // the two teachers among the newest jobs the home page loaded
    await context.setOffline(true)
    await visibleSearchBox(page).fill('teacher')
    await visibleSearchBox(page).press('Enter')
    await expect(page).toHaveURL(/\/\?q=teacher$/)
    await expect(
      page.getByText(
        /^Offline: searched the \d+ jobs kept on this phone\. Connect to search every job\.$/,
      ),
    ).toBeVisible()
    // no alert offer: neither could be asked for without the network
    await expect(page.getByRole('button', { name: /new jobs like these/ })).toHaveCount(0)
    await expect
      .poll(async () => (await titles(page)).sort())
      .toEqual(['ECD Teacher', 'Grade 7 Teacher'])

    // a filter tapped offline searches the same copy
    const form = await openFilters(page)
    await form.getByRole('checkbox', { name: /^Harare/ }).check()
    await expect(page).toHaveURL(/\/\?q=teacher&location=harare$/)
    await page.keyboard.press('Escape')
    await expect
      .poll(async () => (await titles(page)).sort())
      .toEqual(['ECD Teacher', 'Grade 7 Teacher'])

    // a miss says how many were searched and that connecting searches them all, not "try
    // other words" as if no such job existed
    await page.goto('/?q=zzqx+no+such+job')
    const notice = page.getByText(
      /^Offline: searched the \d+ jobs kept on this phone\. Connect to search every job\.$/,
    )
    await expect(notice).toBeVisible()
    await expect(page.getByText('No jobs match “zzqx no such job”.', { exact: true })).toBeVisible()
    await expect(page.getByText(/Try fewer or other words/)).toHaveCount(0)
    await expect(page.getByText(/saved on this device/)).toHaveCount(0)
    await expect(page.getByRole('button', { name: /new jobs like these/ })).toHaveCount(0)
    expect(chunks.filter((path) => path.includes('alert-panel'))).toEqual([])

    await context.setOffline(false)
  })
})

testWithoutTheApp(
  'the chips and the no-match message the server drew stay on screen while the app takes over',
  async ({ page }) => {
    await skipSplash(page)
    // Every frame from the parsed page on notes whether the message is on screen. Frames drawn
    // while the server's HTML is still arriving may show the list half-read; the app takes over
    // only after the document is parsed, so those frames say nothing about the takeover.
    await page.addInitScript(() => {
      const seen: boolean[] = []
      Object.assign(window, { seenNoMatch: seen })
      const look = () => {
        const list = document.getElementById('job-listings')
        if (list) seen.push(/No jobs match/.test(list.textContent ?? ''))
        if (document.documentElement.dataset.app !== 'ready' || seen.length < 30)
          requestAnimationFrame(look)
      }
      document.addEventListener('DOMContentLoaded', () => requestAnimationFrame(look))
    })
    await page.goto('/jobs/all?q=astronaut+zzz')
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready')
    await page.waitForFunction(
      () => (window as { seenNoMatch?: boolean[] }).seenNoMatch!.length >= 30,
    )
    const seen = await page.evaluate(() => (window as { seenNoMatch?: boolean[] }).seenNoMatch)
    expect(seen?.length).toBeGreaterThan(0)
    expect(seen?.every(Boolean)).toBe(true)
  },
)

test('the filters’ code comes when first touched: the server’s sheet opens, and a tick applies with it open', async ({
  page,
}) => {
  const noConsoleErrors = failOnConsoleErrors(page)
  const filterCode: string[] = []
  const documents: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/list-filters-[\w-]+\.js$/.test(request.url())) filterCode.push(request.url())
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  await page.goto('/jobs/all')
  // The app has the page, and the sheet is still the server's: its code has not been fetched.
  expect(filterCode).toEqual([])

  const form = await openFilters(page)
  await form
    .getByRole('group', { name: 'Town' })
    .getByRole('checkbox', { name: /^Bulawayo/ })
    .check()
  await expect(page).toHaveURL(/\/jobs\/all\?location=bulawayo$/)
  expect(filterCode).toHaveLength(1)
  // Drawn by the app now: still open, the box still ticked, and it closes as the app's does.
  await expect(form).toBeVisible()
  await expect(form.getByRole('checkbox', { name: /^Bulawayo/ })).toBeChecked()
  await page.keyboard.press('Escape')
  await expect(form).toBeHidden()

  // A chip the server drew goes through the app too: no page is loaded.
  await page.goto('/jobs/all?location=harare')
  const loads = documents.length
  await page.getByRole('link', { name: /^Remove filter: Harare/ }).click()
  await expect(page).toHaveURL(/\/jobs\/all$/)
  await expect(page.getByRole('link', { name: /^Remove filter: Harare/ })).toHaveCount(0)
  expect(documents).toHaveLength(loads)
  noConsoleErrors()
})
