/**
 * The operators' console as an operator meets it: added with `npm run operator -- add` (through
 * the running server's control socket, since the embedded database is the server's), signed in
 * at /admin, acting on a reported fee-asking listing, which then leaves every list, search, the
 * sitemap and its page; writes from another site refused; throttled guessing; sign-out.
 */

import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { E2E_PASSING_TOKEN } from './fixtures.ts'
import { addOperator, signIn } from './operator.ts'
import { expect, test } from './test.ts'

const SCAM_TITLE = 'General Hands and Shop Assistants (20 Posts)'
const PASSWORD = 'rufaro keeps the board honest'

async function scamJobId(page: Page): Promise<string> {
  const response = await page.request.get('/api/jobs?q=quick+placements+general+hands')
  const body = (await response.json()) as { jobs: { job_id: string; title: string }[] }
  const job = body.jobs.find((candidate) => candidate.title === SCAM_TITLE)
  if (!job) throw new Error('the demo data has no fee-asking listing')
  return job.job_id
}

async function expectNoSeriousAxeViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${where}: ${violation.id} (${violation.nodes.length})`)
  expect(serious).toEqual([])
}

test('an operator takes a reported fee-asking listing down everywhere, then signs out', async ({
  page,
  context,
}, testInfo) => {
  const email = `ops-${testInfo.project.name}@jobszw.example`
  expect(addOperator(email, PASSWORD)).toMatch(/operator/i)
  const jobId = await scamJobId(page)

  // Readers are warned before anyone reports it.
  await page.goto(`/job/${jobId}`)
  await expect(page.getByText('This advert asks applicants to pay.').first()).toBeVisible()

  // Closed without a session: the sign-in form and nothing else.
  await page.goto('/admin/flagged')
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await expect(page.getByText(SCAM_TITLE)).toHaveCount(0)
  await expectNoSeriousAxeViolations(page, 'sign-in')

  await signIn(page, email, 'a wrong password entirely')
  await expect(page.getByRole('alert')).toHaveText('The email or password is wrong.')
  await signIn(page, email, PASSWORD)
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()

  const cookie = (await context.cookies()).find((c) => c.name === 'operator_session')
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' })

  await page.getByRole('link', { name: /^Flagged/ }).click()
  const flagged = page.locator('article', { hasText: SCAM_TITLE })
  await expect(flagged).toBeVisible()
  await expect(flagged.getByText('fee-request')).toBeVisible()
  await expectNoSeriousAxeViolations(page, 'flagged')

  // A reader reports it; it joins the reports queue.
  const report = await page.request.post('/api/reports', {
    data: {
      jobId,
      reason: 'asks-for-money',
      details: `They want USD 20 on EcoCash before the interview (${testInfo.project.name}).`,
      // one report per reader and listing: each project reports as a reader of its own
      reporterId: `e2e-${testInfo.project.name}-reader-0000`,
      'cf-turnstile-response': E2E_PASSING_TOKEN,
    },
  })
  expect(report.status()).toBe(201)
  await page.getByRole('link', { name: /^Reports/ }).click()
  const reported = page.locator('article', { hasText: SCAM_TITLE })
  await expect(reported.getByText(/They want USD 20 on EcoCash/)).toBeVisible()

  // Replayed from another site, the same form post is refused.
  const forged = await page.request.post(`/admin/jobs/${jobId}/take-down`, {
    form: { reason: 'forged', back: '/admin' },
    headers: { Origin: 'https://evil.example' },
    maxRedirects: 0,
  })
  expect(forged.status()).toBe(403)

  await reported.getByLabel('Reason').first().fill('Asks applicants for a fee by EcoCash')
  await reported.getByRole('button', { name: 'Take down' }).click()
  await expect(page.getByRole('status')).toContainText('Listing taken down')
  const takenDownAt = Date.now()

  // Gone from every list, search, the sitemap and its page within 5 seconds.
  await expect
    .poll(
      async () => {
        const [list, search, sitemap, jobPage] = await Promise.all([
          page.request.get('/api/jobs?page_size=100').then((r) => r.text()),
          page.request.get('/api/jobs?q=quick+placements').then((r) => r.text()),
          page.request.get('/sitemap.xml').then((r) => r.text()),
          page.request.get(`/job/${jobId}`).then((r) => r.status()),
        ])
        return [list.includes(jobId), search.includes(jobId), sitemap.includes(jobId), jobPage]
      },
      { timeout: 5000 },
    )
    .toEqual([false, false, false, 410])
  expect(Date.now() - takenDownAt).toBeLessThan(5000)
  await page.goto(`/job/${jobId}`)
  await expect(page.getByRole('heading', { name: 'This listing was removed' })).toBeVisible()
  await page.goto('/jobs/all?q=quick+placements')
  await expect(page.getByText(SCAM_TITLE)).toHaveCount(0)

  // The audit log says who did what and why; then the listing is put back for the other tests.
  await page.goto('/admin/audit')
  const row = page.getByRole('listitem').filter({ hasText: 'listing.take-down' }).first()
  await expect(row).toContainText(email)
  await expect(row).toContainText('Asks applicants for a fee by EcoCash')
  // A bookmark of the tab's old address leads to it.
  await page.goto('/admin/hidden')
  await expect(page).toHaveURL(/\/admin\/taken-down$/)
  await expect(page.getByRole('link', { name: /^Taken down/ })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await page
    .locator('article', { hasText: SCAM_TITLE })
    .getByRole('button', { name: 'Restore listing' })
    .click()
  await expect(page.getByRole('status')).toContainText('Listing restored')

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByText('You have signed out.')).toBeVisible()
  await page.goto('/admin/audit')
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
})

test('guessing an operator password is throttled', async ({ page }, testInfo) => {
  const email = `guarded-${testInfo.project.name}@jobszw.example`
  addOperator(email, PASSWORD)
  for (let n = 0; n < 5; n++) {
    await signIn(page, email, `guess number ${n} of many`)
    await expect(page.getByRole('alert')).toHaveText('The email or password is wrong.')
  }
  const answer = page.waitForResponse((r) => r.url().endsWith('/admin/sign-in'))
  await signIn(page, email, PASSWORD)
  const response = await answer
  expect(response.status()).toBe(429)
  expect(Number(await response.headerValue('retry-after'))).toBeGreaterThan(0)
  await expect(page.getByRole('alert')).toContainText('Too many tries')
})
