/**
 * overseas-fee: the costs of a visa, work permit or certificate of sponsorship (or the air
 * ticket) put on the applicant. Care-work jobs in the UK and jobs in the Gulf are the usual
 * bait, and "pay for your certificate of sponsorship" is not how a licensed sponsor works.
 * Adverts that say the employer sponsors or pays, and travel-agency jobs that process visas
 * for clients, do not fire.
 */
import { findMoneySums } from '../pay/money-sums.ts'

import type { NormalisedAdvert } from './normalise-advert.ts'
import { firstUndisclaimed, type ClauseMatch } from './payment-clauses.ts'
import { DOCUMENT, DUTY_VERB, SKILL, THIRD_PARTY, readerPayVerbs } from './payment-context.ts'
import { anyIn, wordsAfter, wordsBefore } from './words.ts'

const TRAVEL_PAPER =
  /\b(?:visas?|work permits?|certificates? of sponsorship|cos (?:letter|fee|certificate)s?|sponsorship (?:letter|fee|certificate)s?|travel documents|air ?tickets?|flight tickets?|plane tickets?|embassy)\b/g

const MONEY_WORD = /^(?:fees?|payments?|deposits?|costs?|charges?)$/

const WINDOW = 6

export function findOverseasFee(advert: NormalisedAdvert): string | null {
  return firstUndisclaimed(advert, (clause, words) => {
    const amounts = findMoneySums(clause.text)
    // "send your CV" is not a payment
    const verbs = new Set(
      readerPayVerbs(clause.text, words).filter(
        (verb) => !anyIn(wordsAfter(words, verb.end, 2), DOCUMENT),
      ),
    )
    const matches: ClauseMatch[] = []
    for (const paper of clause.text.matchAll(TRAVEL_PAPER)) {
      const start = paper.index
      const end = start + paper[0].length
      const before = wordsBefore(words, start, WINDOW)
      const after = wordsAfter(words, end, WINDOW)
      const near = wordsBefore(words, start, 4)
      if ([DUTY_VERB, SKILL, THIRD_PARTY].some((list) => anyIn(near, list))) continue
      const sum = amounts.some((amount) => amount.end >= start - 50 && amount.start <= end + 50)
      const around = [...before, ...after]
      if (sum || anyIn(around, MONEY_WORD) || around.some((word) => verbs.has(word))) {
        matches.push({ start, end, anchor: start })
      }
    }
    return matches
  })
}
