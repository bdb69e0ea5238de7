/**
 * An employer posts a job on a phone (docs/product.md, "Employers post their own jobs"): the
 * form at 360 px, the preview through the server, sending with the bot check, the confirmation
 * email (the e2e server writes each message to data/e2e-mail), publishing from its link and the
 * job live on its page. And the draft kept on the device through a reload with no network.
 */
import { mailTo } from './mail-sink.ts'
import { fillPost } from './post-a-job-form.ts'
import { expect, test } from './test.ts'

import {
  failOnConsoleErrors,
  failOnUnexpectedConsoleErrors,
  skipSplash,
  visitUntilOfflineReady,
} from './support.ts'
import { routeTurnstile } from './turnstile-stand-in.ts'

test.use({ viewport: { width: 360, height: 740 } })

test('an employer fills the form, previews, sends, confirms by email and sees the job live', async ({
  page,
}, testInfo) => {
  const assertNoErrors = failOnConsoleErrors(page)
  const title = `Stores Clerk ${testInfo.project.name}`
  const email = `tendai-${testInfo.project.name}@mazowecitrus.example`
  await skipSplash(page)
  await routeTurnstile(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Menu' }).click()
  await page
    .getByRole('navigation', { name: 'Menu' })
    .getByRole('link', { name: 'Post a job' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Post a Job' })).toBeVisible()

  // A mistake is shown beside its field before anything is sent.
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByLabel('Job title')).toBeFocused()
  await expect(page.getByLabel('Job title')).toHaveAccessibleDescription('Job title is required.')

  const form = await fillPost(page, { title, workEmail: email })
  // 44 px targets, one column
  const send = form.getByRole('button', { name: 'Send' })
  expect((await send.boundingBox())?.height).toBeGreaterThanOrEqual(44)
  // (the form's own box: the site's header is 4 px wider than 360 px on every page)
  const box = await form.boundingBox()
  expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(360)

  const previewed = page.waitForResponse((r) => r.url().endsWith('/api/job-posts/preview'))
  await form.getByRole('button', { name: 'Preview' }).click()
  expect((await previewed).status()).toBe(200)
  const preview = page.getByRole('region', { name: 'Preview' })
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(preview).toContainText('Verified employer: posted from an address at')

  await form.getByRole('button', { name: 'Verify you are human' }).click()
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/job-posts'))
  await send.click()
  expect((await sent).status()).toBe(202)
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()

  await expect.poll(() => mailTo(email).length, { timeout: 5000 }).toBeGreaterThan(0)
  const confirmUrl = /https?:\/\/\S+\/post-a-job\/confirm#token=[^\s>"]+/.exec(
    mailTo(email)[0]?.text ?? '',
  )?.[0]
  expect(confirmUrl).toBeTruthy()

  // Opening the link publishes nothing; the button does. The token leaves the address bar.
  await page.goto(confirmUrl ?? '')
  expect(new URL(page.url()).hash).toBe('')
  await page.getByRole('button', { name: 'Publish my job' }).click()
  await expect(page.getByRole('heading', { name: 'Your job is live' })).toBeVisible()
  await page.getByRole('link', { name: 'See your job' }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText('Mazowe Citrus Estates').first()).toBeVisible()
  assertNoErrors()
})

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' })

  test('the draft survives a reload with the network off, and the preview is made on the phone', async ({
    page,
    context,
  }) => {
    const assertNoErrors = failOnUnexpectedConsoleErrors(page)
    await skipSplash(page)
    await routeTurnstile(page)
    await visitUntilOfflineReady(page)
    await page.goto('/post-a-job')
    const form = await fillPost(page, {
      title: 'Night Watchman',
      workEmail: 'guard@mazowecitrus.example',
    })

    await context.setOffline(true)
    await page.reload()
    await expect(form.getByLabel('Job title')).toHaveValue('Night Watchman')
    await expect(form.getByLabel('Your work email')).toHaveValue('guard@mazowecitrus.example')
    await expect(form.getByLabel('Town')).toHaveValue('bindura')

    await form.getByRole('button', { name: 'Preview' }).click()
    const preview = page.getByRole('region', { name: 'Preview' })
    await expect(preview).toContainText('The checks')
    await expect(preview.getByRole('heading', { level: 1, name: 'Night Watchman' })).toBeVisible()
    await context.setOffline(false)
    assertNoErrors()
  })
})
