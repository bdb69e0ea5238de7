/**
 * The values the "Shows pay" filter takes (`pay=shown`), with their labels. One value: a reader
 * asks to see only the jobs whose advert states its pay (ApiJob.pay is set); not asking shows
 * every job, so there is no value for "with or without".
 */

export const PAY_FACET_VALUES = ['shown'] as const
export type PayFacet = (typeof PAY_FACET_VALUES)[number]

export const PAY_FACETS: readonly { readonly value: PayFacet; readonly label: string }[] = [
  { value: 'shown', label: 'Shows pay' },
]

/** The name the filter is shown by; a value that is not one is shown as it is. */
export function getPayLabel(value: string): string {
  return PAY_FACETS.find((facet) => facet.value === value)?.label ?? value
}
