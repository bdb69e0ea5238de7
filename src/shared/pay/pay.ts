/**
 * Pay as data: `{ min, max, currency, period }`, the one shape every reader of pay uses (advert
 * text, structured sources, cards, JSON-LD, the scam rules). Its schema is
 * src/shared/schemas/pay.ts; the type is read from it.
 *
 * - A single amount is `min === max`; "up to 1,000" is `min: null`; "from 300" is `max: null`.
 * - `period` is null when the advert names none ("R8000"); nothing guesses it.
 * - The currencies are the ones Zimbabwean adverts pay in: US dollars above all, ZiG (the
 *   Zimbabwe Gold, ISO code ZWG, which replaced the Zimbabwe dollar in April 2024), rand and pula
 *   for work near and across the borders, pounds and euros for work abroad. An amount in Zimbabwe
 *   dollars (ZWL, "RTGS dollars", bond notes) is not read as pay at all: that currency is no
 *   longer legal tender, and ZWL was converted at about 2,500 to one ZiG, so showing such a
 *   figure as ZiG would be 2,500 times too high.
 */
import type * as v from 'valibot'

import type { paySchema } from '../schemas/pay.ts'

export const PAY_CURRENCIES = ['USD', 'ZiG', 'ZAR', 'BWP', 'GBP', 'EUR'] as const
export type PayCurrency = (typeof PAY_CURRENCIES)[number]

export const PAY_PERIODS = ['hour', 'day', 'week', 'month', 'year'] as const
export type PayPeriod = (typeof PAY_PERIODS)[number]

export type Pay = v.InferOutput<typeof paySchema>

/**
 * No pay is above this (ten million a year in any of the currencies is far beyond any advert
 * here); a larger figure is a misread number: a phone number, a budget, a reference.
 */
export const MAX_PAY_AMOUNT = 10_000_000

function isAmount(value: number | null): boolean {
  return value === null || (value > 0 && value <= MAX_PAY_AMOUNT)
}

/**
 * A Pay when the parts make one, else null: at least one amount, each above 0 and at most
 * MAX_PAY_AMOUNT, and never a top below the bottom. A falling range is refused rather than
 * swapped: "USD 900 - 700" may be two grades, or a typo in either number, and a swap would
 * guess which.
 */
export function makePay(
  min: number | null,
  max: number | null,
  currency: PayCurrency,
  period: PayPeriod | null,
): Pay | null {
  if (min === null && max === null) return null
  if (!isAmount(min) || !isAmount(max)) return null
  if (min !== null && max !== null && min > max) return null
  return { min, max, currency, period }
}

/** ISO 4217 codes, for JSON-LD and other machines: the ZiG is ZWG. */
export const ISO_CURRENCY_CODES: Readonly<Record<PayCurrency, string>> = {
  USD: 'USD',
  ZiG: 'ZWG',
  ZAR: 'ZAR',
  BWP: 'BWP',
  GBP: 'GBP',
  EUR: 'EUR',
}
