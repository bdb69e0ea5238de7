/**
 * Runs the advert corpus through the check: each case's answer, whether it is right, and per
 * category how many got the right verdict and how many named the right listing first. The test
 * holds every case to its answer; `npx tsx bench/advert-check.ts` prints the figures.
 */
import type { AdvertListing } from '#shared/advert-check/advert-listing.ts'
import { checkAdvert, type AdvertCheck } from '#shared/advert-check/check-advert.ts'
import type { TakenDownContacts } from '#shared/advert-check/taken-down-contacts.ts'

import { CHANGED_CONTACT_COPIES, FEE_AND_PHONE_COPIES } from './cases/altered-copies.ts'
import { CLOSED_COPIES } from './cases/closed-copies.ts'
import { REWORDED_COPIES } from './cases/reworded-copies.ts'
import { SHORTENED_COPIES } from './cases/shortened-copies.ts'
import { TAKEN_DOWN_ADVERTS } from './cases/taken-down-adverts.ts'
import { UNRELATED_ADVERTS } from './cases/unrelated-adverts.ts'
import { CATEGORIES, type Category, type CorpusCase } from './corpus-case.ts'
import {
  CORPUS_NOW,
  CORPUS_TIME_ZONE,
  corpusListings,
  corpusTakenDown,
  demoJobId,
} from './corpus-listings.ts'

export const CORPUS: readonly CorpusCase[] = [
  ...REWORDED_COPIES,
  ...SHORTENED_COPIES,
  ...FEE_AND_PHONE_COPIES,
  ...CHANGED_CONTACT_COPIES,
  ...CLOSED_COPIES,
  ...UNRELATED_ADVERTS,
  ...TAKEN_DOWN_ADVERTS,
]

export interface CaseResult {
  entry: CorpusCase
  check: AdvertCheck
  rightVerdict: boolean
  /** the first match is the case's listing (or, for a case with none, nothing matched) */
  rightListing: boolean
  /** the expected words missing from the first match's differences */
  missingDifferences: string[]
}

export interface CorpusSetup {
  listings: readonly AdvertListing[]
  takenDown: TakenDownContacts
}

export function corpusSetup(): CorpusSetup {
  return { listings: corpusListings(), takenDown: corpusTakenDown() }
}

export function runCase(entry: CorpusCase, setup: CorpusSetup): CaseResult {
  const check = checkAdvert({
    text: entry.text,
    listings: setup.listings,
    takenDown: setup.takenDown,
    now: CORPUS_NOW,
    timeZone: CORPUS_TIME_ZONE,
  })
  const [first] = check.matches
  const rightListing =
    entry.listing === null ? check.matches.length === 0 : first?.job_id === demoJobId(entry.listing)
  const differences = first?.differences.join('\n') ?? ''
  return {
    entry,
    check,
    rightVerdict: entry.verdicts.includes(check.verdict),
    rightListing,
    missingDifferences: (entry.differences ?? []).filter((words) => !differences.includes(words)),
  }
}

export interface CategoryFigures {
  category: Category
  cases: number
  rightVerdict: number
  rightListing: number
}

export function runCorpus(setup = corpusSetup()): {
  results: CaseResult[]
  figures: CategoryFigures[]
} {
  const results = CORPUS.map((entry) => runCase(entry, setup))
  const figures = CATEGORIES.map((category) => {
    const inCategory = results.filter((result) => result.entry.category === category)
    return {
      category,
      cases: inCategory.length,
      rightVerdict: inCategory.filter((result) => result.rightVerdict).length,
      rightListing: inCategory.filter((result) => result.rightListing).length,
    }
  })
  return { results, figures }
}
