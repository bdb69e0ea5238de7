/**
 * Sites that publish schema.org `JobPosting` JSON-LD on each job page (WP Job Manager, iHarare and
 * many boards). `source.url` is either a sitemap (`<urlset>`, or a `<sitemapindex>` followed one
 * level) or an HTML list page whose links lead to the job pages. Each job page is fetched once, in
 * order, and every JobPosting on it becomes one job.
 */
import { Parser } from 'htmlparser2'

import type {
  Adapter,
  AdapterContext,
  FetchedResource,
  NormalisedJob,
  SourceOf,
} from '../ingest-types.ts'
import { payFromBaseSalary } from '#shared/pay/structured-pay.ts'

import { IngestError } from '../ingest-types.ts'
import { extractDeadlineFromText } from '../normalise/deadline-from-text.ts'
import { htmlToPlainText } from '../normalise/html-to-markdown.ts'
import { extractJsonLdBlocks, findJobPostings } from '../normalise/json-ld.ts'
import { parseHumanDate } from '../normalise/parse-human-date.ts'
import { parseXml } from '../normalise/safe-xml.ts'
import { asArray, clampText, normaliseEmploymentType } from '../normalise/text-fields.ts'
import {
  httpLink,
  isRecord,
  plain,
  text,
  toMarkdown,
  uniqueTags,
  uniqueIgnoringCase,
} from './adapter-fields.ts'

const MAX_DESCRIPTION = 50_000
/** Used to pick job links (or child sitemaps) when the source gives no `match` expression. */
const JOB_WORDS = /job|vacanc|career/i

export const jsonLdAdapter: Adapter<SourceOf<'jsonld'>> = async (context) => {
  const { source, fetch } = context
  const match = source.match ? new RegExp(source.match) : null
  const maxPages = source.maxPages
  const warnings: string[] = []
  let complete = true

  const start = await fetch(source.url, {
    accept: 'application/xml, text/xml;q=0.9, text/html;q=0.9, */*;q=0.1',
  })
  if (start.notModified) {
    return { jobs: [], complete: false, warnings: ['list not modified since the last run'] }
  }

  let pageUrls: string[]
  const kind = detectDocument(start.body)
  if (kind === 'sitemap') {
    const discovered = await readSitemap(start, context, match)
    pageUrls = discovered.urls
    warnings.push(...discovered.warnings)
    complete &&= discovered.complete
  } else if (kind === 'html') {
    pageUrls = extractJobLinks(start.body, start.url || source.url, match)
    if (pageUrls.length === 0) {
      // An empty list may be a redesign or an error page: never infer withdrawals from it.
      warnings.push(`no job links found on ${source.url}`)
      complete = false
    }
  } else {
    throw new IngestError(
      `Expected a sitemap or an HTML list page at ${source.url}, found something else`,
      'malformed',
    )
  }

  if (pageUrls.length > maxPages) {
    warnings.push(`${pageUrls.length} job pages found; only the first ${maxPages} were read`)
    complete = false
    pageUrls = pageUrls.slice(0, maxPages)
  }

  const jobs: NormalisedJob[] = []
  const seen = new Set<string>()
  // Sequential on purpose: the fetcher is polite per host anyway, and this keeps the order.
  for (const pageUrl of pageUrls) {
    let page: FetchedResource
    try {
      page = await fetch(pageUrl, { accept: 'text/html, application/xhtml+xml;q=0.9, */*;q=0.1' })
    } catch (error) {
      warnings.push(`${pageUrl}: ${error instanceof Error ? error.message : String(error)}`)
      complete = false
      continue
    }
    if (page.notModified || page.status >= 400) {
      warnings.push(`${pageUrl}: HTTP ${page.status}`)
      complete = false
      continue
    }
    const parsed = parseJobPostingPage(page.body, pageUrl, {
      timeZone: context.timeZone,
      sourceName: source.company ?? source.name,
    })
    warnings.push(...parsed.warnings)
    if (parsed.jobs.length === 0) {
      if (parsed.warnings.length === 0) warnings.push(`${pageUrl}: no JobPosting found`)
      complete = false
      continue
    }
    for (const job of parsed.jobs) {
      if (seen.has(job.externalId)) {
        warnings.push(`${pageUrl}: skipped a repeat of ${job.externalId}`)
        continue
      }
      seen.add(job.externalId)
      jobs.push(job)
    }
  }

  return { jobs, complete, warnings }
}

// --- discovery ---

function detectDocument(body: string): 'sitemap' | 'html' | 'other' {
  const head = body.slice(0, 4096)
  if (/<(?:[\w-]+:)?(?:urlset|sitemapindex)[\s>]/i.test(head)) return 'sitemap'
  if (/<!doctype html|<html[\s>]|<body[\s>]|<a\s[^>]*href/i.test(body)) return 'html'
  return 'other'
}

export interface ParsedSitemap {
  kind: 'urlset' | 'sitemapindex'
  /** page URLs (urlset) or child sitemap URLs (sitemapindex), in document order */
  urls: string[]
}

/** Reads a sitemap `<urlset>` or `<sitemapindex>`; throws IngestError 'malformed' for others. */
export function parseSitemap(body: string): ParsedSitemap {
  const document = parseXml(body)
  if (isRecord(document)) {
    for (const kind of ['urlset', 'sitemapindex'] as const) {
      if (!(kind in document)) continue
      const root = document[kind]
      const entries = isRecord(root) ? asArray(root[kind === 'urlset' ? 'url' : 'sitemap']) : []
      const urls = entries
        .map((entry) => (isRecord(entry) ? httpLink(text(entry.loc)) : null))
        .filter((url): url is string => url !== null && !url.startsWith('mailto:'))
      return { kind, urls: unique(urls) }
    }
  }
  throw new IngestError('Expected a sitemap (<urlset> or <sitemapindex>)', 'malformed')
}

async function readSitemap(
  start: FetchedResource,
  context: AdapterContext,
  match: RegExp | null,
): Promise<{ urls: string[]; warnings: string[]; complete: boolean }> {
  const warnings: string[] = []
  let complete = true
  const top = parseSitemap(start.body)
  let urls: string[]
  if (top.kind === 'urlset') {
    urls = top.urls
  } else {
    // A site index (Yoast: post-, page-, job_listing-sitemap.xml): prefer the job sitemaps.
    const jobSitemaps = top.urls.filter((url) => JOB_WORDS.test(new URL(url).pathname))
    const children = jobSitemaps.length > 0 ? jobSitemaps : top.urls
    urls = []
    for (const childUrl of children) {
      try {
        const child = await context.fetch(childUrl, { accept: 'application/xml, text/xml' })
        if (child.notModified) throw new Error(`HTTP ${child.status}`)
        const parsed = parseSitemap(child.body)
        if (parsed.kind === 'urlset') urls.push(...parsed.urls)
        else warnings.push(`${childUrl}: nested sitemap index not followed`)
      } catch (error) {
        warnings.push(`${childUrl}: ${error instanceof Error ? error.message : String(error)}`)
        complete = false
      }
    }
  }
  // Sitemaps of job boards list job pages only, so no default filter; `match` narrows them.
  if (match) urls = urls.filter((url) => match.test(url))
  return { urls: unique(urls), warnings, complete }
}

/**
 * The job-page links of an HTML list page, resolved against its URL (and any `<base href>`),
 * without fragments, deduplicated, in document order. With `match`, links whose absolute URL
 * matches it; without, same-origin links whose path mentions a job, vacancy or career.
 */
export function extractJobLinks(html: string, pageUrl: string, match: RegExp | null): string[] {
  const hrefs: string[] = []
  let base = pageUrl
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const href = attributes.href
        if (href === undefined) return
        if (name === 'base') {
          const resolved = resolve(href, pageUrl)
          if (resolved) base = resolved
        } else if (name === 'a') {
          hrefs.push(href)
        }
      },
    },
    { decodeEntities: true },
  )
  parser.write(html)
  parser.end()

  const page = new URL(pageUrl)
  page.hash = ''
  const links: string[] = []
  for (const href of hrefs) {
    const resolved = resolve(href.trim(), base)
    if (!resolved) continue
    const url = new URL(resolved)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue
    url.hash = ''
    if (url.href === page.href) continue
    const wanted = match
      ? match.test(url.href)
      : url.origin === page.origin && JOB_WORDS.test(url.pathname + url.search)
    if (wanted) links.push(url.href)
  }
  return unique(links)
}

// --- job pages ---

export interface ParsedJobPage {
  jobs: NormalisedJob[]
  /** postings skipped (no title), or a note that the page had none */
  warnings: string[]
}

export interface JobPageOptions {
  timeZone: string
  /** the configured source name, the company when a posting names none */
  sourceName: string
}

/** Every JobPosting in the JSON-LD of one page, mapped to jobs. */
export function parseJobPostingPage(
  html: string,
  pageUrl: string,
  options: JobPageOptions,
): ParsedJobPage {
  const blocks = extractJsonLdBlocks(html)
  const postings = findJobPostings(blocks)
  const nodes = indexNodes(blocks)
  const jobs: NormalisedJob[] = []
  const warnings: string[] = []
  if (postings.length === 0) {
    warnings.push(`${pageUrl}: no JobPosting found`)
    return { jobs, warnings }
  }
  postings.forEach((posting, index) => {
    const fallbackId = postings.length > 1 ? `${pageUrl}#${index + 1}` : pageUrl
    const job = mapJobPosting(posting, { ...options, pageUrl, fallbackId, nodes })
    if (typeof job === 'string') warnings.push(`${pageUrl}: skipped a JobPosting, ${job}`)
    else jobs.push(job)
  })
  return { jobs, warnings }
}

export interface MapJobPostingOptions extends JobPageOptions {
  /** the page the posting was found on: base for relative URLs, default job link */
  pageUrl: string
  /** the external id when the posting has no `identifier` */
  fallbackId: string
  /** JSON-LD nodes by `@id`, to resolve references such as `"hiringOrganization": {"@id": …}` */
  nodes?: Map<string, Record<string, unknown>>
}

/** Maps one JobPosting object; returns a reason string when it has to be skipped. */
export function mapJobPosting(
  posting: Record<string, unknown>,
  options: MapJobPostingOptions,
): NormalisedJob | string {
  const { pageUrl, fallbackId, timeZone, nodes = new Map() } = options
  const title = plain(posting.title) ?? plain(posting.name)
  if (!title) return 'it has no title'

  const descriptionHtml = decodeEscapedHtml(text(posting.description) ?? '')
  const description = clampText(toMarkdown(descriptionHtml), MAX_DESCRIPTION)

  const posted = text(posting.datePosted)
  const postedDate = posted ? parseHumanDate(posted, timeZone) : null
  const validThrough = text(posting.validThrough)
  let deadline = validThrough ? deadlineFromDateText(validThrough, timeZone) : null
  if (!deadline) {
    const fromText = extractDeadlineFromText(htmlToPlainText(descriptionHtml), timeZone)
    if (fromText) {
      deadline = fromText.instant
        ? { expiryTs: fromText.instant, expiryDate: null }
        : { expiryTs: null, expiryDate: fromText.date }
    }
  }

  const organisation = resolveNode(asArray(posting.hiringOrganization)[0], nodes)
  const company =
    (isRecord(organisation) ? (plain(organisation.name) ?? plain(organisation.legalName)) : null) ??
    plain(organisation) ??
    null

  const employmentTypes = asArray(posting.employmentType)
    .map((value) => text(value))
    .filter((value): value is string => value !== null)

  return {
    externalId: identifierOf(posting.identifier) ?? fallbackId,
    title,
    company: company ?? options.sourceName,
    location: formatJobLocation(posting, nodes),
    // The pay as data where the page gives it; the salary line stays the page's words for it.
    pay: payFromBaseSalary(posting.baseSalary),
    salary: formatBaseSalary(posting.baseSalary),
    employmentType: employmentTypes.length > 0 ? normaliseEmploymentType(employmentTypes) : null,
    description,
    jobLink: httpLink(resolve(text(posting.url) ?? '', pageUrl)) ?? httpLink(pageUrl),
    applyInstructions: null,
    requirements: null,
    tags: uniqueTags([
      ...asArray(posting.industry).map(categoryName),
      ...asArray(posting.occupationalCategory).map(categoryName),
    ]),
    datePosted: postedDate?.date ?? null,
    postedAt: postedDate?.instant ?? null,
    expiryTs: deadline?.expiryTs ?? null,
    expiryDate: deadline?.expiryDate ?? null,
  }
}

/**
 * `validThrough` as deadline fields: a date → expiryDate; a date-time → expiryTs. A date-time at
 * exactly midnight is read as a date: WordPress plugins print a date-only expiry with PHP's
 * `date('c')` ("2026-11-20T00:00:00+02:00"), and taking that literally would close the job at the
 * very start of its closing day instead of the end.
 */
export function deadlineFromDateText(
  value: string,
  timeZone: string,
): { expiryTs: string | null; expiryDate: string | null } | null {
  const midnight =
    /^(\d{4}-\d{2}-\d{2})[T ]00:00(?::00(?:\.0+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?$/i.exec(
      value.trim(),
    )
  if (midnight?.[1]) {
    const date = parseHumanDate(midnight[1], timeZone)
    return date ? { expiryTs: null, expiryDate: date.date } : null
  }
  const parsed = parseHumanDate(value, timeZone)
  if (!parsed) return null
  return parsed.instant
    ? { expiryTs: parsed.instant, expiryDate: null }
    : { expiryTs: null, expiryDate: parsed.date }
}

function identifierOf(value: unknown): string | null {
  for (const identifier of asArray(value)) {
    const id = isRecord(identifier) ? text(identifier.value) : text(identifier)
    if (id) return id
  }
  return null
}

/** `jobLocation` (Place or Place[]) as "Locality, Region, Country"; several joined with "; ". */
function formatJobLocation(
  posting: Record<string, unknown>,
  nodes: Map<string, Record<string, unknown>>,
): string | null {
  const places: string[] = []
  for (const rawPlace of asArray(posting.jobLocation)) {
    const place = resolveNode(rawPlace, nodes)
    if (!isRecord(place)) {
      const name = plain(place)
      if (name) places.push(name)
      continue
    }
    const address = resolveNode(asArray(place.address)[0], nodes)
    const parts = isRecord(address)
      ? [
          plain(address.addressLocality),
          plain(address.addressRegion),
          countryName(address.addressCountry),
        ]
      : [plain(address) ?? plain(place.name)]
    const formatted = uniqueIgnoringCase(parts).join(', ')
    if (formatted) places.push(formatted)
  }
  const location = uniqueIgnoringCase(places).join('; ') || null

  const remote = asArray(posting.jobLocationType).some(
    (type) => text(type)?.toUpperCase() === 'TELECOMMUTE',
  )
  if (!remote) return location
  const applicants = asArray(posting.applicantLocationRequirements)
    .map((requirement) => (isRecord(requirement) ? plain(requirement.name) : plain(requirement)))
    .filter((name): name is string => name !== null)
  const where = location ?? (uniqueIgnoringCase(applicants).join(', ') || null)
  return where ? `Remote (${where})` : 'Remote'
}

function countryName(value: unknown): string | null {
  const first = asArray(value)[0]
  const name = isRecord(first) ? plain(first.name) : plain(first)
  if (name && /^(?:ZW|ZWE)$/i.test(name)) return 'Zimbabwe'
  return name
}

const salaryUnits: Record<string, string> = {
  HOUR: 'hour',
  DAY: 'day',
  WEEK: 'week',
  MONTH: 'month',
  YEAR: 'year',
}

/** `baseSalary`: a MonetaryAmount (value number or QuantitativeValue), or a plain string/number. */
function formatBaseSalary(value: unknown): string | null {
  const salary = asArray(value)[0]
  if (typeof salary === 'number') return formatSalary({ min: salary, max: null })
  if (!isRecord(salary)) return plain(salary)
  const currency = text(salary.currency)
  const amount = asArray(salary.value)[0]
  const quantity = isRecord(amount) ? amount : salary
  const single = isRecord(amount) ? toNumber(amount.value) : toNumber(amount)
  const min = single ?? toNumber(quantity.minValue)
  const max = single === null ? toNumber(quantity.maxValue) : null
  const unit = text(quantity.unitText) ?? text(salary.unitText)
  if (min === null && max === null) return isRecord(amount) ? null : plain(amount)
  return formatSalary({ currency, min, max, unit })
}

/**
 * "USD 800–1,200 per month", "USD 950 per month", "ZiG 12,000": shared with the Lever adapter.
 * `unit` is a schema.org unitText (HOUR, DAY, WEEK, MONTH, YEAR) or a word such as "month".
 */
export function formatSalary(parts: {
  currency?: string | null
  min: number | null
  max: number | null
  unit?: string | null
}): string | null {
  const { min, max } = parts
  const numbers = [min, max].filter((n): n is number => n !== null && Number.isFinite(n))
  if (numbers.length === 0) return null
  const format = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })
  const low = numbers[0] as number
  const high = numbers[1] ?? low
  const range = low === high ? format.format(low) : `${format.format(low)}–${format.format(high)}`
  const unitKey = parts.unit?.trim().toUpperCase() ?? ''
  const unit = salaryUnits[unitKey] ?? parts.unit?.trim().toLowerCase()
  return [parts.currency?.trim(), range, unit ? `per ${unit}` : null]
    .filter((part): part is string => Boolean(part))
    .join(' ')
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  const raw = text(value)
  if (!raw) return null
  const parsed = Number(raw.replace(/,/g, ''))
  return Number.isFinite(parsed) ? parsed : null
}

function categoryName(value: unknown): string | null {
  if (isRecord(value)) return plain(value.name) ?? plain(value.codeValue)
  return plain(value)
}

/** Nodes with an `@id` anywhere in the page's JSON-LD, so `{"@id": …}` references resolve. */
function indexNodes(blocks: unknown[]): Map<string, Record<string, unknown>> {
  const nodes = new Map<string, Record<string, unknown>>()
  const visit = (value: unknown, depth: number) => {
    if (depth > 8) return
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1)
      return
    }
    if (!isRecord(value)) return
    const id = typeof value['@id'] === 'string' ? value['@id'] : null
    if (id && Object.keys(value).length > 1 && !nodes.has(id)) nodes.set(id, value)
    for (const child of Object.values(value)) visit(child, depth + 1)
  }
  visit(blocks, 0)
  return nodes
}

function resolveNode(value: unknown, nodes: Map<string, Record<string, unknown>>): unknown {
  if (isRecord(value) && typeof value['@id'] === 'string' && Object.keys(value).length === 1) {
    return nodes.get(value['@id']) ?? value
  }
  return value
}

/**
 * Some publishers escape the HTML of `description` once more ("&lt;p&gt;…"): decode that layer,
 * so the tags become tags again instead of visible text.
 */
function decodeEscapedHtml(value: string): string {
  if (/<[a-z!/]/i.test(value) || !/&lt;\/?[a-z]/i.test(value)) return value
  let decoded = ''
  const parser = new Parser({ ontext: (chunk) => (decoded += chunk) }, { decodeEntities: true })
  parser.write(value)
  parser.end()
  return decoded
}

function resolve(href: string, base: string): string | null {
  if (!href) return null
  try {
    return new URL(href, base).href
  } catch {
    return null
  }
}

function unique(values: string[]): string[] {
  return [...new Set(values)]
}
