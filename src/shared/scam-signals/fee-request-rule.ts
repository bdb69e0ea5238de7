/**
 * fee-request: a named fee the applicant is to pay (registration, application, medical,
 * uniform, training, placement...), or "pay for your uniform". A named fee alone is not enough:
 * "processing application fees for a university" is an accounts clerk's job. So the fee must
 * come with a sign that the reader pays it: an amount, an order to pay, "payable", "required",
 * or a place in the how-to-apply or requirements text. A duty verb or a customer just before
 * the fee cancels the match ("receipt student registration fees"); words saying the employer
 * pays are cleared for every payment rule in payment-clauses.ts.
 */
import { findMoneySums, type MoneySum } from '../pay/money-sums.ts'

import type { Clause, NormalisedAdvert } from './normalise-advert.ts'
import { firstUndisclaimed, type ClauseMatch } from './payment-clauses.ts'
import { DUTY_VERB, SKILL, THIRD_PARTY, isReaderPaying, readerPayVerbs } from './payment-context.ts'
import { anyIn, wordsBefore, type Word } from './words.ts'

const NAMED_FEE =
  /\b(?:registration|application|processing|training|medicals?|uniforms?|admission|induction|placement|facilitation|administration|admin|forms?|joining|enrol?ment|enrollment|screening|interview|vetting|clearance|booking|slot|activation|membership|commitment|verification|recruitment|orientation|agency|consultation|security|reservation|deployment|accommodation|kit|starter pack|id card)\s(?:fees?|charges?|levy|levies)\b/g

const PAY_FOR =
  /\bpay(?:ing)? for (?:(?:your|their|the|own|a|an) )*(?:uniforms?|medicals?|medical (?:tests?|examinations?)|training|registration|forms?|police clearance|application|interview|placement|induction|id cards?|starter packs?|kits?)\b/g

/** After the fee: "...fee of", "...fee: $10", "...fee is payable", "...fee must be paid". */
const DEMAND_AFTER =
  /^\s*(?:of\b|:|(?:is|are) (?:payable|required|due|mandatory|needed)|(?:must|should|has to|have to|is to|are to|to|will) be paid|payable|required|applies|apply|mandatory|due|non-refundable|refundable|upon|before|on (?:arrival|reporting|application|interview))/

const NEAR = 40

/** What in a clause can show that the reader is asked to pay a fee, worked out once. */
interface Cues {
  clause: Clause
  words: readonly Word[]
  amounts: readonly MoneySum[]
  payVerbs: ReadonlySet<Word>
}

function readerIsAsked(cues: Cues, start: number, end: number): boolean {
  const { clause, words } = cues
  if (clause.field === 'applyInstructions' || clause.field === 'requirements') return true
  if (DEMAND_AFTER.test(clause.text.slice(end))) return true
  if (cues.amounts.some((amount) => amount.end >= start - NEAR && amount.start <= end + NEAR)) {
    return true
  }
  return wordsBefore(words, start, 6).some((word) => cues.payVerbs.has(word))
}

export function findFeeRequest(advert: NormalisedAdvert): string | null {
  return firstUndisclaimed(advert, (clause, words) => {
    const matches: ClauseMatch[] = []
    const fees = [...clause.text.matchAll(NAMED_FEE)]
    const cues: Cues | null =
      fees.length === 0
        ? null
        : {
            clause,
            words,
            amounts: findMoneySums(clause.text),
            payVerbs: new Set(readerPayVerbs(clause.text, words)),
          }
    for (const match of fees) {
      const start = match.index
      const end = start + match[0].length
      const before = wordsBefore(words, start, 3)
      if (anyIn(before, DUTY_VERB) || anyIn(before, SKILL) || anyIn(before, THIRD_PARTY)) continue
      if (cues && readerIsAsked(cues, start, end)) matches.push({ start, end, anchor: start })
    }
    for (const match of clause.text.matchAll(PAY_FOR)) {
      const verb = words.find((word) => word.start === match.index)
      if (!verb || !isReaderPaying(clause.text, words, verb)) continue
      matches.push({ start: match.index, end: match.index + match[0].length, anchor: match.index })
    }
    return matches
  })
}
