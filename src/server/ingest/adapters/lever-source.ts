/** A `lever` source: an employer's Lever postings API (lever.ts). */
import { companyOption, placeOptions, sourceKind } from '../source-options.ts'

export const leverSource = sourceKind('lever', { company: companyOption, ...placeOptions })
