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

/** Skips the start-up splash (shown once per tab) so tests see the page at once. */
export async function skipSplash(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('splash-shown', '1'))
}

export function visibleSearchBox(page: Page) {
  return page.getByRole('searchbox').locator('visible=true').first()
}

export const jobCards = (page: Page) => page.locator('#job-listings article')
