/**
 * Greenhouse Job Board API: GET https://boards-api.greenhouse.io/v1/boards/{board}/jobs?content=true
 * → { jobs: [{ id, title, absolute_url, location: { name }, updated_at, first_published?,
 * company_name?, content, departments: [{ name }], offices, metadata }], meta: { total } }.
 * The whole board comes in one response. Greenhouse has no closing dates: jobs are open until
 * they leave the board.
 */
import { Parser } from 'htmlparser2'

import type { Adapter, NormalisedJob, SourceOf } from '../ingest-types.ts'
import { htmlToMarkdown } from '../normalise/html-to-markdown.ts'
import { parseHumanDate } from '../normalise/parse-human-date.ts'
import { asArray, clampText, normaliseEmploymentType } from '../normalise/text-fields.ts'
import { httpLink, isRecord, plain, text, uniqueTags } from './adapter-fields.ts'
import { mapPostings, readPostingList } from './ats/ats-fields.ts'
import { placeFilter, type JobPlace } from './ats/ats-place-filter.ts'
import { placeFromText } from './ats/place-from-text.ts'

const MAX_DESCRIPTION = 50_000

export const greenhouseAdapter: Adapter<SourceOf<'greenhouse'>> = async ({
  source,
  fetch,
  timeZone,
}) => {
  const resource = await fetch(greenhouseListUrl(source.url), { accept: 'application/json' })
  if (resource.notModified) {
    return { jobs: [], complete: false, warnings: ['Greenhouse answered 304 Not Modified'] }
  }
  const { jobs, warnings } = parseGreenhouse(resource.body, {
    timeZone,
    sourceName: source.company ?? source.name,
    keep: placeFilter(source),
  })
  return { jobs, complete: true, warnings }
}

/**
 * The board URL with `content=true`, which adds descriptions, departments and offices: without
 * it every job comes without its text, whatever URL the operator copied. Other parameters are
 * kept as written (URLSearchParams would re-encode them).
 */
export function greenhouseListUrl(sourceUrl: string): string {
  const url = new URL(sourceUrl)
  const others = url.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && !/^content(?:=|$)/i.test(pair))
  url.search = ['content=true', ...others].join('&')
  return url.href
}

export interface ParseGreenhouseOptions {
  timeZone: string
  /** the company when the payload does not name one */
  sourceName: string
  /** the source's country/remote filter; null or absent keeps every job */
  keep?: ((place: JobPlace) => boolean) | null
}

/** Parses a Greenhouse jobs list; throws IngestError 'malformed' for anything else. */
export function parseGreenhouse(
  body: string,
  options: ParseGreenhouseOptions,
): { jobs: NormalisedJob[]; warnings: string[]; filtered: number } {
  const { items } = readPostingList(body, 'Greenhouse', 'jobs')
  return mapPostings(items, (job) => mapGreenhouseJob(job, options), 'job')
}

function mapGreenhouseJob(
  job: Record<string, unknown>,
  options: ParseGreenhouseOptions,
): NormalisedJob | string | null {
  const externalId = text(job.id)
  const title = plain(job.title)
  if (!title) return `${externalId ?? 'a job'} has no title`
  if (!externalId) return `"${title}" has no id`

  const location = isRecord(job.location) ? plain(job.location.name) : plain(job.location)
  // Greenhouse has no country field: the job's location and its offices' names and places
  // ("Harare", "Toronto, Ontario, Canada") are free text.
  const offices = asArray(job.offices).filter(isRecord)
  const place = placeFromText([
    location,
    ...offices.flatMap((office) => [plain(office.location), plain(office.name)]),
  ])
  if (options.keep && !options.keep(place)) return null

  // `content` is HTML whose markup is entity-escaped once more ("&lt;p&gt;"): undo that layer,
  // then convert the HTML as usual (which also decodes the entities inside the text).
  const content = text(job.content)
  const description = content
    ? clampText(htmlToMarkdown(decodeEntities(content)).trim(), MAX_DESCRIPTION)
    : ''

  // The list has no posting date; `first_published` appears in newer payloads, else the last
  // update is the best available.
  const publishedText = text(job.first_published) ?? text(job.updated_at)
  const published = publishedText ? parseHumanDate(publishedText, options.timeZone) : null

  return {
    externalId,
    title,
    company: plain(job.company_name) ?? options.sourceName,
    location,
    salary: null,
    employmentType: employmentTypeFromMetadata(job.metadata),
    description,
    jobLink: httpLink(text(job.absolute_url)),
    applyInstructions: null,
    requirements: null,
    tags: uniqueTags(
      asArray(job.departments).map((department) =>
        isRecord(department) ? plain(department.name) : null,
      ),
    ),
    datePosted: published?.date ?? null,
    postedAt: published?.instant ?? null,
    // No deadline in Greenhouse: "open until filled", closed when it leaves the board.
    expiryTs: null,
    expiryDate: null,
  }
}

/** Boards often keep the employment type in a custom field ("Employment Type": "Full-time"). */
function employmentTypeFromMetadata(metadata: unknown): string | null {
  for (const field of asArray(metadata)) {
    if (!isRecord(field)) continue
    const name = text(field.name)
    if (!name || !/employment|job type|commitment|contract type/i.test(name)) continue
    const values = asArray(field.value)
      .map((value) => text(value))
      .filter((value): value is string => value !== null)
    if (values.length > 0) return normaliseEmploymentType(values)
  }
  return null
}

/** Decodes one layer of HTML entities ("&lt;p&gt;Health &amp;amp; Safety" → "<p>Health &amp; Safety"). */
function decodeEntities(value: string): string {
  let decoded = ''
  const parser = new Parser({ ontext: (chunk) => (decoded += chunk) }, { decodeEntities: true })
  parser.write(value)
  parser.end()
  return decoded
}
