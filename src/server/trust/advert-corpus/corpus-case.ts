/**
 * One case of the advert corpus: what a reader pastes, the answer the check must give, and the
 * official listing it must name first (by its demo key), with words its differences must hold.
 */
import type { AdvertVerdict } from '#shared/advert-check/check-advert.ts'

export const CATEGORIES = [
  'reworded',
  'shortened',
  'fee-and-phone',
  'changed-contact',
  'closed',
  'unrelated',
  'taken-down',
] as const
export type Category = (typeof CATEGORIES)[number]

/** What each category is, for the bench's table and the failures' names. */
export const CATEGORY_WORDS: Record<Category, string> = {
  reworded: '(a) a listing reworded and forwarded',
  shortened: '(b) a listing shortened to a few lines',
  'fee-and-phone': '(c) a listing with a fee and another number',
  'changed-contact': '(d) a listing with one contact changed',
  closed: '(e) a closed listing forwarded',
  unrelated: 'adverts for jobs not listed',
  'taken-down': "a taken-down listing's contact",
}

export interface CorpusCase {
  name: string
  category: Category
  text: string
  /** the answers that are right (unrelated adverts: "unknown" or "caution") */
  verdicts: readonly AdvertVerdict[]
  /** the demo key of the listing the first match must be; null: no match may be returned */
  listing: string | null
  /** words the first match's differences must hold, one each */
  differences?: readonly string[]
}
