/**
 * Workable's public job widget: GET https://apply.workable.com/api/v1/widget/accounts/{account}
 * (`details=true` adds descriptions) → { name, description, jobs: [{ title, shortcode, code,
 * employment_type, telecommuting, department, url, shortlink, application_url, published_on,
 * created_at, country, city, state, function, industry, locations: [{ country, countryCode,
 * city, region, hidden }], description }] }. The whole account comes in one response. Workable
 * has no closing dates: jobs are open until they leave the board.
 */
import type { NormalisedJob } from '../../ingest-types.ts'
import { parseHumanDate } from '../../normalise/parse-human-date.ts'
import { asArray, clampText, normaliseEmploymentType } from '../../normalise/text-fields.ts'
import {
  httpLink,
  isRecord,
  plain,
  text,
  toMarkdown,
  uniqueIgnoringCase,
  uniqueTags,
} from '../adapter-fields.ts'
import {
  mapPostings,
  oneRequestAdapter,
  readPostingList,
  withRemote,
  type AtsParseOptions,
} from './ats-fields.ts'
import type { JobPlace } from './ats-place-filter.ts'

const MAX_DESCRIPTION = 50_000

export const workableAdapter = oneRequestAdapter('Workable', ['details', 'true'], parseWorkable)

export function parseWorkable(body: string, options: AtsParseOptions) {
  const { document, items } = readPostingList(body, 'Workable', 'jobs')
  const company = options.company ?? plain(document.name) ?? options.sourceName
  return mapPostings(items, (job) => mapWorkableJob(job, company, options), 'job')
}

function mapWorkableJob(
  job: Record<string, unknown>,
  company: string,
  options: AtsParseOptions,
): NormalisedJob | string | null {
  const externalId = text(job.shortcode) ?? text(job.id)
  const title = plain(job.title)
  if (!title) return `${externalId ?? 'a job'} has no title`
  if (!externalId) return `"${title}" has no shortcode`

  const remote = job.telecommuting === true || /remote/i.test(text(job.workplace) ?? '')
  const locations = asArray(job.locations).filter(
    (location): location is Record<string, unknown> => isRecord(location) && !location.hidden,
  )
  const places = locations.length > 0 ? locations : [job]
  const place: JobPlace = {
    countries: places.flatMap((p) => [text(p.countryCode), plain(p.country)]),
    remote,
  }
  if (options.keep && !options.keep(place)) return null

  const where = uniqueIgnoringCase(
    places.map(
      (p) =>
        uniqueIgnoringCase([plain(p.city), plain(p.region ?? p.state), plain(p.country)]).join(
          ', ',
        ) || null,
    ),
  ).join('; ')
  const publishedText = text(job.published_on) ?? text(job.created_at)
  const published = publishedText ? parseHumanDate(publishedText, options.timeZone) : null
  const description = text(job.description)
  const type = text(job.employment_type)

  return {
    externalId,
    title,
    company,
    location: withRemote(where || null, remote),
    salary: null,
    employmentType: type ? normaliseEmploymentType(type) : null,
    description: description ? clampText(toMarkdown(description), MAX_DESCRIPTION) : '',
    jobLink:
      httpLink(text(job.url)) ??
      httpLink(text(job.shortlink)) ??
      httpLink(text(job.application_url)),
    applyInstructions: null,
    requirements: null,
    tags: uniqueTags([plain(job.department), plain(job.function), plain(job.industry)]),
    datePosted: published?.date ?? null,
    postedAt: null,
    // No deadline in Workable: "open until filled", closed when it leaves the board.
    expiryTs: null,
    expiryDate: null,
  }
}
