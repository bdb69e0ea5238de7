/** A `jsonld` source: a sitemap or list page whose job pages carry JobPosting JSON-LD (jsonld.ts). */
import * as v from 'valibot'

import { companyOption, pagesOption, sourceKind } from '../source-options.ts'

function isRegExp(pattern: string): boolean {
  try {
    new RegExp(pattern)
    return true
  } catch {
    return false
  }
}

export const jsonLdSource = sourceKind('jsonld', {
  company: companyOption,
  /** links on the list page that match it lead to job pages; default: links with job words */
  match: v.optional(
    v.pipe(v.string('must be a string'), v.check(isRegExp, 'is not a valid regular expression')),
  ),
  /** job pages read per run */
  maxPages: pagesOption(200),
})
