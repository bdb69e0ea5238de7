/**
 * A job alert as a reader makes one: from a searched and filtered list, with the bot check, then
 * the confirmation email (the e2e server sends to a local SMTP server and writes each message to
 * data/e2e-mail), the page its link opens and its Confirm button, and leaving with one click as a
 * mail provider would post it.
 */
import { mailTo } from './mail-sink.ts'
import { expect, test } from './test.ts'

import { failOnConsoleErrors, skipSplash } from './support.ts'
import { routeTurnstile } from './turnstile-stand-in.ts'

test('a reader makes an alert from a search, confirms it by email, and leaves with one click', async ({
  page,
}, testInfo) => {
  const assertNoErrors = failOnConsoleErrors(page)
  const email = `rudo-${testInfo.project.name}@example.org`
  await skipSplash(page)
  await routeTurnstile(page)
  await page.goto('/jobs/all?q=driver&location=bulawayo')
  await page.getByRole('button', { name: 'Email me new jobs like these' }).click()
  const panel = page.getByRole('region', { name: 'Email alert' })
  await expect(panel).toContainText('driver jobs in Bulawayo')
  await panel.getByLabel('Email').fill(email)
  await panel.getByRole('radio', { name: 'Weekly' }).check()
  await panel.getByRole('button', { name: 'Verify you are human' }).click()
  const posted = page.waitForResponse((r) => r.url().endsWith('/api/alerts'))
  await panel.getByRole('button', { name: 'Create alert' }).click()
  expect((await posted).status()).toBe(202)
  await expect(panel).toContainText('Check your inbox')
  // Then, and only then, the same alert is offered on the phone; nothing is asked until a tap.
  await expect(panel.getByRole('button', { name: 'Yes, on this phone' })).toBeVisible()
  expect(await page.evaluate(() => Notification.permission)).toBe('default')

  await expect.poll(() => mailTo(email).length, { timeout: 5000 }).toBe(1)
  const [confirmation] = mailTo(email)
  expect(confirmation?.subject).toBe('Confirm your JobsZW job alert')
  // Sent before anyone confirmed the address: the filters by name, never the words typed.
  expect(confirmation?.text).toContain(
    'once a week with new jobs matching your search words in Bulawayo',
  )
  expect(confirmation?.text).not.toContain('driver')
  expect(confirmation?.headers['list-unsubscribe-post']).toContain('List-Unsubscribe=One-Click')
  const confirmUrl = /https?:\/\/\S+\/alerts\/confirm\?token=\S+/.exec(
    confirmation?.text ?? '',
  )?.[0]
  const unsubscribeUrl = /<(https?:\/\/[^>]+\/alerts\/unsubscribe\?token=[^>]+)>/.exec(
    confirmation?.headers['list-unsubscribe'] ?? '',
  )?.[1]
  expect(confirmUrl).toBeTruthy()
  expect(unsubscribeUrl).toBeTruthy()

  // Opening the link (as a mail scanner would) only asks; the page's Confirm button starts it.
  await page.goto(confirmUrl ?? '')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your job alert')
  await expect(page.getByText('Jobs matching your search words in Bulawayo')).toBeVisible()
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your job alert is on')
  await expect(page.getByText('Driver jobs in Bulawayo')).toBeVisible()

  // The page's own forms post back from the page: switching to daily is taken.
  await page.getByRole('link', { name: 'manage this alert' }).click()
  await page.getByRole('button', { name: 'Switch to daily' }).click()
  await expect(page.getByRole('button', { name: 'Switch to weekly' })).toBeVisible()

  // Opening the unsubscribe link (as a mail scanner would) stops nothing; the one-click POST does.
  await page.goto(unsubscribeUrl ?? '')
  await expect(page.getByRole('button', { name: 'Stop this alert' })).toBeVisible()
  const oneClick = await page.request.post(unsubscribeUrl ?? '', {
    form: { 'List-Unsubscribe': 'One-Click' },
    headers: { Origin: 'https://mail.example' },
    maxRedirects: 0,
  })
  expect(oneClick.status()).toBe(200)
  await page.goto(unsubscribeUrl ?? '')
  await expect(page.getByText('You will get no more emails for this alert.')).toBeVisible()
  assertNoErrors()
})
