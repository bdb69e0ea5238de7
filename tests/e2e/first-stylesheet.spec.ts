/**
 * The home page carries only the first load's styles inline, and the whole stylesheet as a
 * disabled link the browser does not fetch (docs/decisions/075). Everything on the page must look
 * as the whole stylesheet draws it, and anything drawn later by a lazy chunk (a menu, another
 * page) must find the whole stylesheet loaded.
 */
import type { Page } from '@playwright/test'

import { expect, test } from './test.ts'
import { failOnConsoleErrors, jobCards, skipSplash } from './support.ts'

test.beforeEach(async ({ page }) => {
  await skipSplash(page)
})

const wholeLink = (page: Page) => page.locator('link[data-whole-stylesheet]')

/** Every element's computed style, with its ::before and ::after, as one text per element. */
function readStyles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (style: CSSStyleDeclaration) =>
      Array.from(style, (name) => `${name}:${style.getPropertyValue(name)}`).join(';')
    return Array.from(document.querySelectorAll('html, html *'), (element) =>
      [null, '::before', '::after']
        .map((pseudo) => describe(getComputedStyle(element, pseudo)))
        .join('\n'),
    )
  })
}

/** Whether the whole stylesheet's link is enabled and its rules are in the page. */
function isWholeStylesheetApplied(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const link = document.querySelector<HTMLLinkElement>('link[data-whole-stylesheet]')
    return link !== null && !link.disabled && (link.sheet?.cssRules.length ?? 0) > 0
  })
}

test("/ looks the same with the first load's styles as with the whole stylesheet", async ({
  page,
}) => {
  const checkConsole = failOnConsoleErrors(page)
  const stylesheets: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname)
  })
  await page.goto('/')
  await expect(jobCards(page).first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(stylesheets).toEqual([])
  await expect(wholeLink(page)).toHaveJSProperty('disabled', true)

  const first = await readStyles(page)
  expect(first.length).toBeGreaterThan(300)
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const link = document.querySelector<HTMLLinkElement>('link[data-whole-stylesheet]')
        link?.addEventListener('load', resolve, { once: true })
        if (link) link.disabled = false
      }),
  )
  expect(stylesheets).toEqual([expect.stringMatching(/^\/assets\/style-[\w-]+\.css$/)])
  const whole = await readStyles(page)
  expect(whole.length).toBe(first.length)
  const differ = first.flatMap((style, index) => (style === whole[index] ? [] : [index]))
  expect(differ).toEqual([])
  checkConsole()
})

test('a menu drawn by a lazy chunk comes with the whole stylesheet', async ({ page }) => {
  const checkConsole = failOnConsoleErrors(page)
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready')
  await expect(wholeLink(page)).toHaveJSProperty('disabled', true)
  await jobCards(page)
    .first()
    .getByRole('button', { name: /^Share/ })
    .click()
  await expect(page.getByRole('menuitem').first()).toBeVisible()
  expect(await isWholeStylesheetApplied(page)).toBe(true)
  checkConsole()
})

test('another page opened from / is drawn with the whole stylesheet', async ({ page }) => {
  const checkConsole = failOnConsoleErrors(page)
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready')
  const title = (await jobCards(page).first().getByRole('heading').textContent()) ?? ''
  await jobCards(page)
    .first()
    .getByRole('link', { name: /View and Apply/ })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  expect(await isWholeStylesheetApplied(page)).toBe(true)
  checkConsole()
})

test.describe('with the offline set-up', () => {
  test.use({ serviceWorkers: 'allow' })

  test('the whole stylesheet is enabled once the worker holds it', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready')
    await page.evaluate(() => navigator.serviceWorker.ready)
    await expect.poll(() => isWholeStylesheetApplied(page)).toBe(true)
  })
})

test('a page that needs more than the first load carries the whole stylesheet', async ({
  request,
}) => {
  const html = await (await request.get('/blog/1')).text()
  expect(html).not.toContain('data-whole-stylesheet')
  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/)
  expect(html).toContain('<style>')
})
