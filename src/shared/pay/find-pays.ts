/**
 * Every pay an advert's text states, where it stands: each sum of money (money-sums.ts) in a
 * currency we read pay in, grown into a range ("$1,200 - $1,500", "USD 500 to USD 700",
 * "between $500 and $700", "1,200 - 1,500 USD"), a bound ("up to", "from", "at least", "500+")
 * and a period ("per month", "p.m.", "/hr", "weekly", "daily rate"), unless the words beside it
 * say it is money that is not the pay (pay-words.ts). A sum of millions, a falling range or an
 * amount out of bounds is dropped (makePay).
 */
import { amountOf, findMoneySums, NUMBER, WHOLE, type MoneySum } from './money-sums.ts'
import { makePay, type Pay, type PayCurrency } from './pay.ts'
import { periodAfter, periodBefore } from './pay-periods.ts'
import { wordsAfterSayOtherMoney, wordsBeforeSay } from './pay-words.ts'

export interface PayMention {
  pay: Pay
  start: number
  end: number
  /** a pay word or a period stands beside it; a bare "$300" is pay only as a salary line */
  stated: boolean
}

const JOIN = /^\s*(?:-|–|—|to)\s*/iu
const JOIN_AND = /^\s*and\s*/iu
const BETWEEN = /(?<!\p{L})between\s*$/iu
/** The top of a range written without a mark: "US$1,200 – 1,500", not "USD 500 - 10 posts". */
const BARE_TOP = new RegExp(
  String.raw`^(${NUMBER})(k\b)?${WHOLE}(?!\s*(?:%|(?:years?|yrs?|months|weeks|days|hours|people|persons|positions?|posts?|vacancies|candidates|staff|o[\s'-]?levels?|a[\s'-]?levels?)\b))`,
  'iu',
)
/** The bottom of a range whose mark comes after it: "1,200 - 1,500 USD". */
const BARE_BOTTOM = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,])(${NUMBER})(k\b)?\s*(?:-|–|—|to|and)\s*$`,
  'iu',
)
const MILLIONS = /^(?:m|mn|bn)\b|^\s?(?:million|billion)\b/iu
const UP_TO =
  /(?<!\p{L})(?:up\s?to|not more than|no more than|not exceeding|maximum(?: of)?|max\.?|as much as)\s*:?\s*$/iu
const FROM =
  /(?<!\p{L})(?:from|starting (?:at|from)|starts at|at least|minimum(?: of)?|min\.?|not less than|no less than|in excess of|over|above|more than)\s*:?\s*$/iu
const OR_MORE = /^(?:\+|\s*(?:and above|or above|or more|and more|upwards)\b)/iu
const CLAUSE_END = /[.!?;\n](?=\s|$)/g

/** The clause before `at` (at most 60 characters), or after it (at most 40). */
function clauseBefore(text: string, at: number): string {
  const window = text.slice(Math.max(0, at - 60), at)
  let cut = 0
  for (const match of window.matchAll(CLAUSE_END)) cut = match.index + 1
  return window.slice(cut)
}

function clauseAfter(text: string, at: number): string {
  const window = text.slice(at, at + 40)
  const [end] = window.matchAll(CLAUSE_END)
  return end ? window.slice(0, end.index) : window
}

function bareAmount(match: RegExpExecArray): number {
  return amountOf(match[1] ?? '', match[2])
}

interface Reading {
  min: number
  max: number
  start: number
  end: number
  /** how many sums the reading used (a range written with two marks uses two) */
  used: number
}

/** The length of "between " just before `at`, or 0. */
function betweenBefore(text: string, at: number): number {
  return BETWEEN.exec(text.slice(Math.max(0, at - 12), at))?.[0].length ?? 0
}

/** The sum at `index`, with the other end of its range when it has one. */
function readRange(text: string, sums: readonly MoneySum[], index: number): Reading {
  const sum = sums[index] as MoneySum
  const next = sums[index + 1]
  const single: Reading = {
    min: sum.value,
    max: sum.value,
    start: sum.start,
    end: sum.end,
    used: 1,
  }
  const between = betweenBefore(text, sum.start)
  const join =
    JOIN.exec(text.slice(sum.end)) ?? (between ? JOIN_AND.exec(text.slice(sum.end)) : null)
  if (join) {
    const at = sum.end + join[0].length
    const start = sum.start - between
    if (next?.start === at)
      return next.currency === sum.currency
        ? { ...single, max: next.value, start, end: next.end, used: 2 }
        : single
    const top = BARE_TOP.exec(text.slice(at))
    return top ? { ...single, max: bareAmount(top), start, end: at + top[0].length } : single
  }
  // "1,200 - 1,500 USD": the mark follows the top, so the bottom is a bare number before it
  if (!/\d/.test(text.charAt(sum.start))) return single
  const previousEnd = sums[index - 1]?.end ?? 0
  const bottom = BARE_BOTTOM.exec(text.slice(Math.max(previousEnd, sum.start - 30), sum.start))
  if (!bottom) return single
  const start = sum.start - bottom[0].length
  const and = /and\s*$/i.test(bottom[0])
  if (and && betweenBefore(text, start) === 0) return single
  return { ...single, min: bareAmount(bottom), start: start - betweenBefore(text, start) }
}

function mentionAt(text: string, reading: Reading, currency: PayCurrency): PayMention | null {
  if (MILLIONS.test(text.slice(reading.end))) return null
  const ranged = reading.min !== reading.max
  let { min, max }: { min: number | null; max: number | null } = reading
  let { start, end } = reading
  const lead = text.slice(Math.max(0, start - 24), start)
  const upTo = ranged ? null : UP_TO.exec(lead)
  const from = ranged || upTo ? null : FROM.exec(lead)
  if (upTo) [min, start] = [null, start - upTo[0].length]
  if (from) [max, start] = [null, start - from[0].length]
  const orMore = ranged ? null : OR_MORE.exec(text.slice(end))
  if (orMore) [max, end] = [null, end + orMore[0].length]

  const before = clauseBefore(text, start)
  const said = wordsBeforeSay(before)
  if (said === 'other-money') return null
  const after = periodAfter(text, end)
  if (!after && wordsAfterSayOtherMoney(clauseAfter(text, end))) return null
  const earlier = after ? undefined : periodBefore(before)
  const pay = makePay(min, max, currency, after ? after.period : (earlier ?? null))
  if (!pay) return null
  const stated = after !== null || earlier !== undefined || said === 'pay'
  return { pay, start, end: after?.end ?? end, stated }
}

export function findPays(text: string): PayMention[] {
  const sums = findMoneySums(text)
  const mentions: PayMention[] = []
  for (let index = 0; index < sums.length; index++) {
    const sum = sums[index] as MoneySum
    if (sum.currency === null) continue
    const reading = readRange(text, sums, index)
    index += reading.used - 1
    // a falling range is refused whole: neither end alone is what the advert says
    if (reading.min > reading.max) continue
    const mention = mentionAt(text, reading, sum.currency)
    if (mention) mentions.push(mention)
  }
  return mentions
}
