/**
 * Ashby's public job board: GET https://api.ashbyhq.com/posting-api/job-board/{board}
 * ?includeCompensation=true → { apiVersion, jobs: [{ id, title, department, team,
 * employmentType, location, secondaryLocations: [{ location, address }], isRemote,
 * workplaceType, isListed, publishedAt, descriptionHtml, descriptionPlain, jobUrl, applyUrl,
 * address: { postalAddress: { addressLocality, addressRegion, addressCountry } },
 * compensation: { compensationTierSummary, scrapeableCompensationSalarySummary } }] }. The whole
 * board comes in one response. Ashby has no closing dates.
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

export const ashbyAdapter = oneRequestAdapter('Ashby', ['includeCompensation', 'true'], parseAshby)

export function parseAshby(body: string, options: AtsParseOptions) {
  const { items } = readPostingList(body, 'Ashby', 'jobs')
  // Unlisted postings are reachable by link only: the employer does not advertise them.
  const listed = items.filter((job) => !isRecord(job) || job.isListed !== false)
  return mapPostings(listed, (job) => mapAshbyJob(job, options), 'job')
}

function mapAshbyJob(
  job: Record<string, unknown>,
  options: AtsParseOptions,
): NormalisedJob | string | null {
  const externalId = text(job.id)
  const title = plain(job.title)
  if (!title) return `${externalId ?? 'a job'} has no title`
  if (!externalId) return `"${title}" has no id`

  const remote = job.isRemote === true || text(job.workplaceType) === 'Remote'
  const secondary = asArray(job.secondaryLocations).filter(isRecord)
  const addresses = [job.address, ...secondary.map((location) => location.address)]
    .map((address) => (isRecord(address) ? address.postalAddress : null))
    .filter(isRecord)
  const place: JobPlace = {
    countries: addresses.map((address) => plain(address.addressCountry)),
    remote,
  }
  if (options.keep && !options.keep(place)) return null

  const where = uniqueIgnoringCase([
    plain(job.location),
    ...secondary.map((location) => plain(location.location)),
  ]).join('; ')
  const published = text(job.publishedAt)
  const postedDate = published ? parseHumanDate(published, options.timeZone) : null
  const html = text(job.descriptionHtml)
  const descriptionPlain = text(job.descriptionPlain)
  const description = html ? toMarkdown(html) : (descriptionPlain ?? '')
  const compensation = isRecord(job.compensation) ? job.compensation : {}
  const type = text(job.employmentType)

  return {
    externalId,
    title,
    company: options.company ?? options.sourceName,
    location: withRemote(where || null, remote),
    salary:
      plain(compensation.scrapeableCompensationSalarySummary) ??
      plain(compensation.compensationTierSummary),
    // "FullTime", "PartTime", "Intern", "Contract", "Temporary"
    employmentType: type ? normaliseEmploymentType(type.replace(/([a-z])([A-Z])/g, '$1 $2')) : null,
    description: clampText(description, MAX_DESCRIPTION),
    jobLink: httpLink(text(job.jobUrl)) ?? httpLink(text(job.applyUrl)),
    applyInstructions: null,
    requirements: null,
    tags: uniqueTags([plain(job.department), plain(job.team)]),
    datePosted: postedDate?.date ?? null,
    postedAt: postedDate?.instant ?? null,
    // No deadline in Ashby: "open until filled", closed when it leaves the board.
    expiryTs: null,
    expiryDate: null,
  }
}
