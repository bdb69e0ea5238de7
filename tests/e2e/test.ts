/**
 * Playwright's test with pages that wait, after every goto and reload, until the app has taken
 * over the server-rendered HTML (RootLayout marks <html data-app="ready">). Before that the page
 * is the server's: it shows everything but does not respond yet; typed text is carried over
 * (first-paint.spec.ts) but clicks are not. Pages without the app (browser error pages) pass.
 */
import { test as base, type Page } from '@playwright/test'

export { expect } from '@playwright/test'

export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.dataset.app === 'ready' || !document.getElementById('root'),
  )
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (...args) => {
      const response = await goto(...args)
      await waitForApp(page)
      return response
    }
    page.reload = async (...args) => {
      const response = await reload(...args)
      await waitForApp(page)
      return response
    }
    await use(page)
  },
})
