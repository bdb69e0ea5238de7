import type { JobFilter } from './job-filter.ts'

export interface ListPage {
  /** the page's path */
  path: string
  crumb: string
  heading: string
  subtitle: string
}

/** Headings and subtitles of the four list pages. */
export const LIST_PAGES: Record<JobFilter, ListPage> = {
  all: {
    path: '/jobs/all',
    crumb: 'All Jobs',
    heading: 'All Active Jobs',
    subtitle: 'Browse all available job opportunities',
  },
  urgent: {
    path: '/jobs/urgent',
    crumb: 'Urgent Jobs',
    heading: 'Urgent Jobs',
    subtitle: 'Applications closing in 3-5 days',
  },
  critical: {
    path: '/jobs/critical',
    crumb: 'Critical Jobs',
    heading: 'Critical Jobs',
    subtitle: 'Applications closing within 3 days - Apply now!',
  },
  closed: {
    path: '/jobs/archives',
    crumb: 'Archived Jobs',
    heading: 'Archived Jobs',
    subtitle: 'Previously posted job opportunities',
  },
}

/** The meta description of a list page. */
export function describeListPage(page: ListPage): string {
  return `${/[.!?]$/.test(page.subtitle) ? page.subtitle : `${page.subtitle}.`} Jobs in Zimbabwe.`
}
