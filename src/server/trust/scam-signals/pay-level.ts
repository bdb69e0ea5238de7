/**
 * The highest US-dollar pay an advert offers, per month: "$50 a day" is about $1,100 a month,
 * "USD 800 - 1,200 monthly" is $1,200. Sums beside fee, budget or cash-handling words are not
 * pay ("manage a budget of USD 50,000", "registration fee $10") and are skipped. A sum with no
 * period is taken as monthly, the way salaries are usually written here.
 */
import { findAmounts } from './amounts.ts'
import { anyIn, wordsAfter, wordsBefore, wordsOf } from './words.ts'

export interface PayLevel {
  monthlyUsd: number
  start: number
  end: number
}

const PER_MONTH: Readonly<Record<string, number>> = {
  hour: 176, // 8 hours, 22 days
  day: 22,
  week: 4.33,
  fortnight: 2.17,
  month: 1,
  year: 1 / 12,
}

const RANGE_UPPER = /^\s*(?:-|to)\s*(?:us\$|usd|\$)?\s*(\d[\d,]*(?:\.\d+)?)(k\b)?/
const PERIOD_AFTER =
  /^\s*(?:usd\b\s*)?(?:(?:\/|per|an?|each|every)\s*)?(hour|hr|h|day|week|wk|fortnight|month|mo|m|annum|year|yr)\b|^\s*(hourly|daily|weekly|fortnightly|monthly|annually|yearly|pm|p\/m|p\.a)\b/
const PERIOD_WORDS: Readonly<Record<string, string>> = {
  hr: 'hour',
  h: 'hour',
  hourly: 'hour',
  daily: 'day',
  wk: 'week',
  weekly: 'week',
  fortnightly: 'fortnight',
  mo: 'month',
  m: 'month',
  pm: 'month',
  'p/m': 'month',
  monthly: 'month',
  annum: 'year',
  yr: 'year',
  annually: 'year',
  yearly: 'year',
  annual: 'year',
  'p.a': 'year',
}
const PERIOD_BEFORE = /^(?:hourly|daily|weekly|fortnightly|monthly|annual|annually|yearly)$/

/** Sums that are not the job's pay. */
const NOT_PAY =
  /^(?:fees?|deposits?|charges?|visas?|sponsorship|tickets?|send|registration|costs?|payments?|capital|loans?|worth|turnover|budgets?|portfolio|float|transactions?|sales|targets?|revenue|cash|value|valued|amounts?|funds?|grants?|assets|tenders?|contracts?|invoices?|stock|balances?)$/

function periodOf(name: string): string {
  return PERIOD_WORDS[name] ?? name
}

export function highestMonthlyPay(text: string): PayLevel | null {
  const words = wordsOf(text)
  let best: PayLevel | null = null
  for (const amount of findAmounts(text)) {
    if (!amount.usd) continue
    if (anyIn(wordsBefore(words, amount.start, 4), NOT_PAY)) continue
    if (anyIn(wordsAfter(words, amount.end, 3), NOT_PAY)) continue
    let value = amount.value
    let end = amount.end
    const upper = RANGE_UPPER.exec(text.slice(end))
    if (upper) {
      value = Number((upper[1] ?? '0').replace(/,/g, '')) * (upper[2] ? 1000 : 1)
      end += upper[0].length
    }
    const after = PERIOD_AFTER.exec(text.slice(end))
    const before = wordsBefore(words, amount.start, 3).find((word) => PERIOD_BEFORE.test(word.text))
    const period = periodOf(after?.[1] ?? after?.[2] ?? before?.text ?? 'month')
    const monthlyUsd = value * (PER_MONTH[period] ?? 1)
    if (best === null || monthlyUsd > best.monthlyUsd)
      best = { monthlyUsd, start: amount.start, end }
  }
  return best
}
