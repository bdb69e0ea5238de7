/**
 * The applicant tracking systems' sources: `workable`, `smartrecruiters` and `ashby`, an
 * employer's public board, with the region filter every board kind shares (ats-place-filter.ts).
 */
import { companyOption, pagesOption, placeOptions, sourceKind } from '../../source-options.ts'

const atsOptions = { company: companyOption, ...placeOptions }

export const workableSource = sourceKind('workable', atsOptions)
export const ashbySource = sourceKind('ashby', atsOptions)
export const smartRecruitersSource = sourceKind('smartrecruiters', {
  ...atsOptions,
  /** list pages of 100 postings read per run */
  maxPages: pagesOption(10),
})
