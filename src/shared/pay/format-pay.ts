/**
 * The one way a pay is shown, on cards, pages and in emails: "USD 1,200–1,500 a month",
 * "ZiG 5,000 a month", "Up to USD 1,000 a month", "From USD 300 a week", "R8,000",
 * "USD 4.50 an hour". Rand, pounds and euros take their symbols, as readers here write them;
 * US dollars are "USD", never "$", which older Zimbabwean notes and adverts also used.
 */
import type { Pay, PayCurrency, PayPeriod } from './pay.ts'

export interface PayWords {
  /** the BCP 47 locale the numbers are written in */
  locale: string
  periods: Readonly<Record<PayPeriod, string>>
  /** with `{pay}` where the amount goes */
  upTo: string
  from: string
}

export const ENGLISH_PAY_WORDS: PayWords = {
  locale: 'en-US',
  periods: { hour: 'an hour', day: 'a day', week: 'a week', month: 'a month', year: 'a year' },
  upTo: 'Up to {pay}',
  from: 'From {pay}',
}

const CURRENCY_BEFORE: Readonly<Record<PayCurrency, string>> = {
  USD: 'USD ',
  ZiG: 'ZiG ',
  ZAR: 'R',
  BWP: 'BWP ',
  GBP: '£',
  EUR: '€',
}

const numberFormats = new Map<string, Intl.NumberFormat>()

function numberFormat(locale: string, cents: boolean): Intl.NumberFormat {
  const key = `${locale} ${cents}`
  let format = numberFormats.get(key)
  if (!format) {
    const digits = cents ? 2 : 0
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
    numberFormats.set(key, format)
  }
  return format
}

export function formatPay(pay: Pay, words: PayWords = ENGLISH_PAY_WORDS): string {
  const { min, max } = pay
  const amounts = [min, max].filter((amount): amount is number => amount !== null)
  // cents on both ends or neither: "USD 4.50–6.00", not "USD 4.50–6"
  const format = numberFormat(
    words.locale,
    amounts.some((amount) => !Number.isInteger(amount)),
  )
  const money = (amount: number) => CURRENCY_BEFORE[pay.currency] + format.format(amount)
  const text =
    min !== null && max !== null
      ? min === max
        ? money(min)
        : `${money(min)}–${format.format(max)}`
      : min !== null
        ? words.from.replace('{pay}', money(min))
        : words.upTo.replace('{pay}', money(max ?? 0))
  return pay.period === null ? text : `${text} ${words.periods[pay.period]}`
}
