/**
 * "Is this job advert real?" (/check) on a 360 px phone: offline, the phone checks a forwarded
 * advert against the jobs it keeps; online, the server checks it against every listing and the
 * reader can send it to the team. Without scripts the page says what to look for instead
 * (no-script.spec.ts).
 *
 * The online tests ask the server's `POST /api/adverts/check` and `POST /api/adverts/reports`.
 */
import type { Page } from '@playwright/test'

import { expect, test } from './test.ts'

import { jobCards, skipSplash, visitUntilOfflineReady } from './support.ts'
import { routeTurnstile } from './turnstile-stand-in.ts'

test.use({ viewport: { width: 360, height: 780 } })

const FEE_ADVERT = [
  'URGENT!!! Nurse aides wanted at a Harare clinic, no experience needed.',
  'Pay a USD 20 registration fee via EcoCash to 0772 123 456 to secure your place.',
  'Limited slots.',
].join('\n')

/** A listing as a friend forwards it: its employer and role in other words, WhatsApp's marks. */
function reworded(title: string, company: string): string {
  return [
    '*Forwarded many times*',
    `📢 ${company.toUpperCase()} IS HIRING`,
    `Position: *${title}*`,
    'Interested and qualified candidates should apply as the official advert says.',
  ].join('\n')
}

/** The first job on the home page, as its card names it. */
async function firstJob(page: Page): Promise<{ title: string; company: string }> {
  const card = jobCards(page).first()
  const title = (await card.getByRole('heading').textContent()) ?? ''
  const company = (await card.locator('p').first().textContent()) ?? ''
  return { title, company }
}

/** Opens /check as a reader would, from the Menu (no page load: offline, the app draws it). */
async function openCheckFromMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click()
  await page
    .getByRole('navigation', { name: 'Menu' })
    .getByRole('link', { name: 'Check an advert' })
    .click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Is this job advert real?' }),
  ).toBeVisible()
}

async function checkAdvert(page: Page, text: string) {
  await page.getByLabel("Paste the advert's text or a link to it").fill(text)
  await page.getByRole('button', { name: 'Check', exact: true }).click()
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  )
}

test.beforeEach(async ({ page }) => {
  await skipSplash(page)
})

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' })

  /** Whether the worker keeps the phone's check, which the precache leaves out. */
  const keepsPhoneCheck = (page: Page) =>
    page.evaluate(async () => {
      for (const name of await caches.keys()) {
        const urls = (await (await caches.open(name)).keys()).map((request) => request.url)
        if (urls.some((url) => /\/assets\/check-on-phone-/.test(url))) return true
      }
      return false
    })

  test('a forwarded copy of a job the phone keeps matches it, and a fee advert is a caution', async ({
    page,
    context,
  }) => {
    await visitUntilOfflineReady(page)
    const job = await firstJob(page)
    // opened once online, the page fetches the phone's check and the worker keeps it
    expect(await keepsPhoneCheck(page)).toBe(false)
    await page.goto('/check')
    await expect.poll(() => keepsPhoneCheck(page), { timeout: 10_000 }).toBe(true)
    await page.goto('/')
    await jobCards(page)
      .first()
      .getByRole('link', { name: /View and Apply/ })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible()

    await context.setOffline(true)
    await openCheckFromMenu(page)
    await expectNoSidewaysScroll(page)

    await checkAdvert(page, reworded(job.title, job.company))
    const match = page.getByRole('region', { name: 'This matches an official advert' })
    await expect(match).toBeVisible()
    await expect(match).toContainText(/Checked on this phone against the \d+ jobs it keeps\./)
    await expect(match).toContainText('Online, the check reads every listing on JobsZW.')
    await expect(match.getByRole('link', { name: job.title }).first()).toBeVisible()
    await expect(
      match.getByRole('link', { name: 'How to apply: see the official listing' }).first(),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: /^Share on WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\?text=JobsZW%20check%3A%20this%20matches%20the%20official%20advert/,
    )
    // sending to the team needs the network: not offered, and said so
    await expect(
      page.getByText('You can send this advert to the JobsZW team when you are back online.'),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Send to the JobsZW team' })).toHaveCount(0)
    await expectNoSidewaysScroll(page)

    await checkAdvert(page, FEE_ADVERT)
    const caution = page.getByRole('region', { name: 'Be careful' })
    await expect(caution).toBeVisible()
    await expect(caution).toContainText('It asks applicants to pay')
    await expect(caution).toContainText('The advert says:')
    await expect(caution.getByRole('heading', { name: 'Before you apply' })).toBeVisible()
    await expectNoSidewaysScroll(page)
  })

  test('offline on a phone that never opened it, the page opens and says what to look for', async ({
    page,
    context,
  }) => {
    await visitUntilOfflineReady(page)
    await context.setOffline(true)
    await openCheckFromMenu(page)

    await checkAdvert(page, FEE_ADVERT)
    await expect(page.getByRole('alert')).toContainText(
      'This phone cannot check adverts offline yet: it keeps the check once this page has been opened online.',
    )
    await expect(
      page.locator('.ac-failed').getByRole('heading', { name: 'Before you apply' }),
    ).toBeVisible()
    await expectNoSidewaysScroll(page)
  })
})

// These ask the server's advert check and its reports: they pass once that API is on the server.
test.describe('online, with the server', () => {
  test('the server checks a forwarded copy against every listing', async ({ page }) => {
    await page.goto('/')
    const job = await firstJob(page)
    await page.goto('/check')
    const checked = page.waitForResponse((r) => r.url().endsWith('/api/adverts/check'))
    await checkAdvert(page, reworded(job.title, job.company))
    expect((await checked).status()).toBe(200)
    const match = page.getByRole('region', { name: 'This matches an official advert' })
    await expect(match).toContainText('Checked against every listing on JobsZW.')
    await expect(match.getByRole('link', { name: job.title }).first()).toBeVisible()

    await checkAdvert(page, FEE_ADVERT)
    await expect(page.getByRole('region', { name: 'Be careful' })).toContainText(
      'It asks applicants to pay',
    )
    await expectNoSidewaysScroll(page)
  })

  test('an advert is sent to the JobsZW team with a note, only when the reader chooses', async ({
    page,
  }) => {
    await routeTurnstile(page)
    await page.goto('/check')
    await expect(page.getByText(/We do not keep what you paste/)).toBeVisible()
    await checkAdvert(page, FEE_ADVERT)
    await expect(page.getByRole('region', { name: 'Be careful' })).toBeVisible()

    await page.getByRole('button', { name: 'Send to the JobsZW team' }).click()
    await page.getByLabel('A note for the team (optional)').fill('Sent to our family group')
    await page.getByRole('button', { name: 'Verify you are human' }).click()
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/adverts/reports'))
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/adverts/reports'))
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    expect((await sent).postDataJSON()).toMatchObject({
      text: FEE_ADVERT,
      verdict: 'caution',
      note: 'Sent to our family group',
    })
    expect((await answered).status()).toBe(201)
    await expect(page.getByText('Sent to the JobsZW team. Thank you')).toBeVisible()
  })
})
