/** A `lever` source: an employer's Lever postings API (lever.ts). */
import { companyOption, sourceKind } from '../source-options.ts'

export const leverSource = sourceKind('lever', { company: companyOption })
