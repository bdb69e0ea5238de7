/**
 * `npm run sources -- check`: one source fetched once through the guarded fetcher, nothing
 * stored, and what it would give: the jobs, the fields they lack, and for an html source whose
 * cards do not match, the repeated shapes on its page to write selectors from.
 */
import { runAdapter } from '../adapters/adapters.ts'
import type {
  FetchedResource,
  Fetcher,
  NormalisedJob,
  SourceConfig,
  SourceKind,
} from '../ingest-types.ts'
import { cleanAdapterResult } from '../normalise/clean-adapter-result.ts'
import { findCardShapes, type CardShape } from './card-shapes.ts'
import { previewHtmlFields, recordingFetcher, type CardPreview } from './field-preview.ts'

/** detail pages read by a check: enough to see the selectors work, few enough to be quick */
export const CHECK_DETAIL_SAMPLE = 3

/** A page checked before its html source has selectors: only its repeated shapes are shown. */
export interface UndescribedPage {
  name: string
  kind: 'html'
  url: string
  list: null
}

export type CheckedSource = SourceConfig | UndescribedPage

function isUndescribed(source: CheckedSource): source is UndescribedPage {
  return source.kind === 'html' && source.list === null
}

export interface CheckResult {
  jobs: NormalisedJob[]
  complete: boolean
  warnings: string[]
  /** "12 of 20 jobs have no deadline" */
  gaps: string[]
  error: string | null
  /** html: candidate card selectors, when the configured ones found nothing or none are set */
  shapes: CardShape[]
  /** html: the first cards' fields as the page has them and cleaned */
  fields: CardPreview[]
}

export async function checkSource({
  source,
  fetch,
  timeZone,
  now,
}: {
  source: CheckedSource
  fetch: Fetcher
  timeZone: string
  now: number
}): Promise<CheckResult> {
  const result: CheckResult = {
    jobs: [],
    complete: false,
    warnings: [],
    gaps: [],
    error: null,
    shapes: [],
    fields: [],
  }
  if (isUndescribed(source)) {
    result.error =
      'no "list" selectors yet: write them from the shapes below, or try --kind jsonld if the job pages carry JobPosting JSON-LD'
  } else {
    const pages = new Map<string, FetchedResource>()
    try {
      const read = cleanAdapterResult(
        await runAdapter({
          source,
          fetch: recordingFetcher(fetch, pages),
          timeZone,
          now,
          maxDetails: CHECK_DETAIL_SAMPLE,
        }),
      )
      Object.assign(result, { jobs: read.jobs, complete: read.complete, warnings: read.warnings })
      result.gaps = findGaps(read.jobs, source)
    } catch (error) {
      result.error = error instanceof Error ? error.message : String(error)
    }
    if (source.kind === 'html') result.fields = previewHtmlFields(source, pages)
  }
  if (source.kind === 'html' && result.jobs.length === 0) {
    const page = await fetch(source.url, { accept: 'text/html' }).catch(() => null)
    if (page) result.shapes = findCardShapes(page.body)
  }
  return result
}

function findGaps(jobs: NormalisedJob[], source: SourceConfig): string[] {
  if (jobs.length === 0) return []
  const named = 'company' in source && source.company
  const fallbackCompany = named || source.name
  const standsIn = named
    ? `the source's company, "${named}", stands in`
    : 'the source name stands in'
  const missing: [string, (job: NormalisedJob) => boolean][] = [
    ['no deadline', (job) => !job.expiryDate && !job.expiryTs],
    [`no company (${standsIn})`, (job) => job.company === fallbackCompany],
    ['no location', (job) => !job.location],
    ['no link or apply instructions', (job) => !job.jobLink && !job.applyInstructions],
  ]
  // ATS boards have no deadlines by design; saying so for each would only be noise.
  if (NO_DEADLINES.includes(source.kind)) missing.shift()
  if (source.kind !== 'html' || source.detail?.description)
    missing.push(['no description', (job) => job.description.trim() === ''])
  const gaps = missing
    .map(([what, lacks]) => [what, jobs.filter(lacks).length] as const)
    .filter(([, count]) => count > 0)
    .map(([what, count]) => `${count} of ${jobs.length} jobs have ${what}`)
  const undated = undatedGap(jobs)
  if (!undated) return gaps
  // Folded into the line on deadlines, where there is one: it says which of those jobs it is.
  const deadlines = gaps.findIndex((gap) => gap.endsWith('have no deadline'))
  if (deadlines === -1) return [undated, ...gaps]
  gaps[deadlines] = `${gaps[deadlines]}; ${undated.replace(/ jobs have /, ' have ')}`
  return gaps
}

/**
 * Jobs with neither a deadline nor a posted date are closed by age from the day a run first saw
 * them (docs/product.md, "A job's state"): an operator may find a field that dates them.
 */
function undatedGap(jobs: NormalisedJob[]): string | null {
  const undated = jobs.filter(
    (job) => !job.expiryDate && !job.expiryTs && !job.datePosted && !job.postedAt,
  ).length
  if (undated === 0) return null
  return `${undated} of ${jobs.length} jobs have neither a deadline nor a posted date: they will be dated when first seen`
}

const NO_DEADLINES: SourceKind[] = ['greenhouse', 'lever', 'workable', 'smartrecruiters', 'ashby']
