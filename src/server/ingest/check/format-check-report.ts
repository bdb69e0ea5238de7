/** What `npm run sources -- check` prints: plain lines an operator reads in a terminal. */
import { getJobDeadline } from '#shared/deadline.ts'

import type { NormalisedJob, SourceConfig } from '../ingest-types.ts'
import type { CardShape } from './card-shapes.ts'
import type { CheckResult } from './check-source.ts'
import { formatFieldPreviews } from './field-preview.ts'

const JOBS_SHOWN = 5

export function formatCheckReport(
  source: Pick<SourceConfig, 'name' | 'kind' | 'url'>,
  result: CheckResult,
  timeZone: string,
): string[] {
  const lines = [`${source.name} (${source.kind}) ${source.url}`]
  if (result.error) lines.push(`ERROR: ${result.error}`)
  const partial = result.complete ? '' : ' (partial: a run would withdraw nothing)'
  lines.push(`${result.jobs.length} jobs would be stored${partial}; nothing was stored`)
  for (const job of result.jobs.slice(0, JOBS_SHOWN)) lines.push('', ...formatJob(job, timeZone))
  if (result.jobs.length > JOBS_SHOWN)
    lines.push('', `... and ${result.jobs.length - JOBS_SHOWN} more`)
  lines.push(...formatFieldPreviews(result.fields))
  if (result.gaps.length + result.warnings.length > 0) lines.push('', 'Warnings:')
  for (const gap of result.gaps) lines.push(`  ${gap}`)
  for (const warning of result.warnings.slice(0, 20)) lines.push(`  ${warning}`)
  if (result.shapes.length > 0) {
    lines.push('', 'Repeated shapes on the page that hold a link (candidate "list.item"):')
    for (const shape of result.shapes) {
      const hints = [
        shape.title ? `title "${shape.title}"` : null,
        shape.deadline ? `deadline "${shape.deadline}"` : null,
      ].filter(Boolean)
      lines.push(
        `  "${shape.selector}" x${shape.count}${formatAds(shape)}${hints.length ? `, inside: ${hints.join(', ')}` : ''}`,
        `      ${shape.sample}`,
      )
    }
  }
  return lines
}

/** " (left out 3 ad and sponsored slots)": they were not counted as cards. */
function formatAds({ adsLeftOut, adsMatched }: CardShape): string {
  if (adsLeftOut === 0) return ''
  const slots = adsLeftOut === 1 ? 'slot' : 'slots'
  const matched =
    adsMatched > 0
      ? `; ${adsMatched} of them ${adsMatched === 1 ? 'matches' : 'match'} this selector too, and would be read as jobs`
      : ''
  return ` (left out ${adsLeftOut} ad and sponsored ${slots}${matched})`
}

function formatJob(job: NormalisedJob, timeZone: string): string[] {
  const field = (name: string, value: string | null) =>
    value ? [`  ${name.padEnd(10)} ${value}`] : []
  const description = job.description.replace(/\s+/g, ' ').trim()
  return [
    `- ${job.title}`,
    ...field('company', job.company),
    ...field('location', job.location),
    `  ${'deadline'.padEnd(10)} ${formatDeadline(job, timeZone)}`,
    ...field('read from', job.deadlinePhrase ? `“${job.deadlinePhrase}”` : null),
    ...field('posted', formatPosted(job, timeZone)),
    ...field('type', job.employmentType),
    ...field('salary', job.salary),
    ...field('tags', job.tags.join(', ') || null),
    ...field('link', job.jobLink),
    ...field('apply', job.applyInstructions),
    ...field(
      'about',
      description ? `${description.slice(0, 120)}${description.length > 120 ? '…' : ''}` : null,
    ),
  ]
}

/** "Wednesday, 25 November 2026 (2026-11-25)": the day a board's "3 days ago" was read as. */
function formatPosted(job: NormalisedJob, timeZone: string): string | null {
  const day =
    job.datePosted ??
    (job.postedAt
      ? new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(job.postedAt))
      : null)
  if (!day) return null
  const words = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${day}T12:00:00Z`))
  return `${words} (${day})`
}

/** "Monday, 24 August 2026 at 23:59 (2026-08-24)", or why there is none. */
function formatDeadline(job: NormalisedJob, timeZone: string): string {
  const deadline = getJobDeadline(
    { expiry_ts: job.expiryTs, expiry_date: job.expiryDate },
    timeZone,
  )
  if (deadline === null) return 'none (open until filled, or not found)'
  const words = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(deadline)
  return `${words} (${job.expiryDate ?? job.expiryTs})`
}
