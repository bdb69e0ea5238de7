import { expect, type Page } from '@playwright/test'

/** Console errors fail the journey (epic-stack); 404 warnings are expected and allowed. */
export function failOnConsoleErrors(page: Page): () => void {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return () => expect(errors).toEqual([])
}

/**
 * Opens `path` as a phone on a slow network sees it at first: the server's page on screen, the
 * app's code held back (and the splash skipped) until `releaseApp` is called.
 */
export async function openBeforeTheApp(
  page: Page,
  path: string,
): Promise<{ releaseApp: () => void; noConsoleErrors: () => void }> {
  await skipSplash(page)
  const noConsoleErrors = failOnConsoleErrors(page)
  let releaseApp = () => {}
  const released = new Promise<void>((resolve) => (releaseApp = resolve))
  await page.route('**/assets/app-*.js', async (route) => {
    await released
    await route.continue()
  })
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  return { releaseApp, noConsoleErrors }
}

/** Skips the start-up splash (shown once per tab) so tests see the page at once. */
export async function skipSplash(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('splash-shown', '1'))
}

export function visibleSearchBox(page: Page) {
  return page.getByRole('searchbox').locator('visible=true').first()
}

export const jobCards = (page: Page) => page.locator('#job-listings article')
