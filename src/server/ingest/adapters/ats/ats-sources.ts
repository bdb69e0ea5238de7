/**
 * The applicant tracking systems' sources: `workable`, `smartrecruiters` and `ashby`, an
 * employer's public board, with the region filter they share (ats-place-filter.ts).
 */
import * as v from 'valibot'

import { companyOption, pagesOption, sourceKind, textOption } from '../../source-options.ts'

const atsOptions = {
  company: companyOption,
  /** keep only jobs in these countries: names or ISO codes, comma-separated; "Africa" */
  country: textOption,
  /** with `country`, also keep remote jobs wherever they are (alone: only remote jobs) */
  remote: v.optional(v.boolean('must be true or false')),
}

export const workableSource = sourceKind('workable', atsOptions)
export const ashbySource = sourceKind('ashby', atsOptions)
export const smartRecruitersSource = sourceKind('smartrecruiters', {
  ...atsOptions,
  /** list pages of 100 postings read per run */
  maxPages: pagesOption(10),
})
