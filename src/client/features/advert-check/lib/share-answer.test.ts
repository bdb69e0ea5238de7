import { describe, expect, it } from 'vitest'

import type { AdvertCheck, AdvertMatch } from '#shared/advert-check/check-advert.ts'

import type { CheckAnswer } from './check-answer.ts'
import { shareAnswerText } from './share-answer.ts'

const ORIGIN = 'https://jobs.example'
/** Sunday 29 November 2026, 10:00 in Harare. */
const NOW = Date.parse('2026-11-29T08:00:00Z')

const clerk: AdvertMatch = {
  job_id: 'clerk 1/2',
  title: 'Accounts Clerk',
  company: 'Dzimbahwe Hardware Wholesalers',
  expiry_date: '2026-12-12',
  differences: [],
}

function answer(check: AdvertCheck): CheckAnswer {
  return { text: 'pasted', check, keptJobs: null, checkedAt: NOW }
}

describe('shareAnswerText', () => {
  it('names the official listing, its closing as a date that stays true, and its link', () => {
    expect(
      shareAnswerText(answer({ verdict: 'matches', matches: [clerk], signals: [] }), ORIGIN),
    ).toBe(
      'JobsZW check: this matches the official advert for Accounts Clerk at Dzimbahwe Hardware Wholesalers. Closes Saturday 12 December 2026. Official listing: https://jobs.example/job/clerk%201%2F2',
    )
  })

  it('says when the official listing closed, or that it is open until filled', () => {
    const closed = { ...clerk, expiry_date: '2026-11-17' }
    expect(
      shareAnswerText(answer({ verdict: 'matches', matches: [closed], signals: [] }), ORIGIN),
    ).toContain('. Closed Tuesday 17 November 2026. Official listing:')
    const open = { ...clerk, expiry_date: null }
    expect(
      shareAnswerText(answer({ verdict: 'matches', matches: [open], signals: [] }), ORIGIN),
    ).toContain('. Open until filled. Official listing:')
  })

  it('leads a caution with its first reason and points to the check', () => {
    const check: AdvertCheck = {
      verdict: 'caution',
      matches: [{ ...clerk, differences: ['The official advert asks no fee.'] }],
      signals: [
        { rule: 'fee-request', message: 'It asks applicants to pay', excerpt: 'fee USD 20' },
        { rule: 'urgency', message: 'It pushes readers to hurry', excerpt: 'today' },
      ],
    }
    expect(shareAnswerText(answer(check), ORIGIN)).toBe(
      'JobsZW check: be careful — it asks applicants to pay. Never pay to apply. Check adverts at https://jobs.example/check',
    )
    // a caution decided by what a copy changed: the first difference is the reason
    expect(shareAnswerText(answer({ ...check, signals: [] }), ORIGIN)).toBe(
      'JobsZW check: be careful — the official advert asks no fee. Never pay to apply. Check adverts at https://jobs.example/check',
    )
  })

  it('never calls an advert it could not find fake', () => {
    const text = shareAnswerText(answer({ verdict: 'unknown', matches: [], signals: [] }), ORIGIN)
    expect(text).toBe(
      'JobsZW check: this advert could not be found among the listings, so nothing confirms it. Never pay to apply, and check with the employer directly. Check adverts at https://jobs.example/check',
    )
    expect(text).not.toMatch(/fake|scam|real/i)
  })
})
