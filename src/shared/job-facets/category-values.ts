/**
 * The kinds of work a job is filed under for the category filter, as values alone: what a
 * list's address is checked against on every first visit (src/client/lib/list-search.ts). Their
 * labels are in categories.ts, which only the filter sheet, search and the server need. Few and
 * broad on purpose: a job board for one country needs a list a phone screen can show whole, and
 * every job falls in exactly one, "other" when nothing fits.
 */

export const JOB_CATEGORY_VALUES = [
  'accounting-finance',
  'admin-office',
  'agriculture',
  'construction-engineering',
  'customer-service',
  'education',
  'health',
  'hospitality-tourism',
  'ict',
  'legal',
  'logistics-transport',
  'manufacturing',
  'marketing-sales',
  'mining',
  'ngo-development',
  'security',
  'other',
] as const
export type JobCategory = (typeof JOB_CATEGORY_VALUES)[number]
