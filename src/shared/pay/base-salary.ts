/**
 * A pay as schema.org's MonetaryAmount, for a JobPosting's `baseSalary` (Google for Jobs): the
 * ISO 4217 currency (ZWG for the ZiG), and a QuantitativeValue with `value` for one amount or
 * `minValue`/`maxValue` for a range or a bound, and `unitText`. A pay without a period gets no
 * baseSalary: "USD 800" may be a month or a whole contract, and a search engine would file it
 * under one.
 */
import { ISO_CURRENCY_CODES, type Pay, type PayPeriod } from './pay.ts'

const UNIT_TEXT = {
  hour: 'HOUR',
  day: 'DAY',
  week: 'WEEK',
  month: 'MONTH',
  year: 'YEAR',
} as const satisfies Record<PayPeriod, string>

export interface BaseSalary {
  '@type': 'MonetaryAmount'
  currency: string
  value: {
    '@type': 'QuantitativeValue'
    value?: number
    minValue?: number
    maxValue?: number
    unitText: (typeof UNIT_TEXT)[PayPeriod]
  }
}

export function payToBaseSalary(pay: Pay | null): BaseSalary | null {
  if (pay === null || pay.period === null) return null
  const { min, max } = pay
  const amounts =
    min !== null && min === max
      ? { value: min }
      : {
          ...(min === null ? {} : { minValue: min }),
          ...(max === null ? {} : { maxValue: max }),
        }
  return {
    '@type': 'MonetaryAmount',
    currency: ISO_CURRENCY_CODES[pay.currency],
    value: {
      '@type': 'QuantitativeValue',
      ...amounts,
      unitText: UNIT_TEXT[pay.period],
    },
  }
}
