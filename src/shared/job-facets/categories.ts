/**
 * The kinds of work a job is filed under for the category filter. Few and broad on purpose: a
 * job board for one country needs a list a phone screen can show whole, and every job falls in
 * exactly one, "other" when nothing fits.
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

const LABELS: Readonly<Record<JobCategory, string>> = {
  'accounting-finance': 'Accounting & Finance',
  'admin-office': 'Admin & Office',
  agriculture: 'Agriculture',
  'construction-engineering': 'Construction & Engineering',
  'customer-service': 'Customer Service',
  education: 'Education',
  health: 'Health',
  'hospitality-tourism': 'Hospitality & Tourism',
  ict: 'ICT & Tech',
  legal: 'Legal',
  'logistics-transport': 'Logistics & Transport',
  manufacturing: 'Manufacturing',
  'marketing-sales': 'Marketing & Sales',
  mining: 'Mining',
  'ngo-development': 'NGO & Development',
  security: 'Security',
  other: 'Other',
}

interface JobCategoryOption {
  readonly value: JobCategory
  readonly label: string
}

export const JOB_CATEGORIES: readonly JobCategoryOption[] = JOB_CATEGORY_VALUES.map((value) => ({
  value,
  label: LABELS[value],
}))

function isJobCategory(value: string): value is JobCategory {
  return Object.hasOwn(LABELS, value)
}

/** The name a category is shown by; a value that is not a category is shown as it is. */
export function getCategoryLabel(value: string): string {
  return isJobCategory(value) ? LABELS[value] : value
}
