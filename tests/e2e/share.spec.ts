import { expect, test } from './test.ts'

import { jobCards, skipSplash, visitUntilOfflineReady } from './support.ts'

const WEEKDAY_DATE = /(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d{1,2} \w+ \d{4}/

// Copy link writes to the clipboard, and the tests read it back.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

test('sharing a job: WhatsApp first with the weekday and date, and Copy link', async ({ page }) => {
  await skipSplash(page)
  await page.goto('/')
  const card = jobCards(page).first()
  const title = (await card.getByRole('heading').textContent()) ?? ''
  const flagged = (await card.getByText('Caution:').count()) > 0
  await card.getByRole('button', { name: 'Share' }).click()
  const menu = page.getByRole('menu')
  const items = menu.getByRole('menuitem')
  await expect(items.nth(0)).toHaveText(/Quick share/)
  await expect(items.nth(1)).toHaveText(/Copy link/)
  const whatsapp = menu.getByRole('menuitem', { name: /WhatsApp/ })
  await expect(items.nth(2)).toHaveText(/WhatsApp/)
  const href = decodeURIComponent((await whatsapp.getAttribute('href')) ?? '')
  expect(href).toContain(title)
  // Words that stay true when the message is forwarded: a weekday and a date, never "tomorrow".
  expect(href).toMatch(new RegExp(`Closes ${WEEKDAY_DATE.source}\\.|Open until filled\\.`))
  expect(href).not.toMatch(/today|tomorrow|days? left/i)
  expect(href).toMatch(/\/job\/[0-9a-z]+/)
  await expect(whatsapp).toHaveAttribute('target', '_blank')
  await expect(whatsapp).toHaveAttribute('rel', /noreferrer/)
  await expect(menu.getByRole('menuitem', { name: /Email/ })).toHaveAttribute('href', /^mailto:/)

  await menu.getByRole('menuitem', { name: /Copy link/ }).click()
  await expect(page.getByText('Link copied', { exact: true })).toBeVisible()
  await expect(page.getByText('Job link copied to clipboard.')).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  // A flagged advert's link is copied after its warning.
  expect(copied).toMatch(
    flagged
      ? /^⚠ Caution: .+\nhttp:\/\/127\.0\.0\.1:\d+\/job\/[0-9a-z]+$/
      : /^http:\/\/127\.0\.0\.1:\d+\/job\/[0-9a-z]+$/,
  )
})

test("a flagged advert's WhatsApp text and link preview start with its warning", async ({
  page,
  request,
}) => {
  const response = await request.get('/api/jobs?status=active&pageSize=100')
  const { jobs } = (await response.json()) as {
    jobs: { job_id: string; title: string; caution: string | null }[]
  }
  const job = jobs.find((candidate) => candidate.caution)
  if (!job) throw new Error('no flagged active job among the first 100')

  await skipSplash(page)
  await page.goto(`/job/${job.job_id}`)
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
    'content',
    /^⚠ Caution: This advert /,
  )
  await page.getByRole('button', { name: 'Share' }).first().click()
  const whatsapp = page.getByRole('menu').getByRole('menuitem', { name: /WhatsApp/ })
  const text = new URL((await whatsapp.getAttribute('href')) ?? '').searchParams.get('text') ?? ''
  expect(text).toMatch(/^⚠ Caution: This advert .+\n/)
  expect(text).toContain(job.title)
  expect(text).toMatch(new RegExp(`Closes ${WEEKDAY_DATE.source}\\.|Open until filled\\.`))
  expect(text).not.toMatch(/tomorrow/i)
})

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' })

  test('Share works offline on a phone that never shared before: Copy link', async ({
    page,
    context,
  }) => {
    await skipSplash(page)
    await visitUntilOfflineReady(page)
    await context.setOffline(true)
    await page.reload()
    await jobCards(page).first().getByRole('button', { name: 'Share' }).click()
    const menu = page.getByRole('menu')
    await expect(menu.getByRole('menuitem', { name: /WhatsApp/ })).toBeVisible()
    await menu.getByRole('menuitem', { name: /Copy link/ }).click()
    await expect(page.getByText('Link copied', { exact: true })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/job\/[0-9a-z]+$/)
    await expect(jobCards(page).first()).toBeVisible()
  })
})
