/**
 * An advert that lists several roles becomes one job per role (normalise/advert-roles.ts):
 * "Sales Manager at The Dangote Group", with the advert's deadline, link and how to apply, and a
 * description made of the advert's introduction, the role's own part and the closing part every
 * role shares. Each role's id is the advert's plus the role ("…/vacancies/dangote/#role-sales-manager"),
 * so later runs update the same jobs. The advert itself is not stored as well.
 */
import { roleExternalId } from '../advert-role-id.ts'
import type { NormalisedJob } from '../ingest-types.ts'
import { findAdvertRoles } from '../normalise/advert-roles.ts'
import { roleFromHeading } from '../normalise/role-heading.ts'
import { clampText } from '../normalise/text-fields.ts'

const MAX_DESCRIPTION = 50_000

/** Titles that announce several openings: "Career Opportunities at …", "Vacancies - …". */
const OPENINGS =
  /\b(?:vacanc(?:y|ies)|careers?|(?:career|job|employment)\s+opportunit(?:y|ies)|opportunities|positions|posts|openings|jobs|recruitment)\b/i
const EMPLOYER_AFTER = new RegExp(`${OPENINGS.source}\\s*(?:at|with|[:–—-])\\s+(.{2,80})$`, 'i')
const EMPLOYER_BEFORE = /^(.{2,80}?)\s+(?:is\s+(?:hiring|recruiting)|vacancies|careers|jobs)$/i

export interface SplitAdvert {
  jobs: NormalisedJob[]
  /** "… lists 23 roles: the first 20 were kept" */
  warning: string | null
}

/**
 * The jobs an advert stands for: one per role it lists, or the advert alone. `fallbackCompany`
 * is what the job's company is when nothing named the employer; the advert's title may.
 */
export function splitAdvert(job: NormalisedJob, fallbackCompany: string): SplitAdvert {
  const alone = { jobs: [job], warning: null }
  // A title that names one role ("Finance Manager") is one job, whatever its headings say.
  if (!OPENINGS.test(job.title) && isSingleRole(job.title)) return alone
  const found = findAdvertRoles(job.description)
  if (!found) return alone
  const employer = employerInTitle(job.title) ?? job.company
  const company = job.company === fallbackCompany ? employer : job.company
  const slugs = new Set<string>()
  const jobs = found.roles.map((role) => {
    const slug = uniqueSlug(role.title, slugs)
    const title = /\bat\s/i.test(role.title) ? role.title : `${role.title} at ${employer}`
    const description = [found.intro, `### ${role.title}`, role.body, found.outro]
      .filter((part) => part !== '')
      .join('\n\n')
    return {
      ...job,
      externalId: roleExternalId(job.externalId, slug),
      title,
      company,
      description: clampText(description, MAX_DESCRIPTION),
      tags: [...job.tags],
    }
  })
  const warning =
    found.leftOut > 0
      ? `${job.externalId}: the advert lists ${jobs.length + found.leftOut} roles: the first ${jobs.length} were kept`
      : null
  return { jobs, warning }
}

function isSingleRole(title: string): boolean {
  return roleFromHeading(title) !== null && !/,|&|\/|\band\b/i.test(title)
}

/** "Career Opportunities at The Dangote Group" and "Econet Wireless Vacancies" name employers. */
export function employerInTitle(title: string): string | null {
  const short = title.trim().slice(0, 200)
  const employer = (EMPLOYER_AFTER.exec(short)?.[1] ?? EMPLOYER_BEFORE.exec(short)?.[1])
    ?.replace(/[.\s]+$/, '')
    .trim()
  if (!employer || OPENINGS.test(employer) || roleFromHeading(employer)) return null
  return employer
}

function uniqueSlug(title: string, taken: Set<string>): string {
  const base =
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'role'
  let slug = base
  for (let count = 2; taken.has(slug); count++) slug = `${base}-${count}`
  taken.add(slug)
  return slug
}
