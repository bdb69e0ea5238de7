/**
 * What the employers' board adapters (greenhouse, lever, workable, smartrecruiters, ashby) share:
 * JSON bodies, id checks, the region filter's skipped jobs.
 */
import type { Adapter, NormalisedJob, SourceOf } from '../../ingest-types.ts'
import { IngestError } from '../../ingest-types.ts'
import { isRecord } from '../adapter-fields.ts'
import { placeFilter, type JobPlace } from './ats-place-filter.ts'

export function parseJsonBody(body: string, service: string): unknown {
  try {
    return JSON.parse(body)
  } catch {
    throw new IngestError(`${service} answered with something that is not JSON`, 'malformed')
  }
}

/** The JSON object a board answered and its list under `key`; anything else is malformed. */
export function readPostingList(
  body: string,
  service: string,
  key: string,
): { document: Record<string, unknown>; items: unknown[] } {
  const document = parseJsonBody(body, service)
  const items = isRecord(document) ? document[key] : undefined
  if (!isRecord(document) || !Array.isArray(items)) {
    throw new IngestError(`${service} answered without a "${key}" list`, 'malformed')
  }
  return { document, items }
}

/**
 * Each item mapped to a job, or to the reason it was skipped (a warning); repeats of an id are
 * skipped too. `map` returns null for a job the source's filter leaves out (no warning).
 */
export function mapPostings(
  items: unknown[],
  map: (item: Record<string, unknown>) => NormalisedJob | string | null,
  label = 'posting',
): { jobs: NormalisedJob[]; warnings: string[]; filtered: number } {
  const jobs: NormalisedJob[] = []
  const warnings: string[] = []
  const seen = new Set<string>()
  let filtered = 0
  items.forEach((item, index) => {
    const job = isRecord(item) ? map(item) : 'it is not an object'
    if (job === null) filtered++
    else if (typeof job === 'string') warnings.push(`${label} ${index + 1}: skipped, ${job}`)
    else if (seen.has(job.externalId))
      warnings.push(`${label} ${index + 1}: skipped, it repeats the id ${job.externalId}`)
    else {
      seen.add(job.externalId)
      jobs.push(job)
    }
  })
  return { jobs, warnings, filtered }
}

/** "Remote (Harare, Zimbabwe)", "Remote", or the place as given. */
export function withRemote(place: string | null, remote: boolean): string | null {
  if (!remote) return place
  if (!place || /^remote$/i.test(place)) return 'Remote'
  return /\bremote\b/i.test(place) ? place : `Remote (${place})`
}

/** `sourceUrl` (checked when the sources were read) with one query parameter set. */
export function withSearchParam(sourceUrl: string, name: string, value: string): string {
  const url = new URL(sourceUrl)
  url.searchParams.set(name, value)
  return url.href
}

export interface AtsParseOptions {
  timeZone: string
  /** the source's `company`, which wins over what the API names */
  company?: string
  sourceName: string
  /** the source's country/remote filter; null keeps every job */
  keep: ((place: JobPlace) => boolean) | null
}

/**
 * An adapter for a board that answers in one request (Workable, Ashby): the source URL with
 * `param` set, read whole, so the listing is complete.
 */
export function oneRequestAdapter(
  service: string,
  [name, value]: [string, string],
  parse: (body: string, options: AtsParseOptions) => { jobs: NormalisedJob[]; warnings: string[] },
): Adapter<SourceOf<'workable' | 'ashby'>> {
  return async ({ source, fetch, timeZone }) => {
    const url = withSearchParam(source.url, name, value)
    const resource = await fetch(url, { accept: 'application/json' })
    if (resource.notModified) {
      return { jobs: [], complete: false, warnings: [`${service} answered 304 Not Modified`] }
    }
    const { jobs, warnings } = parse(resource.body, {
      timeZone,
      company: source.company,
      keep: placeFilter(source),
      sourceName: source.name,
    })
    return { jobs, complete: true, warnings }
  }
}
