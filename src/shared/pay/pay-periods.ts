/**
 * What a pay is paid for: a period after the amount ("per month", "a week", "/hr", "p.m.",
 * "monthly", with "gross", "net" or "(negotiable)" between) or before it ("daily rate",
 * "monthly salary:", "salary per month:"), and the period words structured sources use
 * ("MONTH", "per-month-salary").
 */
import type { PayPeriod } from './pay.ts'

/** Period words as written; null: a period Pay does not carry. */
const SPELLINGS: readonly (readonly [PayPeriod | null, string])[] = [
  ['hour', 'h hr hrs hour hourly ph'],
  ['day', 'd day daily'],
  ['week', 'w wk week weekly pw'],
  ['month', 'm mo mth month monthly pm'],
  ['year', 'y yr year annum annual annually yearly pa'],
  // paid every two weeks: the amount stays as written, without a period, rather than halved
  [null, 'fortnight fortnightly'],
]
const PERIOD_WORDS = new Map(
  SPELLINGS.flatMap(([period, words]) => words.split(' ').map((word) => [word, period] as const)),
)

/** "MONTH", "per month", "p.m.", "Monthly", "per-month-salary": a period, null, or undefined for none. */
export function periodOfWord(word: string): PayPeriod | null | undefined {
  const key = word
    .toLowerCase()
    .replace(/[\s./]/g, '')
    .replace(/^per-?/, '')
    .replace(/-(?:salary|wage)$/, '')
  return PERIOD_WORDS.get(key)
}

const FILLER = String.raw`(?:\s*(?:gross|nett?|basic|before tax|after tax|usd|us\$|zig|zwg|negotiable|neg|all inclusive|inclusive|only)\b\.?,?|\s*\((?:negotiable|neg|gross|nett?)\.?\))*`
const PERIOD_AFTER = new RegExp(
  String.raw`^${FILLER}\s*(?:(?:per|an?|each|every)\s+(?:calendar\s+)?(hour|hr|day|week|wk|fortnight|month|mo|mth|annum|year|yr)s?\b` +
    String.raw`|\/\s*(h|hrs?|hour|d|day|w|wk|week|m|mo|mth|month|y|yr|year|annum)\b` +
    String.raw`|(hourly|daily|weekly|fortnightly|monthly|annually|yearly|p\.?\s?[mawh]\.?|p\/[mawh])(?![\p{L}\p{N}]))`,
  'iu',
)
const PAY_NOUN = String.raw`(?:salary|salaries|pay|wages?|rate|stipend|allowance|remuneration|income|earnings|package)`
const PERIOD_BEFORE = new RegExp(
  String.raw`(?<!\p{L})(hourly|daily|weekly|fortnightly|monthly|annual|annually|yearly)\s+(?:(?:basic|gross|net|starting)\s+)?${PAY_NOUN}\s*(?:of|is|:|-|=)?\s*$` +
    String.raw`|(?<!\p{L})${PAY_NOUN}\s+(?:per|an?)\s+(hour|day|week|month|annum|year)\s*(?:of|is|:|-|=)?\s*$`,
  'iu',
)

/** The period written at `at` (after an amount), and where it ends; null when none is. */
export function periodAfter(
  text: string,
  at: number,
): { period: PayPeriod | null; end: number } | null {
  const match = PERIOD_AFTER.exec(text.slice(at))
  if (!match) return null
  return {
    period: periodOfWord(match[1] ?? match[2] ?? match[3] ?? '') ?? null,
    end: at + match[0].length,
  }
}

/** The period the words just before an amount give it ("daily rate"); undefined when none. */
export function periodBefore(clause: string): PayPeriod | null | undefined {
  const match = PERIOD_BEFORE.exec(clause)
  return match ? (periodOfWord(match[1] ?? match[2] ?? '') ?? null) : undefined
}
