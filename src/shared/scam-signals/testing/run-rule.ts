/** Runs one rule over an advert made from a description, for the rules' own tests. */
import { normaliseAdvert, type NormalisedAdvert } from '../normalise-advert.ts'
import type { AdvertText } from '../score-advert.ts'
import { makeAdvert } from './make-advert.ts'

export type RuleFinder = (advert: NormalisedAdvert) => string | null

export function runRule(
  find: RuleFinder,
  description: string,
  fields: Partial<AdvertText> = {},
): string | null {
  return find(normaliseAdvert(makeAdvert({ description, ...fields })))
}
