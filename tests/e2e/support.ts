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
 * Holds back the app's code, as a phone on a slow network would, until the returned function
 * releases it; the server's page is on screen meanwhile.
 */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/app-*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** Skips the start-up splash (shown once per tab) so tests see the page at once. */
export async function skipSplash(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('splash-shown', '1'))
}

export function visibleSearchBox(page: Page) {
  return page.getByRole('searchbox').locator('visible=true').first()
}

export const jobCards = (page: Page) => page.locator('#job-listings article')
