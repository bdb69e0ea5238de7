/**
 * The start-up splash (src/shared/boot-script.ts, components/layout/splash.tsx): on a device's
 * first visit it covers the page for its first 1.9 s; after that, a page opened from a link or in
 * a second tab is on screen at once. Playwright's own test: each page is looked at as the server
 * painted it, its app held back (the splash's timing is CSS, from the page's start, so on a slow
 * machine the 1.9 s may be over before a check: the check is what the page decided).
 */
import { expect, test, type Page } from '@playwright/test'

import type { ApiJob } from '../../src/shared/job.ts'
import { SPLASH_STORAGE_KEY } from '../../src/shared/boot-script.ts'

const SPLASH_TEXT = 'Booting up your opportunity engine'

/** Opens `path` with the app's code held back until the returned function is called. */
async function openAsPainted(page: Page, path: string): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/app-*.js', async (route) => {
    await released
    await route.continue()
  })
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  return release
}

/** The splash's display as painted: 'none' when the page decided not to show it. */
function splashDisplay(page: Page): Promise<string> {
  return page
    .getByText(SPLASH_TEXT)
    .evaluate((text) => getComputedStyle(text.parentElement as Element).display)
}

test('a first visit shows the splash; a job opened in a second tab after it shows none', async ({
  page,
  context,
  request,
}) => {
  const { jobs } = (await (await request.get('/api/jobs?status=active&pageSize=1')).json()) as {
    jobs: ApiJob[]
  }
  const job = jobs[0]
  if (!job) throw new Error('no open job in the demo data')
  // A render slower than 2 s sends the app's shell instead (server-renderer.ts), as a cold server
  // on a busy machine does: the pages are rendered first until warm, so the checks see the server's.
  for (const path of ['/', `/job/${job.job_id}`]) {
    await expect
      .poll(async () => (await (await request.get(path)).text()).includes(SPLASH_TEXT))
      .toBe(true)
  }

  const releaseFirst = await openAsPainted(page, '/')
  expect(await splashDisplay(page)).toBe('flex')
  releaseFirst()
  // It ends by itself, and the device remembers that it was shown.
  await expect(page.getByText(SPLASH_TEXT)).toHaveCount(0)
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), SPLASH_STORAGE_KEY))
    .toBe('1')

  // A job opened from a link in another tab: its server-painted page is not covered.
  const second = await context.newPage()
  const releaseSecond = await openAsPainted(second, `/job/${job.job_id}`)
  await expect(second.getByRole('heading', { level: 1, name: job.title })).toBeVisible()
  expect(await splashDisplay(second)).toBe('none')
  releaseSecond()
  await expect(second.getByText(SPLASH_TEXT)).toHaveCount(0)
})
