import type { JobSort } from '#shared/job.ts'

/** The list's orders. "Best match" only ranks words, so it is offered for a search only. */
export const SORT_OPTIONS: readonly { value: JobSort; label: string }[] = [
  { value: 'relevance', label: 'Best match' },
  { value: 'newest', label: 'Newest' },
  { value: 'expiring', label: 'Expiring soon' },
]
