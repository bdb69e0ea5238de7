/**
 * Saved jobs: save, reload, go offline, open, export, and a reminder when a saved job
 * crosses its 3-day line on a faked clock.
 */
import { readFileSync } from 'node:fs'

import { type Page } from '@playwright/test'

import { expect, test } from './test.ts'

import { getJobDeadline } from '../../src/shared/deadline.ts'
import type { ApiJob } from '../../src/shared/job.ts'
import { SAVED_JOBS_KEY, SENT_REMINDERS_KEY } from '../../src/shared/offline-contract.ts'
import { CRITICAL_WINDOW_MS } from '../../src/shared/urgency.ts'
import {
  jobCards,
  readStored,
  skipSplash,
  standInForPushService,
  waitForSavedOnDevice,
} from './support.ts'

test.beforeEach(async ({ page }) => {
  await skipSplash(page)
})

const savedCards = (page: Page) => page.locator('main article')

async function saveFirstCards(page: Page, count: number): Promise<string[]> {
  const titles: string[] = []
  for (let index = 0; index < count; index++) {
    const card = jobCards(page).nth(index)
    titles.push((await card.getByRole('heading').textContent()) ?? '')
    const toggle = card.getByRole('button', { name: /^Save/ })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  }
  return titles
}

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  test('saved jobs open and count down with no network', async ({ page, context }) => {
    await page.goto('/')
    await expect(page.getByText('Ready to work offline')).toBeVisible({ timeout: 20_000 })
    const titles = await saveFirstCards(page, 2)
    await waitForSavedOnDevice(page, 2)
    await expect(page.getByRole('link', { name: /Saved\s*2 jobs/ })).toBeVisible()

    await page.reload()
    await page.getByRole('link', { name: /Saved\s*2 jobs/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Saved Jobs' })).toBeVisible()
    await expect(savedCards(page)).toHaveCount(2)

    await context.setOffline(true)
    await page.reload()
    await expect(savedCards(page)).toHaveCount(2)
    for (const title of titles)
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible()
    const countdown = savedCards(page).first().locator('[data-urgency] [aria-hidden="true"]')
    const before = await countdown.textContent()
    await expect.poll(() => countdown.textContent()).not.toBe(before)

    const opened = (await savedCards(page).first().getByRole('heading').textContent()) ?? ''
    await savedCards(page)
      .first()
      .getByRole('link', { name: /View and Apply/ })
      .click()
    // The list's own h1 is visible until the route changes: wait for the job's heading.
    await expect(page).toHaveURL(/\/job\//)
    await expect(page.getByRole('heading', { level: 1, name: opened })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Saved/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await context.setOffline(false)
  })

  test('reminders on this phone: the subscription and the saved job go to the server, and Stop takes them back', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['notifications'])
    await page.addInitScript(standInForPushService)
    const subscriptions = async () =>
      ((await (await request.get('/api/health')).json()) as { push: { subscriptions: number } })
        .push.subscriptions
    const before = await subscriptions()
    await page.goto('/')
    await expect(page.getByText('Ready to work offline')).toBeVisible({ timeout: 20_000 })
    await saveFirstCards(page, 1)
    await waitForSavedOnDevice(page, 1)
    await page.goto('/saved')
    const sent = page.waitForRequest(
      (r) => r.url().endsWith('/api/push/subscription') && r.method() === 'PUT',
    )
    await page.getByRole('button', { name: 'Remind me' }).click()
    const body = (await sent).postDataJSON() as { savedJobIds: string[] }
    expect(body.savedJobIds).toHaveLength(1)
    await expect(page.getByText(/^Notifications are on for this phone/)).toBeVisible()
    expect(await subscriptions()).toBe(before + 1)

    await page.getByRole('button', { name: 'Stop' }).click()
    await expect(page.getByText(/^Stopped: nothing more comes to this phone/)).toBeVisible()
    expect(await subscriptions()).toBe(before)
  })
})

test('the saved jobs export as the tracker CSV, with the status chosen on each', async ({
  page,
  context,
}) => {
  await page.goto('/')
  const titles = await saveFirstCards(page, 2)
  await waitForSavedOnDevice(page, 2)
  await page.goto('/saved')
  await expect(savedCards(page)).toHaveCount(2)
  const firstTitle = (await savedCards(page).first().getByRole('heading').textContent()) ?? ''

  // chosen with no connection: the status is kept on the device with the saved job
  await context.setOffline(true)
  const status = page.getByRole('combobox', { name: `Status of ${firstTitle}` })
  await expect(status).toHaveValue('')
  expect((await status.boundingBox())?.height).toBeGreaterThanOrEqual(44)
  await status.selectOption({ label: 'Interview' })
  await expect.poll(() => readStored(page, SAVED_JOBS_KEY)).toContain('"status":"interview"')
  await context.setOffline(false)
  await page.reload()
  await expect(page.getByRole('combobox', { name: `Status of ${firstTitle}` })).toHaveValue(
    'interview',
  )

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download my tracker (CSV)' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('JobsZW-Saved-Jobs.csv')
  const lines = readFileSync((await file.path()) ?? '', 'utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
  expect(lines[0]).toBe(
    'Date Applied,Company,Position,Location,Status,Job URL,Contact,Next Follow-up,Salary Range,Notes',
  )
  expect(lines).toHaveLength(3)
  // titles with quotes are quoted the CSV way
  for (const title of titles)
    expect(lines.some((line) => line.includes(title.replace(/"/g, '""')))).toBe(true)
  // the first listed is the one given a status, dated today; the other is only saved
  expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2},.*,Interview,/)
  expect(lines[2]).toMatch(/^,.*,Saved,/)
})

test('a saved job crossing its 3-day line brings a reminder', async ({ page, request }) => {
  const { jobs } = (await (
    await request.get('/api/jobs?status=active&urgency=urgent&sort=expiring&pageSize=1')
  ).json()) as { jobs: ApiJob[] }
  const job = jobs[0]
  if (!job) throw new Error('no urgent job in the demo data')
  const line = (getJobDeadline(job, 'Africa/Harare') ?? 0) - CRITICAL_WINDOW_MS
  await page.clock.install()
  await page.goto(`/job/${job.job_id}`)
  await page.getByRole('button', { name: /^Save/ }).click()
  await expect(page.getByText('Job saved')).toBeVisible()
  await expect(page.getByText(`Closing soon: ${job.title}.`)).toHaveCount(0)
  // On another page: the job's own page shows its countdown and no banner about itself.
  await page.getByRole('link', { name: /Saved\s*1 job/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Jobs' })).toBeVisible()
  await page.clock.fastForward(line - (await page.evaluate(() => Date.now())) + 2000)
  await expect(page.getByText(`Closing soon: ${job.title}.`)).toBeVisible()
  // One line, however long the words: it does not push the page down.
  const words = page.getByRole('status').filter({ hasText: 'Closing soon' }).locator('p')
  const lineHeight = await words.evaluate((p) => parseFloat(getComputedStyle(p).lineHeight))
  // (its words are a link, a 44 px target: one row is the taller of the two)
  expect((await words.boundingBox())?.height).toBeLessThanOrEqual(Math.max(lineHeight, 44) + 1)
  await page
    .getByRole('button', { name: new RegExp(`^Dismiss.*Closing soon: ${job.title}`) })
    .click()
  // The dismissal is written to the device in the background; a reload before that would be a
  // different journey (the banner may come back, as it was never stored).
  await expect.poll(() => readStored(page, SENT_REMINDERS_KEY)).toContain(job.job_id)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Jobs' })).toBeVisible()
  await expect(page.getByText(`Closing soon: ${job.title}.`)).toHaveCount(0)
})

test('with no storage at all, saving still works for the visit and /saved says why', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', { value: undefined })
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
  })
  await page.goto('/')
  await saveFirstCards(page, 1)
  await page.getByRole('link', { name: /Saved\s*1 job/ }).click()
  await expect(page.getByRole('alert')).toContainText('not letting JobsZW store anything')
  await expect(savedCards(page)).toHaveCount(1)
})
