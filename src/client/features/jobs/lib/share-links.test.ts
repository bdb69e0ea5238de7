import { describe, expect, it } from 'vitest'

import {
  getShareTargets,
  getShareText,
  getShareUrl,
  getShareWarning,
  type ShareableJob,
} from './share-links.ts'

const ORIGIN = 'https://jobs.example'
// 10:00 in Harare (UTC+2) on Friday 20 November 2026.
const NOW = Date.parse('2026-11-20T08:00:00Z')
// The end of Friday 27 November 2026 in Harare, as getJobDeadline makes deadlines.
const DEADLINE = Date.parse('2026-11-27T21:59:59.999Z')
const WARNING =
  '⚠ Caution: This advert asks applicants to pay. Genuine employers never charge you to apply. Do not send money.'

const job: ShareableJob = {
  id: 'abc 1/2',
  title: 'Accountant & Auditor',
  company: 'Kopje Ridge Logistics',
  location: 'Harare',
  salary: 'USD 800–1,000 a month',
  deadline: DEADLINE,
  caution: null,
  withdrawn: false,
}
const flagged: ShareableJob = { ...job, caution: 'asks-for-payment' }

const TEXT =
  'Accountant & Auditor at Kopje Ridge Logistics, Harare. USD 800–1,000 a month. Closes Friday 27 November 2026.'
const URL_TEXT = 'https://jobs.example/job/abc%201%2F2'

function targetHref(name: string, shared = job): string {
  const target = getShareTargets(shared, ORIGIN, NOW).find((t) => t.name === name)
  if (!target) throw new Error(`no ${name} target`)
  return target.href
}

describe('getShareUrl', () => {
  it('is the origin, /job/ and the encoded id', () => {
    expect(getShareUrl('123', ORIGIN)).toBe('https://jobs.example/job/123')
    expect(getShareUrl(job.id, ORIGIN)).toBe(URL_TEXT)
  })
})

describe('getShareText', () => {
  it('names the job, the company, the town, the pay and the closing weekday and date', () => {
    expect(getShareText(job, NOW)).toBe(TEXT)
  })

  it('never says tomorrow or days left: the words stay true when forwarded', () => {
    // 10:00 on Thursday 26 November: the job closes the next day.
    const text = getShareText(job, Date.parse('2026-11-26T08:00:00Z'))
    expect(text).toContain('Closes Friday 27 November 2026.')
    expect(text).not.toMatch(/today|tomorrow|left/i)
    // 23:00 on the closing day itself.
    expect(getShareText(job, Date.parse('2026-11-27T21:00:00Z'))).not.toMatch(/today/i)
  })

  it('says Closed with the weekday and date once the deadline has passed', () => {
    expect(getShareText(job, Date.parse('2026-11-28T08:00:00Z'))).toMatch(
      /Closed Friday 27 November 2026\.$/,
    )
  })

  it('says Closed, with no date it did not close on, for a job its source withdrew', () => {
    expect(getShareText({ ...job, withdrawn: true }, NOW)).toMatch(
      /Harare\. USD 800–1,000 a month\. Closed\.$/,
    )
    expect(getShareText({ ...job, withdrawn: true, deadline: null }, NOW)).toMatch(/\. Closed\.$/)
  })

  it('says open until filled when there is no deadline, and leaves out a missing town and pay', () => {
    expect(getShareText({ ...job, location: null, salary: null, deadline: null }, NOW)).toBe(
      'Accountant & Auditor at Kopje Ridge Logistics. Open until filled.',
    )
  })

  it("starts a flagged advert's text with its warning, on a line of its own", () => {
    expect(getShareWarning(job)).toBe('')
    expect(getShareWarning(flagged)).toBe(`${WARNING}\n`)
    expect(getShareText(flagged, NOW)).toBe(`${WARNING}\n${TEXT}`)
  })
})

describe('getShareTargets', () => {
  it('lists WhatsApp, X, LinkedIn, Facebook and Email in that order', () => {
    expect(getShareTargets(job, ORIGIN, NOW).map((target) => target.name)).toEqual([
      'WhatsApp',
      'X',
      'LinkedIn',
      'Facebook',
      'Email',
    ])
  })

  it('puts the text, a newline and the link into one WhatsApp message', () => {
    const href = targetHref('WhatsApp')
    expect(href).toBe(`https://wa.me/?text=${encodeURIComponent(`${TEXT}\n${URL_TEXT}`)}`)
    expect(href).toContain('Accountant%20%26%20Auditor')
    expect(new URL(href).searchParams.get('text')).toBe(`${TEXT}\n${URL_TEXT}`)
  })

  it("starts a flagged advert's WhatsApp message with the warning", () => {
    expect(new URL(targetHref('WhatsApp', flagged)).searchParams.get('text')).toBe(
      `${WARNING}\n${TEXT}\n${URL_TEXT}`,
    )
  })

  it('gives X the text and the link as separate parameters', () => {
    const url = new URL(targetHref('X'))
    expect(url.origin + url.pathname).toBe('https://twitter.com/intent/tweet')
    expect(url.searchParams.get('text')).toBe(TEXT)
    expect(url.searchParams.get('url')).toBe(URL_TEXT)
    expect(new URL(targetHref('X', flagged)).searchParams.get('text')).toBe(`${WARNING}\n${TEXT}`)
  })

  it('gives LinkedIn and Facebook the link only', () => {
    const linkedIn = new URL(targetHref('LinkedIn'))
    expect(linkedIn.origin + linkedIn.pathname).toBe(
      'https://www.linkedin.com/sharing/share-offsite/',
    )
    expect(linkedIn.searchParams.get('url')).toBe(URL_TEXT)
    const facebook = new URL(targetHref('Facebook'))
    expect(facebook.origin + facebook.pathname).toBe('https://www.facebook.com/sharer/sharer.php')
    expect(facebook.searchParams.get('u')).toBe(URL_TEXT)
  })

  it('mails the title as subject and the text and link as body', () => {
    const href = targetHref('Email')
    expect(href.startsWith('mailto:?subject=Accountant%20%26%20Auditor&body=')).toBe(true)
    const body = decodeURIComponent(href.slice(href.indexOf('&body=') + '&body='.length))
    expect(body).toBe(`${TEXT}\n${URL_TEXT}`)
  })

  it("starts a flagged advert's email body with the warning", () => {
    const href = targetHref('Email', flagged)
    const subject = decodeURIComponent(href.slice('mailto:?subject='.length, href.indexOf('&')))
    expect(subject).toBe('Accountant & Auditor')
    const body = decodeURIComponent(href.slice(href.indexOf('&body=') + '&body='.length))
    expect(body).toBe(`${WARNING}\n${TEXT}\n${URL_TEXT}`)
  })
})
