/**
 * Accessibility: axe on every route in docs/product.md#routes and the 404 page, in the
 * light and dark themes at 390 px, and in the light theme at 1280 px (playwright.config.ts: the
 * themes differ in colour, which the phone's pass already checks, so the desktop pass keeps ~3
 * minutes of CI for the layout it alone has). Any
 * serious or critical violation fails, with enough detail (rule, help, selectors) to fix it.
 */
import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'

import { expect, test } from './test.ts'

import type { ApiJob } from '../../src/shared/job.ts'
import { EMPLOYER } from './fixtures.ts'
import { jobCards, skipSplash } from './support.ts'
import { routeTurnstile } from './turnstile-stand-in.ts'

type Theme = 'light' | 'dark'
const THEMES: readonly Theme[] = ['light', 'dark']
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const BLOCKING_IMPACTS = new Set(['serious', 'critical'])

/** Routes whose h1 is enough to know the page has rendered; list pages also wait for cards. */
const STATIC_ROUTES = [
  '/about',
  '/career-resources',
  '/faq',
  '/check',
  '/contact',
  '/post-a-job',
  '/blog',
  '/blog/1',
  '/resources/resume-template-entry-level',
  '/resources/resume-template-mid-level',
  '/resources/resume-template-senior-level',
  '/resources/cover-letter-templates',
  '/resources/job-search-tracker',
  '/resources/salary-negotiation',
  '/resources/career-pivot',
  '/resources/networking',
  '/resources/skills-development',
  '/privacy-policy',
  '/terms-of-service',
  `/employers/${EMPLOYER.slug}`,
  '/no-such-page',
] as const
const LIST_ROUTES = ['/', '/jobs/all', '/jobs/urgent', '/jobs/critical', '/jobs/archives'] as const

/** Sets the theme the way the app stores it (src/client/lib/theme.ts) before any script. */
async function storeTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme)
}

async function expectTheme(page: Page, theme: Theme): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
}

/** Waits until the page's own content is there: the h1, and job cards where there is a list. */
async function waitForContent(page: Page, options: { cards?: boolean } = {}): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible()
  if (options.cards) await expect(jobCards(page).first()).toBeVisible()
  // Fonts, reveal transitions and fades change contrast results; let the page settle first.
  await page.evaluate(() => document.fonts.ready)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  )
}

function describeViolations(
  results: Awaited<ReturnType<AxeBuilder['analyze']>>,
  where: string,
): string[] {
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 5)
        .map((node) => {
          const detail = node.failureSummary?.split('\n').slice(1, 2).join(' ').trim()
          return `    - ${node.target.join(' ')}${detail ? `  (${detail})` : ''}`
        })
        .join('\n')
      return `[${violation.impact}] ${violation.id} on ${where}: ${violation.help}\n  ${violation.helpUrl}\n  ${violation.nodes.length} node(s), first:\n${targets}`
    })
}

/**
 * Endless animations (the critical countdown's blink) are held still and checked at rest and at
 * mid-cycle, so that the result does not depend on the moment axe happens to look.
 */
async function holdLoopingAnimations(page: Page, at: 'start' | 'middle'): Promise<number> {
  return page.evaluate((phase) => {
    const loops = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations === Infinity)
    for (const animation of loops) {
      const duration = Number(animation.effect?.getComputedTiming().duration ?? 0)
      animation.pause()
      animation.currentTime = phase === 'middle' ? duration / 2 : 0
    }
    return loops.length
  }, at)
}

async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const analyze = () => new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  const loops = await holdLoopingAnimations(page, 'start')
  const problems = describeViolations(await analyze(), where)
  if (loops > 0) {
    await holdLoopingAnimations(page, 'middle')
    problems.push(...describeViolations(await analyze(), `${where}, mid-animation`))
  }
  expect(problems, `axe found serious or critical violations:\n\n${problems.join('\n\n')}`).toEqual(
    [],
  )
}

async function activeJobId(page: Page): Promise<string> {
  const response = await page.request.get('/api/jobs?status=active&pageSize=1')
  const { jobs } = (await response.json()) as { jobs: ApiJob[] }
  const job = jobs[0]
  if (!job) throw new Error('no active job in the demo data')
  return job.job_id
}

test.beforeEach(async ({ page }) => {
  await skipSplash(page)
  // The bot check is Cloudflare's script; offline here, a stand-in renders in its place.
  await routeTurnstile(page)
})

for (const theme of THEMES) {
  test.describe(`axe, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await storeTheme(page, theme)
    })

    for (const path of LIST_ROUTES) {
      test(`${path} has no serious axe violations`, async ({ page }) => {
        await page.goto(path)
        await expectTheme(page, theme)
        await waitForContent(page, { cards: true })
        await expectNoSeriousViolations(page, `${path} (${theme})`)
      })
    }

    test('a searched and filtered list with its Filters open has no serious axe violations', async ({
      page,
    }) => {
      await page.goto('/jobs/all?q=officer&location=harare,bulawayo&posted=30')
      await expectTheme(page, theme)
      await waitForContent(page, { cards: true })
      await page.locator('#job-listings summary', { hasText: 'Filters' }).click()
      await expect(page.getByRole('form', { name: 'Filters' })).toBeVisible()
      await expectNoSeriousViolations(page, `filtered list, Filters open (${theme})`)
    })

    test('a search that finds nothing has no serious axe violations', async ({ page }) => {
      await page.goto('/jobs/all?q=zzqx&type=volunteer')
      await expectTheme(page, theme)
      await waitForContent(page)
      await expect(page.getByRole('link', { name: 'Clear search', exact: true })).toBeVisible()
      await expectNoSeriousViolations(page, `no match (${theme})`)
    })

    for (const path of STATIC_ROUTES) {
      test(`${path} has no serious axe violations`, async ({ page }) => {
        await page.goto(path)
        await expectTheme(page, theme)
        await waitForContent(page)
        await expectNoSeriousViolations(page, `${path} (${theme})`)
      })
    }

    test('/job/:id has no serious axe violations', async ({ page }) => {
      const id = await activeJobId(page)
      await page.goto(`/job/${id}`)
      await expectTheme(page, theme)
      await waitForContent(page)
      await expectNoSeriousViolations(page, `/job/${id} (${theme})`)
    })

    test('/job/:id with the "Report this listing" form open has no serious axe violations', async ({
      page,
    }) => {
      const id = await activeJobId(page)
      await page.goto(`/job/${id}`)
      await expectTheme(page, theme)
      await waitForContent(page)
      await page.getByRole('button', { name: 'Report this listing' }).click()
      await expect(
        page.getByRole('group', { name: 'What is wrong with this listing?' }),
      ).toBeVisible()
      await expect(page.getByRole('button', { name: 'Verify you are human' })).toBeVisible()
      await expectNoSeriousViolations(page, `/job/${id} report form open (${theme})`)
    })

    test('/job/:id with the Share menu open has no serious axe violations', async ({ page }) => {
      const id = await activeJobId(page)
      await page.goto(`/job/${id}`)
      await expectTheme(page, theme)
      await waitForContent(page)
      await page.getByRole('button', { name: 'Share' }).click()
      await expect(page.getByRole('menu')).toBeVisible()
      await expectNoSeriousViolations(page, `/job/${id} share menu open (${theme})`)
    })

    test('/check with a caution, a listing it copies and the send form open has no serious axe violations', async ({
      page,
    }) => {
      // the answer's shape (src/shared/advert-check/check-advert.ts), whoever checked it
      await page.route('**/api/adverts/check', (route) =>
        route.fulfill({
          json: {
            verdict: 'caution',
            matches: [
              {
                job_id: 'any',
                title: 'Accounts Clerk',
                company: 'Dzimbahwe Hardware Wholesalers',
                expiry_date: '2026-12-12',
                differences: ['The official advert asks no fee.'],
              },
            ],
            signals: [
              {
                rule: 'fee-request',
                message: 'It asks applicants to pay',
                excerpt: 'Pay a USD 20 registration fee',
              },
            ],
          },
        }),
      )
      await page.goto('/check')
      await expectTheme(page, theme)
      await waitForContent(page)
      await page.getByLabel("Paste the advert's text or a link to it").fill('Accounts Clerk')
      await page.getByRole('button', { name: 'Check', exact: true }).click()
      await expect(page.getByRole('heading', { name: 'Be careful' })).toBeFocused()
      await page.getByRole('button', { name: 'Send to the JobsZW team' }).click()
      await expect(page.getByRole('button', { name: 'Verify you are human' })).toBeVisible()
      await expectNoSeriousViolations(page, `/check answered, send form open (${theme})`)
    })

    test('/saved, empty, has no serious axe violations', async ({ page }) => {
      await page.goto('/saved')
      await expectTheme(page, theme)
      await waitForContent(page)
      await expect(page.locator('main article')).toHaveCount(0)
      await expectNoSeriousViolations(page, `/saved empty (${theme})`)
    })

    test('/saved, with one saved job, has no serious axe violations', async ({ page }) => {
      await page.goto('/')
      await waitForContent(page, { cards: true })
      const toggle = jobCards(page).first().getByRole('button', { name: /^Save/ })
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-pressed', 'true')
      await page.goto('/saved')
      await expectTheme(page, theme)
      await waitForContent(page)
      await expect(page.locator('main article')).toHaveCount(1)
      await expectNoSeriousViolations(page, `/saved with one job (${theme})`)
    })

    test('the mobile menu, open, has no serious axe violations', async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== 'phone', 'the Menu button shows on small screens only')
      await page.goto('/')
      await expectTheme(page, theme)
      await waitForContent(page, { cards: true })
      await page.getByRole('button', { name: 'Menu' }).click()
      await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible()
      await expectNoSeriousViolations(page, `/ mobile menu open (${theme})`)
    })
  })
}
