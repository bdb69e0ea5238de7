/**
 * The rules about what an advert promises.
 *
 * no-experience-high-pay: "no experience needed" (and no degree or diploma asked for) with pay
 * of USD 800 a month or more. Entry-level pay here is about USD 100 to 350 a month, so 800 for
 * no experience is more than twice the top of that: the bait of a fee scam. A graduate-trainee
 * post that wants a degree but no work experience is normal, and does not fire.
 *
 * unsolicited-selection: "you have been selected/shortlisted" in an advert read by everyone.
 * "Only shortlisted candidates will be contacted" and "if you are shortlisted" do not fire.
 *
 * urgency: "limited slots", "today only", "first come first served": pressure to pay before
 * thinking. Only ever an extra: "urgently required" is everyday honest wording and not listed.
 */
import { excerptOf } from './excerpt.ts'
import type { NormalisedAdvert } from './normalise-advert.ts'
import { highestMonthlyPay } from './pay-level.ts'
import { wordsBefore, wordsOf } from './words.ts'

export const HIGH_PAY_USD_PER_MONTH = 800

const NO_EXPERIENCE: readonly RegExp[] = [
  /\bno (?:prior |previous |work |formal |relevant )?(?:experience|qualifications?|skills|education|papers|cv)\b(?: (?:is |are )?(?:needed|required|necessary))?/,
  /\b(?:experience|qualifications?) (?:is |are )?not (?:needed|required|necessary)\b/,
  /\bwithout (?:any )?(?:experience|qualifications)\b/,
  /\banyone can (?:apply|do (?:it|this)|earn)\b/,
]
/** "Applicants with no experience need not apply" says the opposite. */
const NEED_NOT_APPLY = /^\s*(?:[a-z]+ ){0,2}(?:need not|should not|must not|will not|not) apply\b/

const QUALIFICATION =
  /\b(?:degree|diploma|hnd|bachelor'?s?|bsc|bcom|beng|honours|masters?|mba|cima|acca|cpa|graduates?|certificate in|registered nurse|professional qualification)\b/g
const NEGATED_BEFORE = /^(?:no|not|without|nor)$/
const NEGATED_AFTER =
  /^\s*(?:(?:is|are) )?(?:not (?:needed|required|necessary)|unnecessary|optional)\b/

function asksForQualification(text: string): boolean {
  const words = wordsOf(text)
  for (const match of text.matchAll(QUALIFICATION)) {
    const before = wordsBefore(words, match.index, 3)
    if (before.some((word) => NEGATED_BEFORE.test(word.text))) continue
    if (NEGATED_AFTER.test(text.slice(match.index + match[0].length))) continue
    return true
  }
  return false
}

export function findNoExperienceHighPay(advert: NormalisedAdvert): string | null {
  const { text } = advert.whole
  const pay = highestMonthlyPay(text, advert.pay)
  if (pay === null || pay.monthlyUsd < HIGH_PAY_USD_PER_MONTH) return null
  if (asksForQualification(text)) return null
  for (const pattern of NO_EXPERIENCE) {
    const match = pattern.exec(text)
    if (!match) continue
    const end = match.index + match[0].length
    if (NEED_NOT_APPLY.test(text.slice(end))) continue
    if (pay.start === null) return `${excerptOf(advert.whole, match.index, end, 78)} … ${pay.shown}`
    const from = Math.min(match.index, pay.start)
    const to = Math.max(end, pay.end)
    const oneLine = !text.slice(from, to).includes('\n')
    if (oneLine && to - from <= 120) return excerptOf(advert.whole, from, to)
    const promise = excerptOf(advert.whole, match.index, end, 78)
    return `${promise} … ${excerptOf(advert.whole, pay.start, pay.end, 78)}`
  }
  return null
}

const SELECTED: readonly RegExp[] = [
  /\b(?:you|your (?:cv|application|profile|number|name|phone number))(?:'ve| have| has| had)? (?:now )?(?:been|are|were|was|is|got) (?:\w+ )?(?:selected|shortlisted|chosen|picked|approved|accepted|successful|hired)\b/g,
  /\bcongratulations\b(?:\W+\w+){0,6}?\W+(?:you|your)\b/g,
]
const CONDITION = /^(?:if|once|when|whether|unless|until|should|after|only|those|not)$/

export function findUnsolicitedSelection(advert: NormalisedAdvert): string | null {
  for (const clause of advert.clauses) {
    const words = wordsOf(clause.text)
    for (const pattern of SELECTED) {
      for (const match of clause.text.matchAll(pattern)) {
        const before = wordsBefore(words, match.index, 3)
        if (before.some((word) => CONDITION.test(word.text))) continue
        if (/\bnot\b/.test(match[0])) continue
        return excerptOf(clause, match.index, match.index + match[0].length)
      }
    }
  }
  return null
}

const URGENCY =
  /\b(?:limited (?:slots|spaces|places|seats)|(?:few|only \d+|last) (?:slots|spaces|places|seats)(?: (?:left|remaining|available))?|slots? (?:are )?(?:filling|running out|limited)|today only|first come,? first serve[ds]?|hurry|act (?:now|fast)|do not miss (?:out|this)|offer ends|before (?:it is too late|slots run out)|last chance|within 24 hours only)\b/

export function findUrgency(advert: NormalisedAdvert): string | null {
  const match = URGENCY.exec(advert.whole.text)
  return match ? excerptOf(advert.whole, match.index, match.index + match[0].length) : null
}
