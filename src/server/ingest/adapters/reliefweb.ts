/**
 * ReliefWeb jobs API (https://apidoc.reliefweb.int): UN and NGO vacancies, filtered to one country
 * (Zimbabwe by default), with real closing dates. Every call must carry an approved `appname`.
 * The API takes POST or GET; the fetcher only does GET, so the query goes in the URL:
 *   …/v2/jobs?appname=…&filter[field]=country.name&filter[value]=Zimbabwe
 *     &fields[include][]=title&…&limit=1000&sort[]=date.created:desc
 * Response: { totalCount, count, data: [{ id, fields: { title, body-html, date: { created,
 * closing }, source: [{ name }], country: [{ name }], city: [{ name }], … } }] }.
 */
import type { Adapter, NormalisedJob, SourceOf } from '../ingest-types.ts'
import { IngestError } from '../ingest-types.ts'
import { extractDeadlineFromText } from '../normalise/deadline-from-text.ts'
import { htmlToMarkdown, htmlToPlainText } from '../normalise/html-to-markdown.ts'
import { parseHumanDate } from '../normalise/parse-human-date.ts'
import { asArray, clampText, normaliseEmploymentType } from '../normalise/text-fields.ts'
import {
  httpLink,
  isRecord,
  plain,
  text,
  uniqueTags,
  uniqueIgnoringCase,
} from './adapter-fields.ts'

const MAX_DESCRIPTION = 50_000
const MAX_APPLY_INSTRUCTIONS = 5_000
/** The API's ceiling per call. */
const MAX_LIMIT = 1000

const FIELDS = [
  'id',
  'title',
  'body',
  'body-html',
  'how_to_apply',
  'how_to_apply-html',
  'date.created',
  'date.closing',
  'source.name',
  'country.name',
  'city.name',
  'type.name',
  'career_categories.name',
  'url',
  'url_alias',
]

export const reliefWebAdapter: Adapter<SourceOf<'reliefweb'>> = async ({
  source,
  fetch,
  timeZone,
}) => {
  const url = buildReliefWebUrl(source)
  const resource = await fetch(url, { accept: 'application/json' })
  if (resource.notModified) {
    return { jobs: [], complete: false, warnings: ['ReliefWeb answered 304 Not Modified'] }
  }
  return parseReliefWeb(resource.body, { timeZone })
}

/**
 * The GET URL for `source`: its URL (e.g. https://api.reliefweb.int/v2/jobs) plus `appname` and,
 * unless the URL already sets them, a country filter, the fields, the limit and the sort.
 */
export function buildReliefWebUrl(source: SourceOf<'reliefweb'>): string {
  const url = new URL(source.url)
  // An enabled source has one (reliefweb-source.ts); a switched-off one may be checked without.
  const appname = source.appname?.trim() || url.searchParams.get('appname')?.trim()
  if (!appname) {
    throw new IngestError(
      `ReliefWeb source "${source.name}" has no appname: configure "appname" with the name ` +
        'ReliefWeb approved for this site (the API refuses calls without one)',
      'malformed',
    )
  }
  const params = url.searchParams
  const has = (prefix: string) => [...params.keys()].some((key) => key.startsWith(prefix))
  params.set('appname', appname)
  if (!has('filter[')) {
    params.set('filter[field]', 'country.name')
    params.set('filter[value]', source.country)
  }
  if (!has('fields[')) for (const field of FIELDS) params.append('fields[include][]', field)
  if (!params.has('limit')) params.set('limit', String(MAX_LIMIT))
  if (!has('sort')) params.append('sort[]', 'date.created:desc')
  return url.href
}

export interface ParsedReliefWeb {
  jobs: NormalisedJob[]
  /** false when the API holds more matching jobs than this response carries */
  complete: boolean
  warnings: string[]
}

/** Parses a ReliefWeb jobs API response; throws IngestError 'malformed' for anything else. */
export function parseReliefWeb(body: string, options: { timeZone: string }): ParsedReliefWeb {
  let document: unknown
  try {
    document = JSON.parse(body)
  } catch {
    throw new IngestError('ReliefWeb answered with something that is not JSON', 'malformed')
  }
  if (!isRecord(document) || !Array.isArray(document.data)) {
    const message =
      isRecord(document) && isRecord(document.error) ? text(document.error.message) : null
    throw new IngestError(
      `ReliefWeb answered without a "data" list${message ? `: ${message}` : ''}`,
      'malformed',
    )
  }

  const jobs: NormalisedJob[] = []
  const warnings: string[] = []
  const seen = new Set<string>()
  document.data.forEach((item, index) => {
    const job = isRecord(item) ? mapReliefWebJob(item, options.timeZone) : 'it is not an object'
    if (typeof job === 'string') {
      warnings.push(`job ${index + 1}: skipped, ${job}`)
    } else if (seen.has(job.externalId)) {
      warnings.push(`job ${index + 1}: skipped, it repeats the id ${job.externalId}`)
    } else {
      seen.add(job.externalId)
      jobs.push(job)
    }
  })

  const total = document.totalCount
  const complete = typeof total === 'number' && total <= document.data.length
  if (!complete) {
    warnings.push(
      typeof total === 'number'
        ? `ReliefWeb holds ${total} matching jobs; this response carries ${document.data.length}`
        : 'ReliefWeb did not say how many jobs match, so the listing may be partial',
    )
  }
  return { jobs, complete, warnings }
}

function mapReliefWebJob(item: Record<string, unknown>, timeZone: string): NormalisedJob | string {
  const fields = isRecord(item.fields) ? item.fields : {}
  const externalId = text(item.id) ?? text(fields.id)
  const title = plain(fields.title)
  if (!title) return `${externalId ?? 'a job'} has no title`
  if (!externalId) return `"${title}" has no id`

  const bodyHtml = text(fields['body-html'])
  // `body` is already markdown; `body-html` is the same text as HTML.
  const description = clampText(
    bodyHtml ? htmlToMarkdown(bodyHtml).trim() : (text(fields.body) ?? ''),
    MAX_DESCRIPTION,
  )
  const applyHtml = text(fields['how_to_apply-html'])
  const applyText = applyHtml ? htmlToMarkdown(applyHtml).trim() : text(fields.how_to_apply)

  const dates = isRecord(fields.date) ? fields.date : {}
  const created = text(dates.created)
  const posted = created ? parseHumanDate(created, timeZone) : null

  // ReliefWeb closing dates are whole days stored as midnight UTC ("2026-08-03T00:00:00+00:00"):
  // the editors enter a date, not a time. Taken as an instant, the job would close at 02:00 in
  // Harare on its last day, so keep only the day (its date in the site time zone, which for a
  // UTC+ zone is the date as written) and let the deadline rule move it to the end of that day.
  const closing = text(dates.closing)
  let expiryDate = closing ? (parseHumanDate(closing, timeZone)?.date ?? null) : null
  let expiryTs: string | null = null
  if (!expiryDate) {
    const fromText = extractDeadlineFromText(
      bodyHtml ? htmlToPlainText(bodyHtml) : description,
      timeZone,
    )
    if (fromText?.instant) expiryTs = fromText.instant
    else if (fromText) expiryDate = fromText.date
  }

  const cities = names(fields.city)
  const countries = names(fields.country)
  const location = uniqueIgnoringCase([...cities, ...countries]).join(', ') || null
  const type = names(fields.type)

  return {
    externalId,
    title,
    company: names(fields.source)[0] ?? 'ReliefWeb',
    location,
    salary: null,
    // ReliefWeb types are Job, Consultancy, Internship and Volunteer Opportunity: "Job" says
    // nothing about the hours, so it gives no employment type rather than "Other".
    employmentType: knownEmploymentType(type),
    description,
    jobLink: httpLink(text(fields.url_alias)) ?? httpLink(text(fields.url)),
    applyInstructions: applyText ? clampText(applyText, MAX_APPLY_INSTRUCTIONS) : null,
    requirements: null,
    tags: uniqueTags(names(fields.career_categories)),
    datePosted: posted?.date ?? null,
    postedAt: posted?.instant ?? null,
    expiryTs,
    expiryDate,
  }
}

function knownEmploymentType(types: string[]): string | null {
  const type = types.length > 0 ? normaliseEmploymentType(types) : null
  return type === 'Other' ? null : type
}

/** The `name` of each object in a ReliefWeb reference list (`source`, `city`, `type`, …). */
function names(value: unknown): string[] {
  return asArray(value)
    .map((entry) => (isRecord(entry) ? plain(entry.name) : plain(entry)))
    .filter((name): name is string => name !== null)
}
