/**
 * The keyboard-only journey: from `/` to a job's apply link and its Share menu, saving
 * it and coming back home, with page.keyboard only. At every stop the focus must be visible (a
 * :focus-visible outline or shadow) and not hidden behind the sticky header.
 */
import { type Locator, type Page } from '@playwright/test'

import { expect, test } from './test.ts'

import type { ApiJob } from '../../src/shared/job.ts'
import { jobCards, skipSplash, visibleSearchBox } from './support.ts'

type FocusReport = {
  description: string
  focusVisible: boolean
  outline: string
  boxShadow: string
  top: number
  bottom: number
  headerBottom: number
  inHeader: boolean
  onTop: boolean
}

/** What the focused element looks like, read in the page after the browser has scrolled it. */
async function readFocus(page: Page): Promise<FocusReport | null> {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!(element instanceof HTMLElement) || element === document.body) return null
    const style = getComputedStyle(element)
    const box = element.getBoundingClientRect()
    // The site header is the sticky one (the job page has its own <header> inside the article).
    const header = [...document.querySelectorAll('header')].find(
      (candidate) => getComputedStyle(candidate).position === 'sticky',
    )
    const headerBottom = header?.getBoundingClientRect().bottom ?? 0
    // Whatever is painted over the element's top edge; the skip link sits above the header.
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1)
    const y = Math.min(Math.max(box.top + 1, 0), window.innerHeight - 1)
    const topmost = document.elementFromPoint(x, y)
    const name =
      element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 60) ?? ''
    return {
      description: `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${name}"`,
      focusVisible: element.matches(':focus-visible'),
      outline:
        style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0
          ? 'none'
          : `${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`,
      boxShadow: style.boxShadow,
      top: box.top,
      bottom: box.bottom,
      headerBottom,
      inHeader: header?.contains(element) ?? false,
      onTop: topmost !== null && (topmost === element || element.contains(topmost)),
    }
  })
}

/** The focused element shows a focus indicator and is not tucked under the sticky header. */
async function expectFocusVisible(page: Page, step: string): Promise<void> {
  // The browser scrolls the newly focused element into view; smooth scrolling takes a moment.
  await expect
    .poll(async () => {
      const focus = await readFocus(page)
      if (!focus) return `${step}: nothing is focused`
      if (!focus.focusVisible) return `${step}: ${focus.description} does not match :focus-visible`
      if (focus.outline === 'none' && focus.boxShadow === 'none')
        return `${step}: ${focus.description} has no outline or box-shadow when focused`
      if (!focus.inHeader && focus.top < focus.headerBottom - 0.5 && !focus.onTop)
        return `${step}: ${focus.description} (top ${focus.top}) is behind the sticky header (bottom ${focus.headerBottom})`
      return 'ok'
    })
    .toBe('ok')
}

/**
 * Presses `key` until `target` has the focus, checking the focus at every stop on the way, as a
 * keyboard user would see it.
 */
async function moveFocusTo(
  page: Page,
  target: Locator,
  { key = 'Tab', max = 60, step }: { key?: 'Tab' | 'Shift+Tab'; max?: number; step: string },
): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(key)
    await expectFocusVisible(page, `${step}, after ${presses + 1} × ${key}`)
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`${step}: ${max} × ${key} never reached the target`)
}

/** The page has not scrolled across two frames. */
function isScrollAtRest(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const before = window.scrollY
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === before)))
      }),
  )
}

async function jobWithApplyLink(page: Page): Promise<ApiJob> {
  const response = await page.request.get('/api/jobs?status=active&pageSize=50')
  const { jobs } = (await response.json()) as { jobs: ApiJob[] }
  for (const job of jobs) {
    if (!job.job_link?.startsWith('http') || job.withdrawn) continue
    // A title the search finds this one job by.
    const search = new URLSearchParams({ status: 'active', q: job.title })
    const found = (await (await page.request.get(`/api/jobs?${search}`)).json()) as {
      total: number
    }
    if (found.total === 1) return job
  }
  throw new Error('no active job with an apply link and a title of its own in the demo data')
}

test('a keyboard-only journey: search, open a job, apply link, share, save, home', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  await skipSplash(page)
  const job = await jobWithApplyLink(page)

  await page.goto('/')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find Your Next Dream Job' }),
  ).toBeVisible()
  await expect(jobCards(page).first()).toBeVisible()

  // 1. The skip link is the first stop and takes the focus past the header.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  await expectFocusVisible(page, 'skip link')
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()

  // 2. The search box: the hero's on phones (in main, after the skip target), the header's on
  // wide screens (before it).
  const searchBox = visibleSearchBox(page)
  const searchInMain = await searchBox.evaluate((box) => box.closest('main') !== null)
  await moveFocusTo(page, searchBox, {
    key: searchInMain ? 'Tab' : 'Shift+Tab',
    step: 'reach the search box',
  })
  await page.keyboard.type(job.title)
  await page.keyboard.press('Enter')
  await expect(jobCards(page)).toHaveCount(1)
  const card = jobCards(page).first()
  await expect(card.getByRole('heading')).toHaveText(job.title)
  // The search glides the list into view; a Tab pressed mid-glide is scrolled back under the
  // header when the glide ends (Chromium), so the journey waits for the page to come to rest.
  await expect.poll(() => isScrollAtRest(page)).toBe(true)

  // 3. On to the card's View and Apply, and open the job.
  const viewAndApply = card.getByRole('link', { name: /View and Apply/ })
  await moveFocusTo(page, viewAndApply, { step: 'reach View and Apply' })
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/job/${job.job_id}$`))
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible()

  // 4. The apply link is a tab stop with a real address (not followed: it leaves the site).
  const apply = page.getByRole('link', { name: "Apply on the employer's site" })
  await moveFocusTo(page, apply, { step: "reach Apply on the employer's site" })
  await expect(apply).toHaveAttribute('href', job.job_link ?? '')
  await expect(apply).toHaveAttribute('target', '_blank')

  // 5. The Share menu: Enter opens it on its first item, the arrows move, Enter chooses.
  const share = page.getByRole('button', { name: 'Share' })
  await moveFocusTo(page, share, { step: 'reach Share' })
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: 'Quick share' })).toBeFocused()
  await expectFocusVisible(page, 'Share menu opened')
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('menuitem', { name: 'Copy link' })).toBeFocused()
  await expectFocusVisible(page, 'Copy link')
  await page.keyboard.press('Enter')
  await expect(menu).toBeHidden()
  await expect(page.getByText('Link copied', { exact: true })).toBeVisible()
  await expect(share).toBeFocused()
  await expectFocusVisible(page, 'Share after copying')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}/job/${job.job_id}`,
  )

  // Escape closes a menu opened with the arrow keys and hands the focus back to its button.
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('menuitem', { name: 'Quick share' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(share).toBeFocused()

  // 6. Save with Space.
  const save = page.getByRole('button', { name: /^Save/ })
  await moveFocusTo(page, save, { step: 'reach Save' })
  await page.keyboard.press('Space')
  await expect(save).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText('Job saved', { exact: true })).toBeVisible()
  await expectFocusVisible(page, 'Save after pressing Space')

  // 7. Back to the search through "Back to Jobs", going back up the page: the list comes back
  // with its words.
  const back = page.getByRole('link', { name: /Back to Jobs/ })
  await moveFocusTo(page, back, { key: 'Shift+Tab', step: 'reach Back to Jobs' })
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/\?q=Data\+Officer/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find Your Next Dream Job' }),
  ).toBeVisible()
  await page.keyboard.press('Tab')
  await expectFocusVisible(page, 'first stop back home')
})
