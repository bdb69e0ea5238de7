/**
 * Without scripts (switched off, or Opera Mini's data saving) and when the app cannot load, the
 * server's pages leave out the controls only the app can run, and show what those would have
 * opened (base.css, `.js-only`; the boot script's data-js). Uses Playwright's own test, which does
 * not wait for the app after each goto.
 */
import { expect, test } from '@playwright/test'

import { failOnConsoleErrors, jobCards, skipSplash } from './support.ts'
import { routeTurnstile } from './turnstile-stand-in.ts'

test.describe('with no JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('job cards offer what works: the job page, and no dead buttons', async ({ page }) => {
    await page.goto('/')
    const viewAndApply = jobCards(page)
      .first()
      .getByRole('link', { name: /View and Apply/ })
    await expect(viewAndApply).toBeVisible()
    for (const name of [/^Save/, /^Share/, 'Newest', 'Load More Jobs', /theme$/])
      await expect(page.getByRole('button', { name })).toHaveCount(0)

    await viewAndApply.click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // the way to apply, whichever the job gives (its site, an email, a number)
    await expect(
      page.getByRole('region', { name: 'How to apply' }).getByRole('link').first(),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: /Report/ })).toHaveCount(0)
  })

  test('Load More is a link that shows 20 more jobs and lands on the first new one', async ({
    page,
  }) => {
    await page.goto('/jobs/all')
    await expect(jobCards(page)).toHaveCount(4)
    // no splash: without scripts it would cover every page for 1.9 s
    expect(await page.getByText('Booting up your opportunity engine').isVisible()).toBe(false)
    await page.getByRole('link', { name: 'Load More Jobs' }).click()
    await expect(page).toHaveURL(/\/jobs\/all\?shown=24#job-.+-title$/)
    await expect(jobCards(page)).toHaveCount(24)
    await expect(jobCards(page).nth(4).getByRole('heading')).toBeInViewport()
    await expect(jobCards(page).nth(3).getByRole('heading')).not.toBeInViewport()

    // past the end of the server's first page (100 jobs): the server fetches the next
    await page.goto('/jobs/all?shown=100')
    await expect(jobCards(page)).toHaveCount(100)
    await page.getByRole('link', { name: 'Load More Jobs' }).click()
    await expect(page).toHaveURL(/\?shown=120#job-.+-title$/)
    await expect(jobCards(page)).toHaveCount(120)
    await expect(jobCards(page).nth(100).getByRole('heading')).toBeInViewport()
  })

  test('every FAQ answer and guide can be read; /saved and the forms say why they cannot work', async ({
    page,
  }) => {
    await page.goto('/faq')
    await expect(page.getByRole('heading', { name: 'Where is JobsZW based?' })).toBeVisible()

    await page.goto('/saved')
    await expect(
      page.getByText(/Saved jobs are kept on this device by the site.s app/),
    ).toBeVisible()
    await expect(page.getByText('Loading saved jobs...')).toBeHidden()

    // forms only the app can send: the browser would put the words in the address and lose them
    await page.goto('/contact')
    await expect(page.getByRole('form', { name: 'Contact us' })).toHaveCount(0)
    await expect(page.getByText(/Sending a message here needs JavaScript/)).toBeVisible()
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /^support@/ })
        .first(),
    ).toBeVisible()
    await page.goto('/blog')
    await expect(page.getByRole('form', { name: 'Newsletter signup' })).toHaveCount(0)
    await expect(page.getByText(/Subscribing needs JavaScript/)).toBeVisible()
    // the advert check runs in the app: what to look for instead, at 360 px too
    await page.setViewportSize({ width: 360, height: 780 })
    await page.goto('/check')
    await expect(page.getByRole('form', { name: 'Check an advert' })).toHaveCount(0)
    await expect(page.getByText(/Checking an advert needs JavaScript/)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Before you apply' })).toBeVisible()
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true)

    await page.goto('/career-resources')
    await expect(page.getByRole('tablist')).toHaveCount(0)
    for (const heading of [
      'Plan your week, not just your next application',
      'Research the employer',
    ])
      await expect(page.getByRole('heading', { name: heading })).toBeVisible()
  })
})

test('with scripts on, the same controls are there and the panels stay closed', async ({
  page,
}) => {
  await skipSplash(page)
  // The contact page loads the bot check's script; unrouted, its failed look-up (no internet
  // here) is a console error whenever it lands before the check below.
  await routeTurnstile(page)
  const noConsoleErrors = failOnConsoleErrors(page)
  await page.goto('/faq')
  await expect(page.getByRole('heading', { name: 'Where is JobsZW based?' })).toBeHidden()
  await page.goto('/')
  await expect(jobCards(page).first().getByRole('button', { name: /^Save/ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Load More Jobs' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Load More Jobs' })).toHaveCount(0)
  await page.goto('/contact')
  await expect(page.getByRole('form', { name: 'Contact us' })).toBeVisible()
  await expect(page.getByText(/Sending a message here needs JavaScript/)).toBeHidden()
  await page.goto('/check')
  await expect(page.getByRole('form', { name: 'Check an advert' })).toBeVisible()
  await expect(page.getByText(/Checking an advert needs JavaScript/)).toBeHidden()
  noConsoleErrors()
})

test('when the app cannot load, its buttons go and the page reads as without scripts', async ({
  page,
}) => {
  await skipSplash(page)
  await page.route('**/assets/app-*.js', (route) => route.abort())
  await page.goto('/faq')
  await expect(page.getByRole('heading', { name: 'Where is JobsZW based?' })).toBeVisible()
  await expect(page.getByRole('button', { name: /theme$/ })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Contact' }).first()).toBeAttached()

  await page.goto('/')
  await expect(jobCards(page)).toHaveCount(4)
  await expect(page.getByRole('button', { name: 'Load More Jobs' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Load More Jobs' }).click()
  await expect(jobCards(page)).toHaveCount(24)
})
