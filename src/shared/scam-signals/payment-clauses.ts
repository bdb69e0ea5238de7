/**
 * Runs a payment rule over every clause and keeps its first match that no disclaimer covers,
 * quoted. Shared by the payment rules so the disclaimer guard, and the check for words saying
 * the employer pays ("visa costs covered by the employer"), apply the same way to each.
 */
import { disclaimerSpans, isInSpans, type Span } from './disclaimer-guard.ts'
import { excerptOf } from './excerpt.ts'
import type { Clause, NormalisedAdvert } from './normalise-advert.ts'
import { wordsOf, type Word } from './words.ts'

export interface ClauseMatch {
  start: number
  end: number
  /** the word that carries the money meaning; the guard is asked about it */
  anchor: number
}

export type ClauseMatcher = (clause: Clause, words: readonly Word[]) => ClauseMatch[]

export function firstUndisclaimed(advert: NormalisedAdvert, matcher: ClauseMatcher): string | null {
  for (const clause of advert.clauses) {
    const matches = matcher(clause, wordsOf(clause.text))
    if (matches.length === 0) continue
    const spans = [...disclaimerSpans(clause.text), ...employerPaysSpans(clause.text)]
    const match = matches.find((candidate) => !isInSpans(spans, candidate.anchor))
    if (match) return excerptOf(clause, match.start, match.end)
  }
  return null
}

/**
 * "We cover the visa costs", "fees are paid by the employer": someone else pays. A refund or a
 * reimbursement is not on the list: "refunded with your first salary" still means pay first.
 */
const PAID_THING =
  '(?:visas?|tickets?|flights?|travel|costs?|fees?|expenses|sponsorship|permits?|training|medicals?|uniforms?|relocation)'
const EMPLOYER_PAYS: readonly RegExp[] = [
  new RegExp(
    `\\b(?:we|company|employer|organisation|organization|bank|ngo|they)\\b(?: [a-z']+){0,2} (?:pay|pays|cover|covers|sponsor|sponsors|meet|meets|fund|funds|bear|bears) (?:for )?(?:(?:the|all|any|your|their) )?(?:[a-z]+ )?${PAID_THING}\\b`,
    'g',
  ),
  /\b(?:covered|paid|sponsored|met|funded|provided|borne|catered for|arranged|handled|taken care of) (?:for )?by (?:the )?(?:employer|company|organisation|organization|us|bank|ngo|school|hospital|mine|them|[a-z]+ (?:group|limited|ltd))\b/g,
  /\b(?:at (?:the )?(?:employer'?s|company'?s|our) (?:cost|expense)|all expenses paid|fully (?:sponsored|funded|paid))\b/g,
  new RegExp(`\\b${PAID_THING} (?:is |are |will be )?(?:provided|covered|paid for)\\b`, 'g'),
]

/** The comma-parts of a clause that say someone else pays: only those words are cleared. */
export function employerPaysSpans(text: string): Span[] {
  const spans: Span[] = []
  for (const pattern of EMPLOYER_PAYS) {
    for (const match of text.matchAll(pattern)) {
      const end = text.indexOf(',', match.index + match[0].length)
      spans.push({
        start: text.lastIndexOf(',', match.index - 1) + 1,
        end: end === -1 ? text.length : end,
      })
    }
  }
  return spans
}
