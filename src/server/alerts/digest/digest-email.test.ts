import { describe, expect, it } from 'vitest'

import { makeCandidateJob } from './candidate-factory.ts'
import { buildDigestEmail, describeClosing, type DigestEmailInput } from './digest-email.ts'

const ORIGIN = 'https://jobszw.co.zw'
const LINKS = {
  manageUrl: `${ORIGIN}/alerts/manage/42.token`,
  unsubscribeUrl: `${ORIGIN}/alerts/unsubscribe/42.token`,
  headers: {
    'List-Unsubscribe': `<${ORIGIN}/api/alerts/unsubscribe/42.token>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'List-Id': 'JobsZW job alerts <alerts.jobszw.co.zw>',
  },
}

const JOBS = [
  makeCandidateJob({
    job_id: 'byo-truck',
    title: 'Heavy Truck  Driver\n(Class 2)',
    company: 'Limpopo Haulage',
    location: 'Bulawayo',
    expiry_date: '2026-12-04',
  }),
  makeCandidateJob({
    job_id: 'byo-courier',
    title: 'Courier Driver',
    company: 'Swift Parcels',
    location: 'Bulawayo CBD',
    expiry_ts: '2026-12-01T12:00:00.000Z',
  }),
  makeCandidateJob({
    job_id: 'byo-bus',
    title: 'Bus Driver <Intercity>',
    company: 'Ngwenya & Sons',
    location: null,
  }),
]

function input(overrides: Partial<DigestEmailInput> = {}): DigestEmailInput {
  return {
    alert: {
      id: '42',
      email: 'tendai@example.org',
      q: 'driver',
      location: ['bulawayo'],
      category: [],
      type: [],
      pay: null,
      frequency: 'daily',
    },
    first: false,
    matches: { jobs: JOBS, total: 3 },
    origin: ORIGIN,
    links: LINKS,
    supportEmail: 'support@jobszw.co.zw',
    runKey: 's118',
    timeZone: 'Africa/Harare',
    ...overrides,
  }
}

describe('buildDigestEmail', () => {
  it('writes the jobs, what the alert is, and how to change or stop it', () => {
    const mail = buildDigestEmail(input())
    expect(mail).toMatchObject({
      to: 'tendai@example.org',
      subject: '3 new jobs: driver jobs in Bulawayo',
      messageId: '<alert-digest-42-s118@jobszw.co.zw>',
      headers: LINKS.headers,
    })
    expect(mail.text).toMatchInlineSnapshot(`
      "Your daily job alert from JobsZW
      Driver jobs in Bulawayo

      3 new jobs since your last email, closing soonest first:

      Heavy Truck Driver (Class 2)
      Limpopo Haulage, Bulawayo
      Closes Friday 4 December 2026
      https://jobszw.co.zw/job/byo-truck

      Courier Driver
      Swift Parcels, Bulawayo CBD
      Closes Tuesday 1 December 2026
      https://jobszw.co.zw/job/byo-courier

      Bus Driver <Intercity>
      Ngwenya & Sons
      Open until filled
      https://jobszw.co.zw/job/byo-bus

      --
      You get this email because you asked JobsZW for daily alerts of driver jobs in Bulawayo.
      Change or stop this alert: https://jobszw.co.zw/alerts/manage/42.token
      Unsubscribe: https://jobszw.co.zw/alerts/unsubscribe/42.token
      Questions: support@jobszw.co.zw
      "
    `)
  })

  it('says what a first digest holds, and links to the rest past 20', () => {
    const mail = buildDigestEmail(
      input({
        first: true,
        matches: { jobs: JOBS, total: 25 },
        alert: { ...input().alert, frequency: 'weekly' },
      }),
    )
    expect(mail.subject).toBe('25 new jobs: driver jobs in Bulawayo')
    expect(mail.text).toContain('Your weekly job alert from JobsZW')
    expect(mail.text).toContain('25 jobs posted in the last 7 days. The 3 closing soonest:')
    expect(mail.text).toContain(
      'See all 25 matching jobs:\nhttps://jobszw.co.zw/jobs/all?q=driver&location=bulawayo\n',
    )
    expect(mail.html).toContain(
      '<a href="https://jobszw.co.zw/jobs/all?q=driver&amp;location=bulawayo"',
    )
  })

  it('says "1 new job" for one', () => {
    const mail = buildDigestEmail(input({ matches: { jobs: JOBS.slice(0, 1), total: 1 } }))
    expect(mail.subject).toBe('1 new job: driver jobs in Bulawayo')
    expect(mail.text).toContain('1 new job since your last email')
  })

  it('writes a small HTML part: inline styles, no images, text escaped, every link', () => {
    const { html } = buildDigestEmail(input())
    expect(html).not.toMatch(/<img|<style|<link|<script|class=/i)
    expect(html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">')
    expect(html).toContain('Bus Driver &lt;Intercity&gt;')
    expect(html).toContain('Ngwenya &amp; Sons')
    expect(html).toContain('Closes Friday 4 December 2026')
    for (const url of [
      'https://jobszw.co.zw/job/byo-truck',
      LINKS.manageUrl,
      LINKS.unsubscribeUrl,
    ]) {
      expect(html).toContain(`href="${url}"`)
    }
    expect(html).toContain('>Change or stop this alert</a>')
    expect(html.length).toBeLessThan(8_000)
  })

  it('names the same message on every build of one digest, and another for the next', () => {
    expect(buildDigestEmail(input()).messageId).toBe(buildDigestEmail(input()).messageId)
    expect(buildDigestEmail(input({ runKey: 's130' })).messageId).not.toBe(
      buildDigestEmail(input()).messageId,
    )
  })
})

describe('describeClosing', () => {
  it('words the deadline as the job page does, in the site time zone', () => {
    // 23:30 UTC is 01:30 the next day in Harare
    expect(
      describeClosing(
        { expiry_ts: '2026-12-03T23:30:00.000Z', expiry_date: null },
        'Africa/Harare',
      ),
    ).toBe('Closes Friday 4 December 2026')
    expect(describeClosing({ expiry_ts: null, expiry_date: null }, 'Africa/Harare')).toBe(
      'Open until filled',
    )
  })
})
