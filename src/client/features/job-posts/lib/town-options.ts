/** The towns a post may be in, as the form lists them: the site's towns, then Remote. */
import { TOWN_VALUES } from '#shared/job-facets/town-values.ts'
import { TOWNS } from '#shared/job-facets/towns.ts'
import type { JobPostTown } from '#shared/schemas/job-post.ts'

export const TOWN_OPTIONS: readonly { value: JobPostTown; label: string }[] = [
  ...TOWN_VALUES.map((value) => ({ value, label: TOWNS[value].label })),
  { value: 'remote', label: 'Remote' },
]

export function townLabel(town: string): string {
  return TOWN_OPTIONS.find(({ value }) => value === town)?.label ?? town
}
