import type { Page } from '@playwright/test'

import { E2E_PASSING_TOKEN } from './fixtures.ts'

const SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js*'

/**
 * Serves a stand-in for Cloudflare Turnstile's api.js (no internet here). Its widget shows a
 * checkbox-like button; clicking it issues `token` (the passing token unless told otherwise).
 */
export async function routeTurnstile(page: Page, token = E2E_PASSING_TOKEN): Promise<void> {
  const script = `
    window.turnstile = {
      render(container, options) {
        const button = document.createElement('button')
        button.type = 'button'
        button.textContent = 'Verify you are human'
        button.onclick = () => { button.textContent = 'Verified'; options.callback(${JSON.stringify(token)}) }
        container.replaceChildren(button)
        return 'w' + Math.random()
      },
      reset() {},
      remove() {},
    }`
  await page.route(SCRIPT_URL, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: script }),
  )
}
