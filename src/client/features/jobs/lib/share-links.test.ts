import { describe, expect, it } from 'vitest'

import { getShareTargets, getShareText, getShareUrl, type ShareableJob } from './share-links.ts'

const ORIGIN = 'https://jobs.example'
// 10:00 in Harare (UTC+2) on Friday 20 November 2026.
const NOW = Date.parse('2026-11-20T08:00:00Z')
// The end of Friday 27 November 2026 in Harare, as getJobDeadline makes deadlines.
const DEADLINE = Date.parse('2026-11-27T21:59:59.999Z')

const job: ShareableJob = {
  id: 'abc 1/2',
  title: 'Accountant & Auditor',
  company: 'Kopje Ridge Logistics',
  deadline: DEADLINE,
}

const TEXT =
  'Accountant & Auditor at Kopje Ridge Logistics - Closes Friday 27 November 2026 (7 days left)'
const URL_TEXT = 'https://jobs.example/job/abc%201%2F2'

function targetHref(name: string): string {
  const target = getShareTargets(job, ORIGIN, NOW).find((t) => t.name === name)
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
  it('names the job, the company and the deadline in words', () => {
    expect(getShareText(job, NOW)).toBe(TEXT)
  })

  it('says open until filled when there is no deadline', () => {
    expect(getShareText({ ...job, deadline: null }, NOW)).toBe(
      'Accountant & Auditor at Kopje Ridge Logistics - Open until filled',
    )
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

  it('gives X the text and the link as separate parameters', () => {
    const url = new URL(targetHref('X'))
    expect(url.origin + url.pathname).toBe('https://twitter.com/intent/tweet')
    expect(url.searchParams.get('text')).toBe(TEXT)
    expect(url.searchParams.get('url')).toBe(URL_TEXT)
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

  it('mails the title as subject and the job, deadline and link as body', () => {
    const href = targetHref('Email')
    expect(href.startsWith('mailto:?subject=Accountant%20%26%20Auditor&body=')).toBe(true)
    const body = decodeURIComponent(href.slice(href.indexOf('&body=') + '&body='.length))
    expect(body).toBe(
      `Accountant & Auditor at Kopje Ridge Logistics\n\nCloses Friday 27 November 2026 (7 days left)\n${URL_TEXT}`,
    )
  })
})
