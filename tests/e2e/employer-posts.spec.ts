/**
 * Trust in employers' posts, as readers and operators meet it at 360 px (docs/product.md,
 * "Employers post their own jobs"): a post from the organisation's own domain goes live within
 * 5 s of its Publish button (never on opening the link), with its countdown, "Verified employer"
 * and its employer page; the same organisation from a free-mail address waits in Review until an
 * operator approves it; a fee-asking post is held and its preview says why; another domain
 * posting as an organisation already listed is held; "Mark as filled" and a new closing date take
 * effect within 5 s; bad fields are refused with the field named.
 *
 * The tests run in order: the first makes the organisation known to the site.
 */
import type { APIRequestContext, Page } from '@playwright/test'

import { E2E_PASSING_TOKEN } from './fixtures.ts'
import { linkInMail, mailTo } from './mail-sink.ts'
import { addOperator, signIn } from './operator.ts'
import { dayFromToday, fillPost, type PostFields } from './post-a-job-form.ts'
import { failOnConsoleErrors, skipSplash } from './support.ts'
import { expect, test } from './test.ts'
import { routeTurnstile } from './turnstile-stand-in.ts'

test.use({ viewport: { width: 360, height: 740 } })
test.describe.configure({ mode: 'serial' })

const LIVE_WITHIN_MS = 5000

interface Names {
  organisation: string
  domain: string
  website: string
}

/** Each browser project posts as its own organisation, so the projects do not meet. */
function namesFor(project: string): Names {
  const domain = `chiredzisugar-${project}.example`
  return {
    organisation: `Chiredzi Sugar Millers ${project}`,
    domain,
    website: `https://www.${domain}`,
  }
}

/** The jobs a search for `title` finds, by the API the lists use. */
async function searchTitles(request: APIRequestContext, title: string): Promise<string[]> {
  const response = await request.get(`/api/jobs?q=${encodeURIComponent(title)}&pageSize=50`)
  const body = (await response.json()) as { jobs: { title: string }[] }
  return body.jobs.map((job) => job.title)
}

/** Fills the form, sends it with the bot check, and answers the confirm link from the email. */
async function sendPost(page: Page, fields: PostFields): Promise<string> {
  await page.goto('/post-a-job')
  const form = await fillPost(page, fields)
  await form.getByRole('button', { name: 'Verify you are human' }).click()
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/job-posts'))
  await form.getByRole('button', { name: 'Send' }).click()
  expect((await sent).status()).toBe(202)
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  await expect
    .poll(() => linkInMail(fields.workEmail, '/post-a-job/confirm#token='), {
      timeout: 5000,
    })
    .not.toBeNull()
  return linkInMail(fields.workEmail, '/post-a-job/confirm#token=') ?? ''
}

async function publish(page: Page, confirmUrl: string) {
  await page.goto(confirmUrl)
  await page.getByRole('button', { name: 'Publish my job' }).click()
}

test.beforeEach(async ({ page }) => {
  await skipSplash(page)
  await routeTurnstile(page)
})

test('a post from the organisation’s own domain goes live within 5 s of Publish, verified, on its employer page', async ({
  page,
}, testInfo) => {
  const assertNoErrors = failOnConsoleErrors(page)
  const names = namesFor(testInfo.project.name)
  const title = `Cane Cutting Supervisor ${testInfo.project.name}`
  const workEmail = `hr@${names.domain}`
  const confirmUrl = await sendPost(page, {
    title,
    workEmail,
    organisation: names.organisation,
    website: names.website,
    applyTo: workEmail,
  })

  // Opening the link, as a mail scanner would, and reloading it publish nothing.
  await page.goto(confirmUrl)
  await page.reload()
  // (the link again in the same tab: only the fragment changes)
  await page.goto(confirmUrl)
  expect(await searchTitles(page.request, title)).toEqual([])
  // Nor does any GET of the API's confirm address.
  expect((await page.request.get('/api/job-posts/confirm')).status()).toBe(405)

  await page.getByRole('button', { name: 'Publish my job' }).click()
  const published = Date.now()
  await expect(page.getByRole('heading', { name: 'Your job is live' })).toBeVisible()
  await expect
    .poll(() => searchTitles(page.request, title), { timeout: LIVE_WITHIN_MS })
    .toEqual([title])
  expect(Date.now() - published).toBeLessThan(LIVE_WITHIN_MS)

  await page.getByRole('link', { name: 'See your job' }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText(/EXPIRES IN/).first()).toBeVisible()
  await expect(
    page.getByText(`Verified employer: posted from an address at ${names.domain}`),
  ).toBeVisible()

  // The company links to its employer page, which lists the post.
  await page.getByRole('link', { name: names.organisation }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: names.organisation })).toBeVisible()
  await expect(page.getByRole('heading', { name: title })).toBeVisible()

  // The email that answered the confirmation carries the private manage link.
  await expect
    .poll(() => linkInMail(workEmail, '/post-a-job/manage#token='), { timeout: 5000 })
    .not.toBeNull()
  assertNoErrors()
})

test('"Mark as filled" and a new closing date take effect within 5 s', async ({
  page,
}, testInfo) => {
  const names = namesFor(testInfo.project.name)
  const title = `Cane Cutting Supervisor ${testInfo.project.name}`
  const manageUrl = linkInMail(`hr@${names.domain}`, '/post-a-job/manage#token=')
  expect(manageUrl).not.toBeNull()
  await page.goto(manageUrl ?? '')
  expect(new URL(page.url()).hash).toBe('')
  await expect(page.getByRole('heading', { name: title })).toBeVisible()

  const newDate = dayFromToday(45)
  await page.getByLabel('New closing date').fill(newDate)
  await page.getByRole('button', { name: 'Change closing date' }).click()
  const extended = Date.now()
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/jobs?q=${encodeURIComponent(title)}`)
        const body = (await response.json()) as { jobs: { expiry_date: string | null }[] }
        return body.jobs[0]?.expiry_date
      },
      { timeout: LIVE_WITHIN_MS },
    )
    .toBe(newDate)
  expect(Date.now() - extended).toBeLessThan(LIVE_WITHIN_MS)

  const found = await page.request.get(`/api/jobs?q=${encodeURIComponent(title)}`)
  const jobId = ((await found.json()) as { jobs: { job_id: string }[] }).jobs[0]?.job_id
  await page.getByRole('button', { name: 'Mark as filled' }).click()
  await page.getByRole('button', { name: 'Yes, mark it filled' }).click()
  const filled = Date.now()
  await expect
    .poll(() => searchTitles(page.request, title), { timeout: LIVE_WITHIN_MS })
    .toEqual([])
  expect(Date.now() - filled).toBeLessThan(LIVE_WITHIN_MS)
  await page.goto(`/job/${jobId ?? ''}`)
  await expect(
    page.getByText('The employer has filled this job; applications are closed.'),
  ).toBeVisible()
})

test('the same organisation from a free-mail address waits in Review until an operator approves it', async ({
  page,
}, testInfo) => {
  const names = namesFor(testInfo.project.name)
  const title = `Boiler Attendant ${testInfo.project.name}`
  const workEmail = `chiredzi.sugar.${testInfo.project.name}@gmail.com`
  const confirmUrl = await sendPost(page, {
    title,
    workEmail,
    organisation: names.organisation,
    website: names.website,
    applyTo: `hr@${names.domain}`,
  })
  await publish(page, confirmUrl)
  await expect(page.getByRole('heading', { name: 'Waiting for review' })).toBeVisible()
  await expect(page.getByText(/gmail\.com, a free email provider/)).toBeVisible()
  expect(await searchTitles(page.request, title)).toEqual([])

  const operator = `review-${testInfo.project.name}@jobszw.example`
  const password = 'posts wait for a person to look'
  addOperator(operator, password)
  await signIn(page, operator, password)
  await page.getByRole('link', { name: /^Review/ }).click()
  const held = page.locator('article', { hasText: title })
  await expect(held.getByText(/a free email provider/)).toBeVisible()
  // Still nothing live while it waits.
  expect(await searchTitles(page.request, title)).toEqual([])
  await held.getByRole('button', { name: /^Approve/ }).click()
  const approved = Date.now()
  await expect
    .poll(() => searchTitles(page.request, title), { timeout: LIVE_WITHIN_MS })
    .toEqual([title])
  expect(Date.now() - approved).toBeLessThan(LIVE_WITHIN_MS)

  const response = await page.request.get(`/api/jobs?q=${encodeURIComponent(title)}`)
  const body = (await response.json()) as { jobs: { job_id: string }[] }
  await page.goto(`/job/${body.jobs[0]?.job_id ?? ''}`)
  await expect(page.getByText('Posted by the employer; address not verified')).toBeVisible()
})

test('a post asking applicants to pay is held, and its preview says why', async ({
  page,
}, testInfo) => {
  const names = namesFor(testInfo.project.name)
  const title = `Security Guards (10 Posts) ${testInfo.project.name}`
  const fields = {
    title,
    workEmail: `security@${names.domain}`,
    organisation: names.organisation,
    website: names.website,
    applyTo: `security@${names.domain}`,
    description:
      'Guards for the mill.\n\nShortlisted applicants must pay a registration fee of USD 20 by EcoCash before the interview.',
  }
  await page.goto('/post-a-job')
  const form = await fillPost(page, fields)
  await form.getByRole('button', { name: 'Preview' }).click()
  const preview = page.getByRole('region', { name: 'Preview' })
  await expect(preview.getByText(/It asks applicants to pay/).first()).toBeVisible()
  await expect(preview.getByText(/registration fee/).first()).toBeVisible()

  const confirmUrl = await sendPost(page, fields)
  await publish(page, confirmUrl)
  await expect(page.getByRole('heading', { name: 'Waiting for review' })).toBeVisible()
  await expect(page.getByText(/It asks applicants to pay/)).toBeVisible()
  expect(await searchTitles(page.request, title)).toEqual([])
})

test('another domain posting as an organisation already listed is held', async ({
  page,
}, testInfo) => {
  const names = namesFor(testInfo.project.name)
  const title = `Mill Engineer ${testInfo.project.name}`
  const otherDomain = `chiredzi-careers-${testInfo.project.name}.example`
  const fields = {
    title,
    workEmail: `jobs@${otherDomain}`,
    organisation: names.organisation,
    // its "own" website, so the address alone would pass as verified
    website: `https://${otherDomain}`,
    applyTo: `jobs@${otherDomain}`,
  }
  await page.goto('/post-a-job')
  const form = await fillPost(page, fields)
  await form.getByRole('button', { name: 'Preview' }).click()
  await expect(
    page.getByRole('region', { name: 'Preview' }).getByText(/is on the site already/),
  ).toBeVisible()

  const confirmUrl = await sendPost(page, fields)
  await publish(page, confirmUrl)
  await expect(page.getByRole('heading', { name: 'Waiting for review' })).toBeVisible()
  await expect(page.getByText(new RegExp(`writing from ${names.domain}`))).toBeVisible()
  expect(await searchTitles(page.request, title)).toEqual([])
})

test('a past closing date, a missing title and an oversized description are refused, naming the field', async ({
  page,
}, testInfo) => {
  const names = namesFor(testInfo.project.name)
  // On the phone: the form names the field before anything is sent, and keeps what was typed.
  await page.goto('/post-a-job')
  const form = await fillPost(page, {
    title: 'Weighbridge Clerk',
    workEmail: `hr@${names.domain}`,
    organisation: names.organisation,
    website: names.website,
  })
  await form.getByLabel('Closing date').fill(dayFromToday(-2))
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(form.getByLabel('Closing date')).toBeFocused()
  await expect(form.getByLabel('Closing date')).toHaveAccessibleDescription(/today or later/)
  await expect(form.getByLabel('Job title')).toHaveValue('Weighbridge Clerk')

  // And the server, whatever sends it.
  const valid = {
    title: 'Weighbridge Clerk',
    organisation: names.organisation,
    website: names.website,
    town: 'chiredzi',
    type: 'full-time',
    category: 'agriculture',
    closingDate: dayFromToday(10),
    pay: null,
    howToApply: {
      methods: [{ kind: 'email', value: `hr@${names.domain}` }],
      reference: null,
      documents: [],
    },
    description: 'Weigh the cane lorries.',
    workEmail: `hr@${names.domain}`,
    'cf-turnstile-response': E2E_PASSING_TOKEN,
  }
  const refusals: [Record<string, unknown>, string][] = [
    [{ closingDate: dayFromToday(-1) }, 'closingDate'],
    [{ title: '' }, 'title'],
    [{ description: 'x'.repeat(15_001) }, 'description'],
  ]
  for (const [change, field] of refusals) {
    const response = await page.request.post('/api/job-posts', {
      data: { ...valid, ...change },
      headers: { Origin: new URL(page.url()).origin },
    })
    expect(response.status(), field).toBe(400)
    const body = (await response.json()) as { error: { parameter?: string; message: string } }
    expect(body.error.parameter, field).toBe(field)
    expect(body.error.message, field).toContain(field)
  }
  expect(mailTo(`hr@${names.domain}`).filter((mail) => mail.text.includes('Weighbridge'))).toEqual(
    [],
  )
})
