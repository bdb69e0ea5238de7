import { describe, expect, it } from 'vitest'

import type { JobInput } from '../job-input.ts'
import { makeJobInput } from '../testing/job-factory.ts'
import { CAUTION_THRESHOLD, SCAM_RULES_VERSION, scoreAdvert } from './score-advert.ts'
import { SCAM_RULES } from './rule-table.ts'
import { makeAdvert } from './testing/make-advert.ts'

const score = (description: string, fields = {}) =>
  scoreAdvert(makeAdvert({ description, ...fields }))

describe('scoreAdvert', () => {
  it('scores a clean advert 0 with no caution', () => {
    expect(score('Accountant for a Harare firm. Email hr@acme.co.zw')).toEqual({
      score: 0,
      signals: [],
      caution: null,
    })
  })

  it('flags "Do not delay, pay the $10 registration fee today via EcoCash."', () => {
    const result = score('Do not delay, pay the $10 registration fee today via EcoCash.')
    expect(result.caution).toBe('asks-for-payment')
    expect(result.signals.map((signal) => signal.rule)).toEqual([
      'fee-request',
      'payment-demand',
      'mobile-money-payment',
    ])
  })

  it('flags "Pay USD 75 via InnBucks"', () => {
    expect(score('Pay USD 75 via InnBucks').caution).toBe('asks-for-payment')
  })

  it.each([
    'We never charge fees.',
    'We do not ask for money at any stage.',
    'Delta does not charge any fee at any stage of recruitment.',
    'Recruitment is free of charge. Beware of fraudsters asking for money.',
  ])('finds nothing in the disclaimer %j', (description) => {
    expect(score(description, { jobLink: 'https://acme.co.zw/jobs/1' }).signals).toEqual([])
  })

  it('flags a fee request on its own', () => {
    const result = score('Medical fee USD 35 payable before you start.', {
      jobLink: 'https://a.co.zw',
    })
    expect(result).toMatchObject({ score: 5, caution: 'asks-for-payment' })
  })

  it('does not flag WhatsApp-only contact on its own', () => {
    const result = score('General hand wanted. WhatsApp 0778 901 234.')
    expect(result).toMatchObject({ score: 3, caution: null })
    expect(result.signals).toEqual([
      { rule: 'contact-by-phone-only', excerpt: 'General hand wanted. WhatsApp 0778 901 234.' },
    ])
  })

  it('flags WhatsApp-only contact beside another weak sign, with the stronger kind', () => {
    const result = score('Guards wanted. Limited slots. WhatsApp 0719 555 444.')
    expect(result).toMatchObject({ score: 5, caution: 'contact-by-phone-only' })
  })

  it('never flags on one weak sign', () => {
    const weak = SCAM_RULES.filter((rule) => rule.weight < CAUTION_THRESHOLD)
    expect(weak.map((rule) => rule.id)).toEqual([
      'contact-by-phone-only',
      'unsolicited-selection',
      'urgency',
    ])
    // but any two different weak signs together do flag
    for (const first of weak) {
      for (const second of weak) {
        if (first !== second)
          expect(first.weight + second.weight).toBeGreaterThanOrEqual(CAUTION_THRESHOLD)
      }
    }
    expect(score('Limited slots.', { jobLink: 'https://a.co.zw' }).caution).toBeNull()
    expect(score('You have been selected.', { jobLink: 'https://a.co.zw' }).caution).toBeNull()
  })

  it('gives the payment warning when a payment rule ties with another', () => {
    const result = score(
      'A facilitation fee of USD 40 applies. Send CVs to worldvisionjobs@gmail.com',
      {
        company: 'World Vision Zimbabwe',
      },
    )
    expect(result.signals.map((signal) => signal.rule)).toEqual([
      'fee-request',
      'free-mail-named-employer',
    ])
    expect(result.caution).toBe('asks-for-payment')
  })

  it('counts each rule once however often its words appear', () => {
    const result = score('Hurry! Limited slots! Today only! Hurry!', { jobLink: 'https://a.co.zw' })
    expect(result).toMatchObject({ score: 2, caution: null })
  })

  it('keeps every excerpt within 160 characters', () => {
    const long = `${'We are a growing company with branches in every province. '.repeat(6)}`
    const result = score(`${long}Pay the $10 registration fee via EcoCash. ${long}`)
    for (const signal of result.signals) expect(signal.excerpt.length).toBeLessThanOrEqual(160)
  })

  it('accepts a stored job input as it is', () => {
    const job: JobInput = makeJobInput({ description: 'Pay USD 75 via InnBucks' })
    expect(scoreAdvert(job).caution).toBe('asks-for-payment')
  })

  it('has a version and a threshold the repository can store', () => {
    expect(Number.isInteger(SCAM_RULES_VERSION)).toBe(true)
    expect(SCAM_RULES_VERSION).toBeGreaterThan(0)
    for (const rule of SCAM_RULES) expect(Number.isInteger(rule.weight)).toBe(true)
    expect(new Set(SCAM_RULES.map((rule) => rule.id)).size).toBe(SCAM_RULES.length)
  })
})
