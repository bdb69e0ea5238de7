/**
 * The kinds of work a job is filed under, with the labels they are shown by. The values alone
 * are category-values.ts, so that a first visit reads them without the labels.
 */
import { JOB_CATEGORY_VALUES, type JobCategory } from './category-values.ts'

export { JOB_CATEGORY_VALUES, type JobCategory }

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
