import { describe, expect, it } from 'vitest'

import { ENGLISH_PAY_WORDS, formatPay, type PayWords } from './format-pay.ts'
import type { Pay } from './pay.ts'

describe('formatPay', () => {
  it.each<[Pay, string]>([
    [{ min: 1200, max: 1500, currency: 'USD', period: 'month' }, 'USD 1,200–1,500 a month'],
    [{ min: 5000, max: 5000, currency: 'ZiG', period: 'month' }, 'ZiG 5,000 a month'],
    [{ min: null, max: 1000, currency: 'USD', period: 'month' }, 'Up to USD 1,000 a month'],
    [{ min: 300, max: null, currency: 'USD', period: 'week' }, 'From USD 300 a week'],
    [{ min: 8000, max: 8000, currency: 'ZAR', period: null }, 'R8,000'],
    [{ min: 4.5, max: 4.5, currency: 'USD', period: 'hour' }, 'USD 4.50 an hour'],
    [{ min: 4.5, max: 6, currency: 'USD', period: 'hour' }, 'USD 4.50–6.00 an hour'],
    [{ min: 30, max: 30, currency: 'USD', period: 'day' }, 'USD 30 a day'],
    [{ min: 24000, max: 30000, currency: 'GBP', period: 'year' }, '£24,000–30,000 a year'],
    [{ min: 2000, max: 2000, currency: 'EUR', period: 'month' }, '€2,000 a month'],
    [{ min: 6000, max: 6000, currency: 'BWP', period: 'month' }, 'BWP 6,000 a month'],
  ])('shows %j as %j', (pay, text) => {
    expect(formatPay(pay, ENGLISH_PAY_WORDS)).toBe(text)
  })

  it('takes its words and number style from the words given', () => {
    const words: PayWords = {
      locale: 'de-DE',
      periods: {
        hour: 'pro Stunde',
        day: 'pro Tag',
        week: 'pro Woche',
        month: 'im Monat',
        year: 'im Jahr',
      },
      upTo: 'bis {pay}',
      from: 'ab {pay}',
    }
    expect(formatPay({ min: null, max: 1500, currency: 'EUR', period: 'month' }, words)).toBe(
      'bis €1.500 im Monat',
    )
  })

  it('is English by default', () => {
    expect(formatPay({ min: 300, max: null, currency: 'USD', period: 'week' })).toBe(
      'From USD 300 a week',
    )
  })
})
