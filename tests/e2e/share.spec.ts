import { expect, test } from './test.ts'

import { jobCards, skipSplash } from './support.ts'

test('sharing a job: WhatsApp first with the deadline in words, and Copy link', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  await skipSplash(page)
  await page.goto('/')
  const card = jobCards(page).first()
  const title = (await card.getByRole('heading').textContent()) ?? ''
  await card.getByRole('button', { name: 'Share' }).click()
  const menu = page.getByRole('menu')
  const items = menu.getByRole('menuitem')
  await expect(items.nth(0)).toHaveText(/Quick share/)
  await expect(items.nth(1)).toHaveText(/Copy link/)
  const whatsapp = menu.getByRole('menuitem', { name: /WhatsApp/ })
  await expect(items.nth(2)).toHaveText(/WhatsApp/)
  const href = decodeURIComponent((await whatsapp.getAttribute('href')) ?? '')
  expect(href).toContain(title)
  expect(href).toMatch(/Closes|Open until filled/)
  expect(href).toMatch(/\/job\/[0-9a-z]+/)
  await expect(whatsapp).toHaveAttribute('target', '_blank')
  await expect(whatsapp).toHaveAttribute('rel', /noreferrer/)
  await expect(menu.getByRole('menuitem', { name: /Email/ })).toHaveAttribute('href', /^mailto:/)

  await menu.getByRole('menuitem', { name: /Copy link/ }).click()
  await expect(page.getByText('Link copied', { exact: true })).toBeVisible()
  await expect(page.getByText('Job link copied to clipboard.')).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/job\/[0-9a-z]+$/)
})
