/**
 * The phone's Menu (src/client/components/layout/mobile-menu.tsx) is a popover: the browser opens
 * it from the server's HTML alone, so it works before the app has loaded on a slow link and with
 * JavaScript off; the app then takes over the open menu. Uses Playwright's own test, which does
 * not wait for the app after each goto.
 */
import { expect, test } from '@playwright/test'

import { failOnConsoleErrors, openBeforeTheApp, skipSplash } from './support.ts'
import { waitForApp } from './test.ts'

test.skip(({ isMobile }) => !isMobile, 'the Menu button shows on small screens only')

test.describe('with no JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the Menu opens, and its links and search work', async ({ page }) => {
    await page.goto('/blog')
    const menu = page.getByRole('navigation', { name: 'Menu' })
    await expect(menu).toBeHidden()

    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(menu).toBeVisible()
    await menu.getByRole('link', { name: 'Contact' }).click()
    await page.waitForURL('**/contact')
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/contact/i)

    await page.getByRole('button', { name: 'Menu' }).click()
    const search = page.locator('#menu-search')
    await search.fill('nurse')
    await search.press('Enter')
    await page.waitForURL((url) => url.pathname === '/jobs/all' && url.search === '?q=nurse')
    await expect(page.locator('#job-listings article').first()).toContainText(/nurse/i)
  })
})

test('a Menu opened before the app has loaded stays open, and the app then runs it', async ({
  page,
}) => {
  const { releaseApp, noConsoleErrors } = await openBeforeTheApp(page, '/about')
  const menuButton = page.getByRole('button', { name: 'Menu' })
  const menu = page.getByRole('navigation', { name: 'Menu' })

  // The icon is the stylesheet's: three lines for "open the menu", a cross once it is open.
  const [linesIcon, crossIcon] = [
    menuButton.locator('path').first(),
    menuButton.locator('path').last(),
  ]
  await expect(linesIcon).toBeVisible()
  await expect(crossIcon).toBeHidden()

  await menuButton.click()
  await expect(menu).toBeVisible()
  await expect(crossIcon).toBeVisible()
  await expect(linesIcon).toBeHidden()
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined()

  releaseApp()
  await waitForApp(page)
  await expect(menu).toBeVisible()
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
  // The app took it over: Escape closes it and gives the focus back to the button.
  await menu.getByRole('link', { name: 'Blog' }).focus()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
  await expect(menuButton).toBeFocused()
  await expect(linesIcon).toBeVisible()
  await expect(crossIcon).toBeHidden()
  noConsoleErrors()
})

test('the app’s Menu: opens on its first link, closes on a tap outside, on Menu and on a link', async ({
  page,
}) => {
  const noConsoleErrors = failOnConsoleErrors(page)
  await skipSplash(page)
  await page.goto('/about')
  await waitForApp(page)
  const menuButton = page.getByRole('button', { name: 'Menu' })
  const menu = page.getByRole('navigation', { name: 'Menu' })

  await menuButton.click()
  await expect(menu).toBeVisible()
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
  await expect(menu.getByRole('link', { name: 'All Jobs' })).toBeFocused()
  // under the header, the page's full width
  const header = await page.locator('header').first().boundingBox()
  const panel = await page.locator('#mobile-menu').boundingBox()
  expect(panel?.y).toBeCloseTo((header?.y ?? 0) + (header?.height ?? 0), 0)
  expect(panel?.width).toBe(page.viewportSize()?.width)

  await page.mouse.click(200, 700)
  await expect(menu).toBeHidden()
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false')

  await menuButton.click()
  await expect(menu).toBeVisible()
  await menuButton.click()
  await expect(menu).toBeHidden()

  await menuButton.click()
  await menu.getByRole('link', { name: 'FAQ' }).click()
  await expect(page).toHaveURL(/\/faq$/)
  await expect(menu).toBeHidden()
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
  noConsoleErrors()
})
