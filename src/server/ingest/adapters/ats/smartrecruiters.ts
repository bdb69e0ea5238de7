/**
 * SmartRecruiters' public Posting API: GET https://api.smartrecruiters.com/v1/companies/{company}
 * /postings?limit=100&offset=N → { offset, limit, totalFound, content: [{ id, name, refNumber,
 * company: { identifier, name }, releasedDate, location: { city, region, country (ISO code),
 * remote, fullLocation }, industry, department, function, typeOfEmployment: { label } }] }, and
 * per posting GET …/postings/{id} → { …, postingUrl, applyUrl, jobAd: { sections: {
 * companyDescription, jobDescription, qualifications, additionalInformation: { title, text } } } }.
 * The list has no descriptions, so each posting's detail is read once and remembered while its
 * list entry stays the same (detail-pages.ts). SmartRecruiters has no closing dates.
 */
import { createHash } from 'node:crypto'

import type { Adapter, NormalisedJob, SourceOf } from '../../ingest-types.ts'
import { IngestError } from '../../ingest-types.ts'
import { parseHumanDate } from '../../normalise/parse-human-date.ts'
import { clampText, normaliseEmploymentType } from '../../normalise/text-fields.ts'
import {
  httpLink,
  isRecord,
  plain,
  text,
  toMarkdown,
  uniqueIgnoringCase,
  uniqueTags,
} from '../adapter-fields.ts'
import { readDetailPages, type DetailFields, type ListedJob } from '../detail-pages.ts'
import {
  mapPostings,
  parseJsonBody,
  readPostingList,
  withRemote,
  withSearchParam,
  type AtsParseOptions,
} from './ats-fields.ts'
import { placeFilter } from './ats-place-filter.ts'

const MAX_DESCRIPTION = 50_000
const PAGE_SIZE = 100

export const smartRecruitersAdapter: Adapter<SourceOf<'smartrecruiters'>> = async (context) => {
  const { source, fetch } = context
  const options: AtsParseOptions = {
    timeZone: context.timeZone,
    company: source.company,
    keep: placeFilter(source),
    sourceName: source.name,
  }
  const warnings: string[] = []
  const listed: ListedJob[] = []
  const seen = new Set<string>()
  let complete = false
  const { maxPages } = source
  for (let page = 0; page < maxPages; page++) {
    let url = withSearchParam(source.url, 'limit', String(PAGE_SIZE))
    url = withSearchParam(url, 'offset', String(page * PAGE_SIZE))
    const resource = await fetch(url, { accept: 'application/json' })
    if (resource.notModified) {
      warnings.push('SmartRecruiters answered 304 Not Modified')
      return { jobs: [], complete: false, warnings }
    }
    const parsed = parseSmartRecruitersPage(resource.body, options)
    warnings.push(...parsed.warnings)
    for (const entry of parsed.listed) {
      if (seen.has(entry.job.externalId)) continue
      seen.add(entry.job.externalId)
      listed.push({ ...entry, detailUrl: postingUrl(source.url, entry.job.externalId) })
    }
    if (parsed.count < PAGE_SIZE || (page + 1) * PAGE_SIZE >= parsed.totalFound) {
      complete = true
      break
    }
  }
  if (!complete) warnings.push(`stopped after ${maxPages} pages of ${PAGE_SIZE} ("maxPages")`)
  warnings.push(...(await readDetailPages(listed, context, postingReader)))
  return { jobs: listed.map(({ job }) => job), complete, warnings }
}

/** The posting's detail URL: the list URL's path and the posting id, on the same host. */
function postingUrl(sourceUrl: string, id: string): string {
  const url = new URL(sourceUrl)
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${encodeURIComponent(id)}`
  url.search = ''
  return url.href
}

export function parseSmartRecruitersPage(body: string, options: AtsParseOptions) {
  const { document, items } = readPostingList(body, 'SmartRecruiters', 'content')
  const hashes = new Map<string, string>()
  const { jobs, warnings } = mapPostings(items, (posting) => {
    const job = mapPosting(posting, options)
    if (typeof job === 'object' && job !== null)
      hashes.set(
        job.externalId,
        createHash('sha256').update(JSON.stringify(posting)).digest('base64url'),
      )
    return job
  })
  const totalFound = typeof document.totalFound === 'number' ? document.totalFound : 0
  const listed = jobs.map((job) => ({
    job,
    cardHash: hashes.get(job.externalId) ?? '',
    detailUrl: null,
    hasCompany: true,
  }))
  return { listed, warnings, count: items.length, totalFound }
}

function mapPosting(
  posting: Record<string, unknown>,
  options: AtsParseOptions,
): NormalisedJob | string | null {
  const externalId = text(posting.id)
  const title = plain(posting.name)
  if (!title) return `${externalId ?? 'a posting'} has no title`
  if (!externalId) return `"${title}" has no id`

  const location = isRecord(posting.location) ? posting.location : {}
  const remote = location.remote === true
  const country = text(location.country)
  if (options.keep && !options.keep({ countries: [country], remote })) return null

  const where =
    uniqueIgnoringCase([
      plain(location.city),
      plain(location.region),
      country?.toUpperCase() ?? null,
    ]).join(', ') || plain(location.fullLocation)
  const released = text(posting.releasedDate)
  const posted = released ? parseHumanDate(released, options.timeZone) : null
  const company = isRecord(posting.company) ? plain(posting.company.name) : null
  const label = (value: unknown) => (isRecord(value) ? plain(value.label) : null)
  const type = label(posting.typeOfEmployment)

  return {
    externalId,
    title,
    company: options.company ?? company ?? options.sourceName,
    location: withRemote(where, remote),
    salary: null,
    employmentType: type ? normaliseEmploymentType(type) : null,
    description: '',
    jobLink: null,
    applyInstructions: null,
    requirements: null,
    tags: uniqueTags([label(posting.function), label(posting.department), label(posting.industry)]),
    datePosted: posted?.date ?? null,
    postedAt: posted?.instant ?? null,
    // No deadline in SmartRecruiters: "open until filled", closed when it leaves the list.
    expiryTs: null,
    expiryDate: null,
  }
}

const SECTION_ORDER = [
  'jobDescription',
  'qualifications',
  'additionalInformation',
  'companyDescription',
]

/** A posting's detail: its job ad sections as one markdown description, and its links. */
const postingReader = {
  accept: 'application/json',
  read(body: string): DetailFields {
    const posting = parseJsonBody(body, 'SmartRecruiters')
    if (!isRecord(posting))
      throw new IngestError('SmartRecruiters posting is not an object', 'malformed')
    const jobAd = isRecord(posting.jobAd) ? posting.jobAd : {}
    const sections = isRecord(jobAd.sections) ? jobAd.sections : {}
    const html = SECTION_ORDER.map((name) => sections[name])
      .filter(isRecord)
      .map((section) => {
        const title = plain(section.title)
        const content = text(section.text)
        return content ? `${title ? `<h3>${title.replace(/</g, '&lt;')}</h3>` : ''}${content}` : ''
      })
      .filter(Boolean)
      .join('\n')
    const fields: DetailFields = {}
    if (html) fields.description = clampText(toMarkdown(html), MAX_DESCRIPTION)
    const link = httpLink(text(posting.postingUrl)) ?? httpLink(text(posting.applyUrl))
    if (link) fields.jobLink = link
    return fields
  },
} satisfies Parameters<typeof readDetailPages>[2]
