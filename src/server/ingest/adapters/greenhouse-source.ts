/** A `greenhouse` source: an employer's Greenhouse job board API (greenhouse.ts). */
import { companyOption, placeOptions, sourceKind } from '../source-options.ts'

export const greenhouseSource = sourceKind('greenhouse', {
  company: companyOption,
  ...placeOptions,
})
