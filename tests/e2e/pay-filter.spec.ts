/**
 * "Shows pay" on a 360 px phone: ticked in Filters, the list holds only the jobs whose advert
 * states its pay, as many as the box counted; the address carries it through a reload, and a
 * search looks within it. The paid jobs are the demo's, whose salary lines the e2e server reads
 * (scripts/e2e-server.ts).
 */
import type { Page } from '@playwright/test'

import type { JobFacets, JobListResponse } from '../../src/shared/job.ts'
import { expect, test } from './test.ts'

import { failOnConsoleErrors, jobCards, skipSplash, visibleSearchBox } from './support.ts'

test.use({ viewport: { width: 360, height: 740 } })

test.beforeEach(async ({ page }) => {
  await skipSplash(page)
})

const resultCount = (page: Page) => page.locator('#job-listings [role="status"]').first()
const titles = (page: Page) => jobCards(page).locator('h3').allTextContents()

async function openFilters(page: Page) {
  await page.locator('#job-listings summary', { hasText: 'Filters' }).click()
  const form = page.getByRole('form', { name: 'Filters' })
  await expect(form).toBeVisible()
  return form
}

test('"Shows pay" keeps only the jobs that state their pay, as many as it counted', async ({
  page,
  request,
}) => {
  const noConsoleErrors = failOnConsoleErrors(page)
  const facets = (await (await request.get('/api/jobs/facets?status=active')).json()) as JobFacets
  const counted = facets.pay[0]?.count ?? 0
  const paid = (await (
    await request.get('/api/jobs?status=active&pay=shown&pageSize=1000')
  ).json()) as JobListResponse
  expect(counted).toBeGreaterThan(4)
  expect(paid.total).toBe(counted)
  expect(paid.jobs.every((job) => job.pay !== null)).toBe(true)
  const paidTitles = new Set(paid.jobs.map((job) => job.title))

  await page.goto('/jobs/all')
  const form = await openFilters(page)
  const box = form
    .getByRole('group', { name: 'Pay' })
    .getByRole('checkbox', { name: new RegExp(`^Shows pay ?${counted}$`) })
  await expect(box).not.toBeChecked()
  await box.check()
  await expect(page).toHaveURL(/\/jobs\/all\?pay=shown$/)
  await expect(resultCount(page)).toHaveText(`${counted} jobs`)
  await page.keyboard.press('Escape')
  await expect(form).toBeHidden()
  await expect(
    page.getByRole('link', { name: `Remove filter: Shows pay (${counted} jobs)` }),
  ).toBeVisible()
  await expect(jobCards(page)).toHaveCount(4)
  for (const title of await titles(page)) expect(paidTitles, title).toContain(title)

  // The address keeps it through a reload.
  await page.reload()
  await expect(resultCount(page)).toHaveText(`${counted} jobs`)
  const reopened = await openFilters(page)
  await expect(reopened.getByRole('checkbox', { name: /^Shows pay/ })).toBeChecked()
  await page.keyboard.press('Escape')

  // A search (on a phone, the Menu's box) looks within it: the census enumerators state no pay.
  await page.getByRole('button', { name: 'Menu' }).click()
  await visibleSearchBox(page).fill('field enumerator')
  await visibleSearchBox(page).press('Enter')
  await expect(page).toHaveURL(/\/jobs\/all\?q=field\+enumerator&pay=shown$/)
  await expect(page.getByText('No jobs match “field enumerator” with these filters.')).toBeVisible()
  noConsoleErrors()
})
