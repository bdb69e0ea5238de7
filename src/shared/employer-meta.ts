/**
 * The words of an employer's page (/employers/<slug>): its record in one line, and the title and
 * description the server puts in the HTML for crawlers and link previews and the app sets when it
 * shows the page, so a shared link reads the same everywhere (as job-meta.ts does for a job).
 */
import { MONTH_NAMES } from './calendar-names.ts'
import type { Employer } from './schemas/employer.ts'
import { formatPageTitle } from './site.ts'

type EmployerRecord = Pick<Employer, 'adverts' | 'reports_upheld' | 'first_seen'>

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** "12 adverts since March 2026, no reports upheld" (one advert, one report upheld). */
export function describeEmployerRecord({
  adverts,
  reports_upheld,
  first_seen,
}: EmployerRecord): string {
  const [year, month] = first_seen.split('-')
  const since = `${MONTH_NAMES[Number(month) - 1] ?? ''} ${year ?? ''}`.trim()
  const reports =
    reports_upheld === 0
      ? 'no reports upheld'
      : counted(reports_upheld, 'report', 'reports') + ' upheld'
  return `${counted(adverts, 'advert', 'adverts')} since ${since}, ${reports}`
}

/** "Verified employer: posts from an address at zpc.co.zw", or null when not verified. */
export function describeEmployerVerification(employer: Pick<Employer, 'verified_domain'>) {
  return employer.verified_domain
    ? `Verified employer: posts from an address at ${employer.verified_domain}`
    : null
}

export function getEmployerPageTitle(employer: Pick<Employer, 'name'>): string {
  return formatPageTitle(`Jobs at ${employer.name}`)
}

/** "Delta Corporation: 3 open jobs. 12 adverts since March 2026, no reports upheld." */
export function getEmployerPageDescription(
  employer: Pick<Employer, 'name'> & EmployerRecord & { open: readonly unknown[] },
): string {
  const open = employer.open.length
  const jobs = open === 0 ? 'no open jobs' : counted(open, 'open job', 'open jobs')
  return `${employer.name}: ${jobs}. ${describeEmployerRecord(employer)}.`
}

/** The employer page's path. */
export const employerPath = (slug: string): string => `/employers/${slug}`
