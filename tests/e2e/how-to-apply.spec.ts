/**
 * The job page's "How to apply" box (docs/product.md#job-page): one-tap ways to apply read out
 * of the advert by the server, and a documents checklist whose ticks stay on the device through
 * a reload and with no network.
 */
import { type Page } from '@playwright/test'

import { expect, test } from './test.ts'

import { APPLY_BY_EMAIL_COMPANY } from './fixtures.ts'
import {
  failOnConsoleErrors,
  jobCards,
  readStored,
  skipSplash,
  visibleSearchBox,
  waitForJobOnDevice,
} from './support.ts'

/** the ticks' key in the device's storage (src/client/features/jobs/lib/document-ticks.ts) */
const DOCUMENT_TICKS_KEY = 'document-ticks'
const NATIONAL_ID = 'Certified copy of national ID'

test.beforeEach(async ({ page }) => {
  await skipSplash(page)
})

/** Finds the job applied for by email and opens its page the way a reader does. */
async function openTheJob(page: Page): Promise<void> {
  await visibleSearchBox(page).fill(APPLY_BY_EMAIL_COMPANY)
  await visibleSearchBox(page).press('Enter')
  await expect(jobCards(page)).toHaveCount(1)
  await jobCards(page)
    .getByRole('link', { name: /View and Apply/ })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Stores Bookkeeper' })).toBeVisible()
}

async function tickAndKeep(page: Page, label: string): Promise<void> {
  await page.getByRole('checkbox', { name: label }).check()
  // the tick is written to the device in the background; a reload before that would lose it
  await expect.poll(() => readStored(page, DOCUMENT_TICKS_KEY)).toContain(label)
}

test('the ways to apply are one tap each, and ticked documents stay ticked', async ({ page }) => {
  const assertNoErrors = failOnConsoleErrors(page)
  await page.goto('/')
  await openTheJob(page)

  const box = page.getByRole('region', { name: 'How to apply' })
  await expect(box.getByText('Quote reference: ACC/01')).toBeVisible()
  await expect(box.getByRole('link', { name: 'Email your application' })).toHaveAttribute(
    'href',
    'mailto:hr@acme.example?subject=ACC%2F01',
  )
  const whatsapp = box.getByRole('link', { name: 'WhatsApp' })
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/263772123456\?text=/)
  await expect(box.getByText('0772 123 456')).toBeVisible()
  const documents = box.getByRole('group', { name: 'Documents to send' })
  await expect(documents.getByRole('checkbox')).toHaveCount(3)

  await tickAndKeep(page, NATIONAL_ID)
  await page.reload()
  await expect(page.getByRole('checkbox', { name: NATIONAL_ID })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'CV' })).not.toBeChecked()
  assertNoErrors()
})

test.describe('with no network', () => {
  test.use({ serviceWorkers: 'allow' })

  test('a job opened before shows its ways to apply and its ticks', async ({ page, context }) => {
    await page.goto('/')
    await expect(page.getByText('Ready to work offline')).toBeVisible({ timeout: 20_000 })
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true)
    await openTheJob(page)
    await tickAndKeep(page, 'CV')
    await waitForJobOnDevice(page, new URL(page.url()).pathname.split('/').pop() ?? '')

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Stores Bookkeeper' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Email your application' })).toBeVisible()
    await expect(page.getByRole('checkbox', { name: 'CV' })).toBeChecked()
    await page.getByRole('checkbox', { name: NATIONAL_ID }).check()
    await expect(page.getByRole('checkbox', { name: NATIONAL_ID })).toBeChecked()
  })
})
