/**
 * Lever Postings API: GET https://api.lever.co/v0/postings/{site}?mode=json (EU:
 * api.eu.lever.co) → [{ id, text, categories: { location, commitment, team, department,
 * allLocations }, description/descriptionPlain, lists: [{ text, content }], additional,
 * hostedUrl, applyUrl, createdAt (epoch ms), workplaceType, salaryRange }]. Without `limit` the
 * whole site comes in one response. Lever has no closing dates.
 */
import { payFromLeverSalary } from '#shared/pay/structured-pay.ts'
import { formatCalendarDate, getZonedDate } from '#shared/time-zone.ts'

import type { Adapter, NormalisedJob, SourceOf } from '../ingest-types.ts'
import { IngestError } from '../ingest-types.ts'
import { htmlToMarkdown } from '../normalise/html-to-markdown.ts'
import { asArray, clampText, normaliseEmploymentType } from '../normalise/text-fields.ts'
import { formatSalary } from './jsonld.ts'
import { httpLink, isRecord, plain, text, uniqueTags } from './adapter-fields.ts'
import { mapPostings } from './ats/ats-fields.ts'
import { placeFilter, type JobPlace } from './ats/ats-place-filter.ts'
import { placeFromText } from './ats/place-from-text.ts'

const MAX_DESCRIPTION = 50_000

export const leverAdapter: Adapter<SourceOf<'lever'>> = async ({ source, fetch, timeZone }) => {
  const url = leverListUrl(source.url)
  const resource = await fetch(url, { accept: 'application/json' })
  if (resource.notModified) {
    return { jobs: [], complete: false, warnings: ['Lever answered 304 Not Modified'] }
  }
  const { jobs, warnings, count } = parseLever(resource.body, {
    timeZone,
    sourceName: source.company ?? source.name,
    keep: placeFilter(source),
  })
  // With an explicit `limit`, a full page means there may be more behind it.
  const limit = Number(new URL(url).searchParams.get('limit') ?? '')
  const complete = !(Number.isInteger(limit) && limit > 0 && count >= limit)
  if (!complete) warnings.push(`Lever returned a full page of ${limit}; later pages were not read`)
  return { jobs, complete, warnings }
}

/** The postings URL with `mode=json` (without it Lever answers with an HTML page). */
export function leverListUrl(sourceUrl: string): string {
  const url = new URL(sourceUrl)
  url.searchParams.set('mode', 'json')
  return url.href
}

export interface ParseLeverOptions {
  timeZone: string
  /** the company: Lever's payload does not name it */
  sourceName: string
  /** the source's country/remote filter; null or absent keeps every job */
  keep?: ((place: JobPlace) => boolean) | null
}

/** Parses a Lever postings list; throws IngestError 'malformed' for anything else. */
export function parseLever(
  body: string,
  options: ParseLeverOptions,
): { jobs: NormalisedJob[]; warnings: string[]; filtered: number; count: number } {
  let document: unknown
  try {
    document = JSON.parse(body)
  } catch {
    throw new IngestError('Lever answered with something that is not JSON', 'malformed')
  }
  if (!Array.isArray(document)) {
    // An unknown site answers { ok: false, error: "Document not found" }.
    const error = isRecord(document) ? text(document.error) : null
    throw new IngestError(
      `Lever answered without a postings list${error ? `: ${error}` : ''}`,
      'malformed',
    )
  }
  // `count` is every posting of the page, filtered ones included: it tells a full page.
  const mapped = mapPostings(document, (posting) => mapLeverPosting(posting, options))
  return { ...mapped, count: document.length }
}

function mapLeverPosting(
  posting: Record<string, unknown>,
  options: ParseLeverOptions,
): NormalisedJob | string | null {
  const externalId = text(posting.id)
  const title = plain(posting.text)
  if (!title) return `${externalId ?? 'a posting'} has no title`
  if (!externalId) return `"${title}" has no id`

  const categories = isRecord(posting.categories) ? posting.categories : {}
  // `country` is an ISO code (newer payloads); the locations are free text.
  const fromText = placeFromText(
    [plain(categories.location), ...asArray(categories.allLocations).map((l) => plain(l))],
    text(posting.workplaceType) === 'remote',
  )
  const place: JobPlace = { ...fromText, countries: [text(posting.country), ...fromText.countries] }
  if (options.keep && !options.keep(place)) return null
  const createdAt = typeof posting.createdAt === 'number' ? posting.createdAt : null
  const created = createdAt !== null && Number.isFinite(createdAt) ? createdAt : null

  return {
    externalId,
    title,
    company: options.sourceName,
    location: formatLocation(categories, text(posting.workplaceType)),
    pay: payFromLeverSalary(posting.salaryRange),
    salary: formatLeverSalary(posting),
    employmentType: text(categories.commitment)
      ? normaliseEmploymentType(text(categories.commitment))
      : null,
    description: clampText(buildDescription(posting), MAX_DESCRIPTION),
    jobLink: httpLink(text(posting.hostedUrl)) ?? httpLink(text(posting.applyUrl)),
    applyInstructions: null,
    requirements: null,
    tags: uniqueTags([plain(categories.team), plain(categories.department)]),
    datePosted:
      created === null ? null : formatCalendarDate(getZonedDate(created, options.timeZone)),
    postedAt: created === null ? null : new Date(created).toISOString(),
    // No deadline in Lever: "open until filled", closed when it leaves the list.
    expiryTs: null,
    expiryDate: null,
  }
}

/**
 * One markdown description: the description (HTML, or the plain version), then each list under
 * its heading, then the closing "additional" text.
 */
function buildDescription(posting: Record<string, unknown>): string {
  const html: string[] = []
  const description = text(posting.description)
  const descriptionPlain = text(posting.descriptionPlain)
  if (description) html.push(description)
  else if (descriptionPlain) html.push(plainToHtml(descriptionPlain))
  for (const list of asArray(posting.lists)) {
    if (!isRecord(list)) continue
    const heading = plain(list.text)
    const content = text(list.content)
    if (heading) html.push(`<h3>${escapeHtml(heading)}</h3>`)
    if (content) html.push(/^\s*<(?:ul|ol)[\s>]/i.test(content) ? content : `<ul>${content}</ul>`)
  }
  const additional = text(posting.additional)
  const additionalPlain = text(posting.additionalPlain)
  if (additional) html.push(additional)
  else if (additionalPlain) html.push(plainToHtml(additionalPlain))
  return html.length > 0 ? htmlToMarkdown(html.join('\n')).trim() : ''
}

function formatLocation(categories: Record<string, unknown>, workplaceType: string | null) {
  const all = asArray(categories.allLocations)
    .map((location) => plain(location))
    .filter((location): location is string => location !== null)
  const places = all.length > 0 ? all : [plain(categories.location)].filter((l) => l !== null)
  const location = [...new Set(places)].join('; ') || null
  if (workplaceType !== 'remote') return location
  if (!location || /^remote$/i.test(location)) return 'Remote'
  return /\bremote\b/i.test(location) ? location : `Remote (${location})`
}

const intervals: Record<string, string> = {
  'per-hour-wage': 'hour',
  'per-day-wage': 'day',
  'per-week-wage': 'week',
  'per-month-salary': 'month',
  'per-year-salary': 'year',
}

function formatLeverSalary(posting: Record<string, unknown>): string | null {
  const range = isRecord(posting.salaryRange) ? posting.salaryRange : null
  if (range) {
    const interval = text(range.interval)
    const formatted = formatSalary({
      currency: text(range.currency),
      min: typeof range.min === 'number' ? range.min : null,
      max: typeof range.max === 'number' ? range.max : null,
      unit: interval ? (intervals[interval] ?? null) : null,
    })
    if (formatted) return formatted
  }
  return plain(posting.salaryDescriptionPlain) ?? plain(posting.salaryDescription)
}

function plainToHtml(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('\n')
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
