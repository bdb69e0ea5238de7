import { type Page } from '@playwright/test'

import { expect, test } from './test.ts'

import { skipSplash } from './support.ts'
import { routeTurnstile } from './turnstile-stand-in.ts'

async function fillContact(page: Page) {
  await page.getByLabel('Name').fill('Rudo Moyo')
  await page.getByLabel('Email').fill('rudo@example.com')
  await page.getByLabel('Subject').fill('A listing question')
  await page.getByLabel('Message').fill('Is the Agronomist job in Chinhoyi still open?')
}

test.beforeEach(async ({ page }) => {
  await skipSplash(page)
})

test('the contact form sends once the bot check passes, and the server accepts it', async ({
  page,
}) => {
  await routeTurnstile(page)
  await page.goto('/contact')
  await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible()
  await expect(page.getByText('Bindura, Zimbabwe')).toBeVisible()
  await fillContact(page)
  const send = page.getByRole('button', { name: 'Send Message' })
  await expect(send).toBeDisabled()
  await page.getByRole('button', { name: 'Verify you are human' }).click()
  const posted = page.waitForResponse((r) => r.url().endsWith('/api/contact'))
  await send.click()
  expect((await posted).status()).toBe(201)
  await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible()
  await page.getByRole('button', { name: 'Send Another Message' }).click()
  await expect(page.getByLabel('Name')).toHaveValue('')
})

test('a failing bot check is refused by the server and the user is told', async ({ page }) => {
  await routeTurnstile(page, 'a-token-the-server-rejects')
  await page.goto('/contact')
  await fillContact(page)
  await page.getByRole('button', { name: 'Verify you are human' }).click()
  const posted = page.waitForResponse((r) => r.url().endsWith('/api/contact'))
  await page.getByRole('button', { name: 'Send Message' }).click()
  expect((await posted).status()).toBe(403)
  await expect(page.getByText('Error', { exact: true })).toBeVisible()
  await expect(
    page.getByText(/Failed to send message\. Please try again or email us directly at/),
  ).toBeVisible()
  await expect(page.getByLabel('Message')).toHaveValue(
    'Is the Agronomist job in Chinhoyi still open?',
  )
})

test('offline, the draft is kept and sent once the network is back', async ({ page, context }) => {
  await routeTurnstile(page)
  await page.goto('/contact')
  await fillContact(page)
  await page.getByRole('button', { name: 'Verify you are human' }).click()
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('alert').filter({ hasText: "You're offline" })).toBeVisible()
  await context.setOffline(false)
  await page.reload()
  await expect(page.getByLabel('Message')).toHaveValue(
    'Is the Agronomist job in Chinhoyi still open?',
  )
  await page.getByRole('button', { name: 'Verify you are human' }).click()
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible()
})

test('the API refuses bad form bodies with JSON errors', async ({ request }) => {
  const response = await request.post('/api/contact', { data: { name: '', email: 'x' } })
  expect(response.status()).toBe(400)
  expect(await response.json()).toMatchObject({ error: { code: 'invalid_field' } })
})
