/**
 * Sums of money in text: a number with a currency mark before or after it. "$10", "US$ 1,200",
 * "USD 4.50", "ZiG 5 000", "R8000", "£11.44", "$1.2k", "20 usd", "1,200 dollars", "300 rand".
 * A number without a mark is never money here: years of experience, phone numbers, grades,
 * "5 O levels" and reference numbers carry none.
 *
 * Marks of money that is not a currency we read pay in (Zimbabwe dollars: ZWL, Z$, RTGS$; bond
 * notes; other dollars: N$, A$, C$) still make a sum, with `currency: null`: the scam rules count
 * any sum near a fee, and pay is read only from the rest.
 */
import type { PayCurrency } from './pay.ts'

export interface MoneySum {
  start: number
  end: number
  value: number
  currency: PayCurrency | null
}

/** Marks as written, lower-cased without spaces or dots. */
const SPELLINGS: readonly (readonly [PayCurrency, string])[] = [
  ['USD', '$ us$ usd dollar dollars usdollar usdollars'],
  ['ZiG', 'zig zwg'],
  ['ZAR', 'r zar rand'],
  ['BWP', 'bwp pula'],
  ['GBP', '£ gbp'],
  ['EUR', '€ eur euro euros'],
]
const MARKS = new Map(
  SPELLINGS.flatMap(([currency, marks]) =>
    marks.split(' ').map((mark) => [mark, currency] as const),
  ),
)

/** The currency a mark or code stands for; null for money we do not read pay in; undefined: no mark. */
export function currencyOfMark(mark: string): PayCurrency | null | undefined {
  const key = mark.toLowerCase().replace(/[\s.]/g, '')
  // Zimbabwe dollars (zwl, z$, zw$, rtgs$), bond notes, other dollars (n$, a$, c$)
  return MARKS.get(key) ?? (/^(?:[a-z]{1,4}\$|zwl|bond)$/.test(key) ? null : undefined)
}

/** 1,200 | 5 000 (a space, no-break or narrow no-break space) | 4.50 | 1200 */
export const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`
// "R" alone only straight before two digits or a grouped thousand ("R8 000"): "Grade R", "R1
// road" and "r 12" are not rand.
const PREFIX = String.raw`us\s?\$|u\.s\.\s?\$|usd|(?:zw|z|rtgs)\s?\$|[a-z]{1,2}\$|\$|zig|zwg|zwl|zar|r(?=\d{2}|\d[ \u00a0\u202f,]\d{3})|bwp|gbp|£|eur|€`
const SUFFIX = String.raw`usd|us\s?dollars?|dollars?|zig|zwg|zwl|zar|rand|bwp|pula|gbp|euros?|eur|bond`
/** A number cut from a date or a longer number ("R2024/05", "$12.5.3") is no sum. */
export const WHOLE = String.raw`(?![\/.,]?\d)`
const SUM = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(${PREFIX})\s?(${NUMBER})(k\b)?${WHOLE}` +
    String.raw`|(?<![\p{L}\p{N}.,])(${NUMBER})(k)?${WHOLE}\s?(${SUFFIX})(?![\p{L}\p{N}])`,
  'giu',
)

export function amountOf(digits: string, thousands: string | undefined): number {
  const value = Number(digits.replace(/[,\s]/g, ''))
  return thousands ? value * 1000 : value
}

export function findMoneySums(text: string): MoneySum[] {
  const sums: MoneySum[] = []
  for (const match of text.matchAll(SUM)) {
    const mark = match[1] ?? match[6] ?? ''
    sums.push({
      start: match.index,
      end: match.index + match[0].length,
      value: amountOf(match[2] ?? match[4] ?? '', match[3] ?? match[5]),
      currency: currencyOfMark(mark) ?? null,
    })
  }
  return sums
}
