/**
 * payment-demand: an order to pay a sum: "pay $10", "send USD 20", "deposit R500", "make a
 * payment of US$15". Salary lines look alike ("Pay: USD 400 per month", "we pay $600"), so the
 * verb must ask the reader to pay (payment-context.ts) and the sum must not read as pay: no
 * "per month" after it, no "salary" or "suppliers" between, and a sum of USD 200 or more counts
 * only beside a word about fees or how to send it (real fee demands are mostly smaller).
 */
import { findMoneySums } from '../pay/money-sums.ts'

import type { NormalisedAdvert } from './normalise-advert.ts'
import { firstUndisclaimed, type ClauseMatch } from './payment-clauses.ts'
import { DOCUMENT, SALARY, THIRD_PARTY, readerPayVerbs } from './payment-context.ts'
import { anyIn, wordsBetween, type Word } from './words.ts'

const MAX_WORDS_BETWEEN = 5

/** After the sum: it is a wage ("per month", "- $600", "+ benefits"). */
const WAGE_AFTER =
  /^\s*(?:\/|per\b|p\/?m\b|pm\b|p\.a\b|an? (?:month|week|day|hour|year)\b|monthly|weekly|daily|hourly|annually|yearly|net\b|gross\b|plus\b|\+|and benefits|negotiable|basic|salary|each month|every month|-\s*(?:us\$|usd|\$)?\s*\d|to (?:us\$|usd|\$)?\s*\d)/
/** Between verb and sum: "pay between", "pay up to", "pay from". */
const RANGE_WORD = /^(?:up|upto|between|from|range|around|about|approximately)$/
const FEE_CUE =
  /\b(?:fees?|registration|secure|slots?|confirm|reserve|book|processing|placement|visa|permit|sponsorship|ticket|medicals?|uniforms?|training|via|through|into|using|ecocash|innbucks|mukuru|onemoney|account|before|upon|non-refundable|refundable|forms?)\b/
const LARGE_USD = 200

/** "make a payment of", "payment of": a pay verb in other words. */
const PAYMENT_PHRASE = /\b(?:(?:make|making) (?:a |the )?payment(?: of)?|payment of)\b/g

function payPhrases(text: string, words: readonly Word[]): Word[] {
  const verbs = readerPayVerbs(text, words)
  for (const match of text.matchAll(PAYMENT_PHRASE)) {
    const before = text.slice(Math.max(0, match.index - 30), match.index)
    if (/\b(?:salar\w*|wages?|suppliers?|creditors?|we|company|employer)\b[^,]*$/.test(before))
      continue
    verbs.push({ text: match[0], start: match.index, end: match.index + match[0].length })
  }
  return verbs
}

export function findPaymentDemand(advert: NormalisedAdvert): string | null {
  return firstUndisclaimed(advert, (clause, words) => {
    const amounts = findMoneySums(clause.text)
    if (amounts.length === 0) return []
    const matches: ClauseMatch[] = []
    for (const verb of payPhrases(clause.text, words)) {
      const amount = amounts.find((candidate) => candidate.start >= verb.end)
      if (!amount) continue
      const between = wordsBetween(words, verb.end, amount.start)
      if (between.length > MAX_WORDS_BETWEEN) continue
      if ([SALARY, THIRD_PARTY, DOCUMENT, RANGE_WORD].some((list) => anyIn(between, list))) continue
      if (WAGE_AFTER.test(clause.text.slice(amount.end))) continue
      if (amount.currency === 'USD' && amount.value >= LARGE_USD && !FEE_CUE.test(clause.text))
        continue
      matches.push({ start: verb.start, end: amount.end, anchor: verb.start })
    }
    return matches
  })
}
