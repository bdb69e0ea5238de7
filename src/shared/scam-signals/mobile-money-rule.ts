/**
 * mobile-money-payment: money sent to EcoCash, InnBucks, Mukuru, OneMoney, a bank account... in
 * an application, "pay via EcoCash", "send the money to our InnBucks", "EcoCash $5 to 0772...".
 * Many honest jobs name these services as duties ("reconcile EcoCash merchant payments",
 * "cashier handling InnBucks and Mukuru transfers"), so the name alone never fires: it needs a
 * pay verb aimed at the reader, or a number or sum written straight after it.
 */
import type { NormalisedAdvert } from './normalise-advert.ts'
import { firstUndisclaimed, type ClauseMatch } from './payment-clauses.ts'
import {
  DOCUMENT,
  DUTY_VERB,
  SALARY,
  SKILL,
  THIRD_PARTY,
  readerPayVerbs,
} from './payment-context.ts'
import { anyIn, wordsBefore, wordsBetween, type Word } from './words.ts'

export const MONEY_CHANNEL =
  /\b(?:ecocash|innbucks|mukuru|onemoney|telecash|o'?mari|mpesa|western union|moneygram|worldremit|mama money|zipit|bank transfer|bank deposit|bank account|account number|merchant code|biller code)\b/g

const MAX_WORDS_BETWEEN = 6

/** Straight after the name: a phone or account number, or a sum ("ecocash $5 to 0772..."). */
const NUMBER_OR_SUM_AFTER =
  /^\s*(?:(?:number|no|merchant code|code|account|acc|details)\.?\s*)?:?\s*(?:to\s+)?(?:\+?263|0\d|\d{5}|us\$|usd|\$|zig\b|r\d)/

/** "paid via EcoCash", "payable via OneMoney": a demand only beside a fee word, away from salaries. */
const PAID_VIA = /\b(?:paid|payable) (?:via|through|to|into|using|on|by)\b/g
const FEE_WORD = /\b(?:fees?|registration|slot|deposit)\b/
const SALARY_WORD = /\b(?:salar\w*|wages?|stipends?|allowances?|commissions?|monthly|payroll)\b/

function payVerbs(text: string, words: readonly Word[]): Word[] {
  const verbs = readerPayVerbs(text, words)
  if (FEE_WORD.test(text) && !SALARY_WORD.test(text)) {
    for (const match of text.matchAll(PAID_VIA)) {
      verbs.push({ text: 'paid', start: match.index, end: match.index + match[0].indexOf(' ') })
    }
  }
  return verbs
}

export function findMobileMoneyPayment(advert: NormalisedAdvert): string | null {
  return firstUndisclaimed(advert, (clause, words) => {
    const matches: ClauseMatch[] = []
    const channels = [...clause.text.matchAll(MONEY_CHANNEL)]
    const verbs = channels.length > 0 ? payVerbs(clause.text, words) : []
    for (const channel of channels) {
      const start = channel.index
      const end = start + channel[0].length
      const verb = verbs.find((candidate) => {
        if (candidate.end > start) return false
        const between = wordsBetween(words, candidate.end, start)
        if (between.length > MAX_WORDS_BETWEEN) return false
        const lists = [THIRD_PARTY, SALARY, DUTY_VERB, candidate.text === 'send' ? DOCUMENT : null]
        return !lists.some((list) => list !== null && anyIn(between, list))
      })
      if (verb) {
        matches.push({ start: verb.start, end, anchor: start })
        continue
      }
      const before = wordsBefore(words, start, 4)
      if ([DUTY_VERB, SKILL, THIRD_PARTY].some((list) => anyIn(before, list))) continue
      const after = NUMBER_OR_SUM_AFTER.exec(clause.text.slice(end))
      if (after) matches.push({ start, end: end + after[0].length, anchor: start })
    }
    return matches
  })
}
