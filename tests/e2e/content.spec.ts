import { readFileSync } from 'node:fs'

import { expect, test } from './test.ts'

import { failOnConsoleErrors, skipSplash } from './support.ts'
import { routeTurnstile } from './turnstile-stand-in.ts'

test.beforeEach(async ({ page }) => {
  await skipSplash(page)
})

const PAGES: [string, string | RegExp][] = [
  ['/about', /About/],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
  ['/career-resources', /Career Resources/],
  ['/faq', /Frequently Asked Questions|FAQ/],
  ['/blog', 'Career Blog'],
  ['/blog/1', /.+/],
  ['/resources/salary-negotiation', /Salary/],
  ['/resources/career-pivot', /Career/],
  ['/resources/networking', /Network/],
  ['/resources/skills-development', /Skills/],
  ['/resources/cover-letter-templates', /Cover Letter/],
  ['/resources/job-search-tracker', /Job Search Tracker/],
  ['/resources/resume-template-entry-level', /Entry/],
  ['/resources/resume-template-mid-level', /Mid/],
  ['/resources/resume-template-senior-level', /Senior/],
]

test('every content route renders its own page, never the 404', async ({ page }) => {
  // The blog's newsletter loads the bot check; there is no internet here, so serve a stand-in.
  await routeTurnstile(page)
  const assertNoErrors = failOnConsoleErrors(page)
  for (const [path, heading] of PAGES) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.getByText('Oops! Page not found')).toHaveCount(0)
  }
  assertNoErrors()
})

test('every shell link leads to a real page', async ({ page }) => {
  await page.goto('/')
  // The shell renders after the app's code runs; read the links once it is there.
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }),
  ).toBeVisible()
  const hrefs = await page
    .locator('footer a[href^="/"], header a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))])
  expect(hrefs.length).toBeGreaterThan(8)
  for (const href of hrefs) {
    await page.goto(href)
    await expect(page.getByText('Oops! Page not found'), href).toHaveCount(0)
  }
})

test('the FAQ opens one category at a time, by keyboard too', async ({ page }) => {
  await page.goto('/faq')
  const buttons = page.locator('main h2 button[aria-expanded]')
  await expect(buttons).toHaveCount(7)
  await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true')
  await buttons.nth(3).focus()
  await page.keyboard.press('Enter')
  await expect(buttons.nth(3)).toHaveAttribute('aria-expanded', 'true')
  await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('link', { name: /Contact/ }).last()).toBeVisible()
})

test('career resources tabs follow the arrow keys', async ({ page }) => {
  await page.goto('/career-resources')
  const tabs = page.getByRole('tab')
  await expect(tabs).toHaveCount(3)
  await expect(page.getByRole('tab', { name: 'Job Search Guides' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await page.getByRole('tab', { name: 'Job Search Guides' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'CV Tips' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel')).toBeVisible()
})

test('the tracker downloads a CSV with the ten columns and an example row', async ({ page }) => {
  await page.goto('/resources/job-search-tracker')
  const download = page.waitForEvent('download')
  await page
    .getByRole('button', { name: /Download/ })
    .first()
    .click()
  const file = await download
  expect(file.suggestedFilename()).toBe('JobsZW-Job-Search-Tracker.csv')
  const text = readFileSync((await file.path()) ?? '', 'utf8').replace(/^\uFEFF/, '')
  const [header, example] = text.split('\r\n')
  expect(header).toBe(
    'Date Applied,Company,Position,Location,Status,Job URL,Contact,Next Follow-up,Salary Range,Notes',
  )
  expect(example?.split(',')[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/)
})

test('a CV template downloads as a Word file and as brand-named plain text', async ({
  page,
  request,
}) => {
  await page.goto('/resources/resume-template-senior-level')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Senior-Level CV Template' }),
  ).toBeVisible()

  const word = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Word file (.docx)' }).click()
  const docx = await word
  expect(docx.suggestedFilename()).toBe('JobsZW-CV-Template-Senior-Level.docx')
  const bytes = readFileSync((await docx.path()) ?? '')
  // a ZIP (its local file header), holding the document part by name
  expect(bytes.subarray(0, 4).toString('binary')).toBe('PK\x03\x04')
  expect(bytes.includes('word/document.xml')).toBe(true)
  const response = await request.get('/templates/JobsZW-CV-Template-Senior-Level.docx')
  expect(response.headers()['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  )
  expect(response.headers()['content-disposition']).toBe(
    'attachment; filename="JobsZW-CV-Template-Senior-Level.docx"',
  )

  const text = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Plain text (.txt)' }).click()
  const file = await text
  expect(file.suggestedFilename()).toBe('JobsZW-CV-Template-Senior-Level.txt')
  expect(readFileSync((await file.path()) ?? '', 'utf8')).toContain('EXECUTIVE SUMMARY')
})

test('a CV template preview wraps on a narrow phone: nothing scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/resources/resume-template-mid-level')
  const preview = page.getByRole('region', { name: 'Preview' }).locator('pre')
  await expect(preview).toContainText('PROFESSIONAL SUMMARY')
  const box = await preview.evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
    right: element.getBoundingClientRect().right,
  }))
  expect(box.scroll).toBeLessThanOrEqual(box.client)
  expect(box.right).toBeLessThanOrEqual(360)
})

test('an unknown blog post says so, with a way back, and is a 404', async ({ page }) => {
  const response = await page.goto('/blog/abc')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Blog Post Not Found' })).toBeVisible()
  await expect(page).toHaveTitle('Blog Post Not Found | JobsZW')
  await expect(page.getByText("The article you're looking for doesn't exist.")).toBeVisible()
})

test('the newsletter on the blog subscribes once the bot check passes', async ({ page }) => {
  await routeTurnstile(page)
  await page.goto('/blog')
  await page.getByLabel('Email address').fill(`reader-${Date.now()}@example.com`)
  await page.getByRole('button', { name: 'Verify you are human' }).click()
  const posted = page.waitForResponse((r) => r.url().endsWith('/api/newsletter'))
  await page.getByRole('button', { name: 'Subscribe' }).click()
  expect((await posted).status()).toBe(201)
  await expect(page.getByText('Successfully Subscribed!')).toBeVisible()
})
