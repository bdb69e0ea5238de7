/**
 * A job as schema.org JobPosting (Google for Jobs): the required title, description,
 * datePosted, hiringOrganization and jobLocation, and validThrough, employmentType, baseSalary,
 * identifier and directApply where we know them. Built from the stored job only.
 */
import { getJobDeadline } from '#shared/deadline.ts'
import type { ApiJob } from '#shared/job.ts'
import { payToBaseSalary } from '#shared/pay/base-salary.ts'
import { SITE_NAME } from '#shared/site.ts'

const EMPLOYMENT_TYPES: [RegExp, string][] = [
  [/full/i, 'FULL_TIME'],
  [/part/i, 'PART_TIME'],
  [/contract|consult|freelance/i, 'CONTRACTOR'],
  [/temporary|temp\b|casual|seasonal/i, 'TEMPORARY'],
  [/intern|attachment|trainee|graduate/i, 'INTERN'],
  [/volunteer/i, 'VOLUNTEER'],
]

function toEmploymentType(text: string | null): string | undefined {
  if (!text) return undefined
  return EMPLOYMENT_TYPES.find(([pattern]) => pattern.test(text))?.[1] ?? 'OTHER'
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/**
 * The markdown description as the simple HTML Google asks for: paragraphs and lists, every
 * character of the text escaped (no markup from a source survives).
 */
export function toDescriptionHtml(markdown: string): string {
  return markdown
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const lines = block.split('\n').map((line) => line.trim())
      const plain = (line: string) =>
        escapeText(
          line
            .replace(/^#+\s+/, '')
            .replace(/[*_`]+/g, '')
            .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'),
        )
      if (lines.every((line) => /^([-*+]|\d+\.)\s+/.test(line)))
        return `<ul>${lines.map((line) => `<li>${plain(line.replace(/^([-*+]|\d+\.)\s+/, ''))}</li>`).join('')}</ul>`
      return `<p>${lines.map(plain).join('<br>')}</p>`
    })
    .join('')
}

export function toJobPosting(
  job: ApiJob,
  { url, timeZone }: { url: string; timeZone: string },
): Record<string, unknown> {
  const deadline = getJobDeadline(job, timeZone)
  const remote = /\bremote\b/i.test(job.location ?? '')
  const baseSalary = payToBaseSalary(job.pay)
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: toDescriptionHtml(job.description) || escapeText(job.title),
    datePosted: job.date_posted ?? (job.posted_ts ?? job.created_at).slice(0, 10),
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company,
      // the employer's own website, when it posted the job here (a web address only)
      ...(job.posted_by?.website && /^https?:\/\//i.test(job.posted_by.website)
        ? { sameAs: job.posted_by.website }
        : {}),
    },
    identifier: { '@type': 'PropertyValue', name: SITE_NAME, value: job.job_id },
    url,
    directApply: false,
  }
  if (deadline !== null) posting.validThrough = new Date(deadline).toISOString()
  const employmentType = toEmploymentType(job.employment_type)
  if (employmentType) posting.employmentType = employmentType
  if (remote) {
    posting.jobLocationType = 'TELECOMMUTE'
    posting.applicantLocationRequirements = { '@type': 'Country', name: 'Zimbabwe' }
  }
  // "Harare (Remote)", "Remote (Zimbabwe)", "Harare / Remote": the place without the word
  const locality = remote
    ? job.location
        ?.replace(/\bremote\b/i, ' ')
        .replace(/[()]/g, ' ')
        .replace(/^[\s,/-]+|[\s,/-]+$/g, '')
        .replace(/\s+/g, ' ')
    : job.location?.trim()
  if (!remote || locality) {
    posting.jobLocation = {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(locality ? { addressLocality: locality } : {}),
        addressCountry: 'ZW',
      },
    }
  }
  if (baseSalary) posting.baseSalary = baseSalary
  return posting
}
