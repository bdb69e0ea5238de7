/**
 * Taps on the server page's buttons before the app has loaded (src/client/lib/early-taps.ts): on a
 * slow link the page is readable seconds before React listens, and a tap on Save then must not
 * be lost, nor undo what the device already knows. Uses Playwright's own test, which does not
 * wait for the app after each goto.
 */
import { expect, test, type Page } from '@playwright/test'

import { jobCards, openBeforeTheApp, waitForSavedOnDevice } from './support.ts'
import { routeTurnstile } from './turnstile-stand-in.ts'
import { waitForApp } from './test.ts'

const firstSaveButton = (page: Page) =>
  jobCards(page).first().getByRole('button', { name: /^Save/ })

test('Save tapped before the app has loaded shows it is waiting, then saves the job', async ({
  page,
}) => {
  const { releaseApp, noConsoleErrors } = await openBeforeTheApp(page, '/')
  const save = firstSaveButton(page)
  await save.click()
  await expect(save).toHaveAttribute('aria-busy', 'true')
  await expect(save).toHaveAttribute('aria-pressed', 'false')

  releaseApp()
  await waitForApp(page)
  await expect(save).toHaveAttribute('aria-pressed', 'true')
  await expect(save).not.toHaveAttribute('aria-busy')
  await expect(page.getByText('Job saved')).toBeVisible()
  await expect(page.getByRole('link', { name: /Saved\s*1 job/ })).toBeVisible()
  noConsoleErrors()
})

test('a job already saved on the device stays saved when its server "Save" was tapped', async ({
  page,
}) => {
  const { releaseApp, noConsoleErrors } = await openBeforeTheApp(page, '/')
  releaseApp()
  await waitForApp(page)
  await firstSaveButton(page).click()
  await expect(firstSaveButton(page)).toHaveAttribute('aria-pressed', 'true')
  // This test is about a job the device has: the write must land before the page is left.
  await waitForSavedOnDevice(page, 1)

  // Again before the app: the server cannot know what this device saved, so it says "Save".
  const again = await openBeforeTheApp(page, '/')
  const save = firstSaveButton(page)
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await save.click()
  again.releaseApp()
  await waitForApp(page)

  await expect(save).toHaveAttribute('aria-pressed', 'true')
  await expect(save).not.toHaveAttribute('aria-busy')
  await expect(page.getByText('Removed from saved jobs')).toHaveCount(0)
  again.noConsoleErrors()
  noConsoleErrors()
})

test('the theme button is right for a light reader before the app, and its tap is kept', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'light'))
  const { releaseApp, noConsoleErrors } = await openBeforeTheApp(page, '/about')
  const toDark = page.getByRole('button', { name: 'Switch to dark theme' })
  await expect(toDark).toBeVisible()
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toHaveCount(0)
  await toDark.click()

  releaseApp()
  await waitForApp(page)
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
  noConsoleErrors()
})

test('a contact message typed before the app has loaded is kept, and sent by the app', async ({
  page,
}) => {
  await routeTurnstile(page)
  const { releaseApp, noConsoleErrors } = await openBeforeTheApp(page, '/contact')
  const message = 'Typed on the server page while the app was on its way.'
  await page.getByLabel('Name').fill('Rudo Moyo')
  await page.getByLabel('Email').fill('rudo@example.com')
  await page.getByLabel('Subject').fill('Before the app')
  await page.getByLabel('Message').fill(message)
  // With the bot check on, Send waits for it, so Enter sends nothing yet (without the check,
  // src/client/lib/early-taps.ts holds the form for the app: its unit tests).
  await page.getByLabel('Name').press('Enter')

  releaseApp()
  await waitForApp(page)
  await expect(page.getByLabel('Name')).toHaveValue('Rudo Moyo')
  await expect(page.getByLabel('Message')).toHaveValue(message)
  await page.getByRole('button', { name: 'Verify you are human' }).click()
  const posted = page.waitForRequest((request) => request.url().endsWith('/api/contact'))
  await page.getByRole('button', { name: 'Send Message' }).click()
  const sent = (await posted).postDataJSON() as Record<string, string>
  expect(sent).toMatchObject({ name: 'Rudo Moyo', subject: 'Before the app', message })
  await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible()
  expect(new URL(page.url()).search).toBe('')
  noConsoleErrors()
})
