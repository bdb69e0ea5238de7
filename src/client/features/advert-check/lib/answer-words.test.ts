import { describe, expect, it } from 'vitest'

import { checkedWhereWords, refusalWords, tooLongWords } from './answer-words.ts'

describe('tooLongWords', () => {
  it('says how long the text is, the limit and what to do', () => {
    expect(tooLongWords(23_456)).toBe(
      'This is 23,456 characters long; the check reads at most 20,000. Paste the advert alone, without the chat around it.',
    )
  })
})

describe('checkedWhereWords', () => {
  it('says the server read every listing', () => {
    expect(checkedWhereWords(null)).toBe('Checked against every listing on JobsZW.')
  })

  it('says plainly the phone checked the jobs it keeps, and what online does', () => {
    expect(checkedWhereWords(48)).toBe(
      'Checked on this phone against the 48 jobs it keeps. Online, the check reads every listing on JobsZW.',
    )
    expect(checkedWhereWords(1)).toMatch(/^Checked on this phone against the 1 job it keeps\./)
    expect(checkedWhereWords(0)).toMatch(/^Checked on this phone, which keeps no jobs yet\./)
  })
})

describe('refusalWords', () => {
  it("gives the server's reason for a text it refused, with no phone check", () => {
    expect(refusalWords(400, 'text: must not be empty', null)).toEqual({
      problem:
        "The check could not read this text: text: must not be empty. Paste the advert's words, or a link to it.",
      phoneCanAnswer: false,
    })
    expect(refusalWords(400, null, null).problem).toBe(
      "The check could not read this text. Paste the advert's words, or a link to it.",
    )
    expect(refusalWords(413, null, null)).toMatchObject({
      problem: expect.stringMatching(/^This is too long to send\./),
      phoneCanAnswer: false,
    })
  })

  it('says when to try again after too many checks, from Retry-After, and offers the phone', () => {
    expect(refusalWords(429, 'Too many requests.', 30)).toEqual({
      problem:
        'Many adverts were checked from this connection in a short time. Try again in 30 seconds, or check it on this phone now against the jobs it keeps.',
      phoneCanAnswer: true,
    })
    expect(refusalWords(429, null, 600).problem).toContain('Try again in 10 minutes,')
    expect(refusalWords(429, null, 1).problem).toContain('Try again in 1 second,')
    expect(refusalWords(429, null, null).problem).toContain('Try again in a few minutes,')
  })

  it('says the check could not answer when the server fails or has no check, and offers the phone', () => {
    for (const status of [500, 502, 503, 404])
      expect(refusalWords(status, 'Internal error', null)).toEqual({
        problem:
          'JobsZW could not check this advert just now. Try again in a few minutes, or check it on this phone now against the jobs it keeps.',
        phoneCanAnswer: true,
      })
  })
})
