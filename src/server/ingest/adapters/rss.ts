/**
 * RSS 2.0, Atom 1.0 and RSS 1.0 (RDF) feeds, including WP Job Manager's `job_feed`, which adds
 * `job_listing:location`, `job_listing:job_type`, `job_listing:company` and `job_listing:salary` to
 * each item (no deadline element: some sites add one through the `job_feed_item` hook, so
 * `job_listing:expires` / `deadline` / `closing_date` are read when present). One item, one job.
 */
import type { Adapter, NormalisedJob, SourceOf } from '../ingest-types.ts'
import { IngestError } from '../ingest-types.ts'
import { extractDeadlineFromText } from '../normalise/deadline-from-text.ts'
import { htmlToMarkdown, htmlToPlainText } from '../normalise/html-to-markdown.ts'
import { parseHumanDate } from '../normalise/parse-human-date.ts'
import { parseXml } from '../normalise/safe-xml.ts'
import {
  asArray,
  clampText,
  findApplyInstructions,
  firstText,
  normaliseEmploymentType,
} from '../normalise/text-fields.ts'
import { httpLink, isRecord, looksLikeHtml, plain, text, uniqueTags } from './adapter-fields.ts'
import { findApplyLink, isOnSite } from './feed-apply-address.ts'

const MAX_DESCRIPTION = 50_000

export interface ParseFeedOptions {
  timeZone: string
  /** the configured source name, the last resort for a company */
  sourceName: string
  /** where the feed was read: an item linking to this site may name its own apply address */
  feedUrl?: string
}

export interface ParsedFeed {
  format: 'rss' | 'atom' | 'rdf'
  jobs: NormalisedJob[]
  warnings: string[]
  /** items in the document, skipped ones included */
  itemCount: number
  /** the feed carries WP Job Manager's `job_listing:*` namespace */
  wpJobManager: boolean
}

/** WP Job Manager's job_feed lists this many jobs unless the URL sets posts_per_page. */
const WPJM_DEFAULT_PAGE = 10

export const rssAdapter: Adapter<SourceOf<'rss'>> = async ({ source, fetch, timeZone }) => {
  const resource = await fetch(source.url, {
    accept:
      'application/rss+xml, application/atom+xml, application/rdf+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1',
  })
  if (resource.notModified) {
    return { jobs: [], complete: false, warnings: ['feed not modified since the last run'] }
  }
  const feed = parseFeed(resource.body, {
    timeZone,
    sourceName: source.company ?? source.name,
    feedUrl: resource.url || source.url,
  })
  // A feed is taken as the whole listing. The exception is a WP Job Manager feed cut at its
  // default page of 10: the board probably holds more, and calling that complete would withdraw
  // every job beyond the tenth. Set posts_per_page in the source URL to read the whole board.
  const complete = !(
    feed.wpJobManager &&
    feed.itemCount === WPJM_DEFAULT_PAGE &&
    !hasQueryParameter(resource.url || source.url, 'posts_per_page')
  )
  if (!complete) {
    feed.warnings.push(
      `the feed holds exactly ${WPJM_DEFAULT_PAGE} items, WP Job Manager's default page: add ` +
        'posts_per_page=100 (or more) to the source URL to read the whole board',
    )
  }
  return { jobs: feed.jobs, complete, warnings: feed.warnings }
}

function hasQueryParameter(url: string, name: string): boolean {
  try {
    return new URL(url).searchParams.has(name)
  } catch {
    return false
  }
}

/** Parses an RSS 2.0, Atom 1.0 or RSS 1.0 document; throws IngestError 'malformed' for others. */
export function parseFeed(body: string, options: ParseFeedOptions): ParsedFeed {
  const document = parseXml(body)
  if (!isRecord(document)) throw new IngestError('The feed is not an XML document', 'malformed')

  const rss = document.rss
  if (rss !== undefined) {
    const channel = isRecord(rss) ? firstRecord(rss.channel) : null
    if (!channel) throw new IngestError('The RSS feed has no <channel>', 'malformed')
    const feed = collect(
      'rss',
      asArray(channel.item),
      options,
      rssFeedDefaults(channel, options),
      mapRss,
    )
    feed.wpJobManager ||= isRecord(rss) && Object.hasOwn(rss, '@_xmlns:job_listing')
    return feed
  }

  const rdf = document['rdf:RDF']
  if (rdf !== undefined) {
    if (!isRecord(rdf)) throw new IngestError('The RDF feed is empty', 'malformed')
    const channel = firstRecord(rdf.channel) ?? {}
    return collect('rdf', asArray(rdf.item), options, rssFeedDefaults(channel, options), mapRss)
  }

  const feed = document.feed
  if (feed !== undefined) {
    // An Atom feed without entries parses as an empty string: a valid, empty feed.
    const atom = isRecord(feed) ? feed : {}
    const defaults: FeedDefaults = {
      company: personName(atom.author) ?? plain(atomText(atom.title)?.value) ?? options.sourceName,
    }
    return collect('atom', asArray(atom.entry), options, defaults, mapAtom)
  }

  const root = Object.keys(document).find((key) => !key.startsWith('?')) ?? 'nothing'
  throw new IngestError(`Expected an RSS or Atom feed, found <${root}>`, 'malformed')
}

interface FeedDefaults {
  company: string
}

type ItemMapper = (
  item: Record<string, unknown>,
  options: ParseFeedOptions,
  defaults: FeedDefaults,
) => NormalisedJob | string

function collect(
  format: ParsedFeed['format'],
  items: unknown[],
  options: ParseFeedOptions,
  defaults: FeedDefaults,
  map: ItemMapper,
): ParsedFeed {
  const jobs: NormalisedJob[] = []
  const warnings: string[] = []
  const seen = new Set<string>()
  items.forEach((item, index) => {
    const label = `item ${index + 1}`
    if (!isRecord(item)) {
      warnings.push(`${label}: skipped, it is empty`)
      return
    }
    const job = map(item, options, defaults)
    if (typeof job === 'string') {
      warnings.push(`${label}: skipped, ${job}`)
    } else if (seen.has(job.externalId)) {
      warnings.push(`${label}: skipped, it repeats the id ${job.externalId}`)
    } else {
      seen.add(job.externalId)
      jobs.push(job)
    }
  })
  const wpJobManager = items.some(
    (item) => isRecord(item) && Object.keys(item).some((key) => key.startsWith('job_listing:')),
  )
  return { format, jobs, warnings, itemCount: items.length, wpJobManager }
}

function rssFeedDefaults(
  channel: Record<string, unknown>,
  options: ParseFeedOptions,
): FeedDefaults {
  return {
    company:
      plain(channel.title) ??
      plain(channel['dc:creator']) ??
      plain(channel['dc:publisher']) ??
      options.sourceName,
  }
}

/** RSS 2.0 `<item>` and RSS 1.0 `<item rdf:about>` (they share element names). */
function mapRss(
  item: Record<string, unknown>,
  options: ParseFeedOptions,
  defaults: FeedDefaults,
): NormalisedJob | string {
  const title = plain(item.title)
  if (!title) return 'it has no title'
  const link = text(item.link)
  const externalId = text(item.guid) ?? text(item['@_rdf:about']) ?? link
  if (!externalId) return `"${title}" has neither a guid nor a link`

  const summary = text(item.description) ?? ''
  const content = text(item['content:encoded']) ?? ''
  const bodyHtml = content.length > summary.length ? content : summary

  const jobType = plain(item['job_listing:job_type'])
  const employmentType = knownEmploymentType(jobType)
  const tags = uniqueTags([
    ...asArray(item.category).map((category) => plain(category)),
    ...asArray(item['job_listing:job_category']).map((category) => plain(category)),
    // Some boards use job_type for a sector ("Design", "AI & Data"): keep it as a tag.
    ...(jobType && !employmentType ? jobType.split(',') : []),
  ])

  const posted = parseDate(text(item.pubDate) ?? text(item['dc:date']), options.timeZone)
  const structuredDeadline =
    text(item['job_listing:expires']) ??
    text(item['job_listing:deadline']) ??
    text(item['job_listing:closing_date'])

  return buildJob({
    externalId,
    title,
    company: plain(item['job_listing:company']) ?? plain(item['dc:creator']) ?? defaults.company,
    location: plain(item['job_listing:location']),
    salary: plain(item['job_listing:salary']),
    employmentType,
    body: bodyHtml,
    bodyIsHtml: true,
    jobLink: httpLink(link),
    tags,
    posted,
    deadlineText: structuredDeadline,
    timeZone: options.timeZone,
    feedUrl: options.feedUrl,
  })
}

function mapAtom(
  entry: Record<string, unknown>,
  options: ParseFeedOptions,
  defaults: FeedDefaults,
): NormalisedJob | string {
  const titleNode = atomText(entry.title)
  const title = titleNode
    ? titleNode.html
      ? plain(titleNode.value)
      : collapse(titleNode.value)
    : null
  if (!title) return 'it has no title'
  const link = atomLink(entry.link)
  const externalId = text(entry.id) ?? link
  if (!externalId) return `"${title}" has neither an id nor a link`

  const content = atomText(entry.content)
  const summary = atomText(entry.summary)
  const body =
    content && (!summary || content.value.length >= summary.value.length) ? content : summary

  return buildJob({
    externalId,
    title,
    company: personName(entry.author) ?? defaults.company,
    location: null,
    salary: null,
    employmentType: null,
    body: body?.value ?? '',
    bodyIsHtml: body?.html ?? false,
    jobLink: httpLink(link),
    tags: uniqueTags(
      asArray(entry.category).map((category) =>
        isRecord(category) ? (text(category['@_label']) ?? text(category['@_term'])) : null,
      ),
    ),
    posted: parseDate(text(entry.published) ?? text(entry.updated), options.timeZone),
    deadlineText: null,
    timeZone: options.timeZone,
    feedUrl: options.feedUrl,
  })
}

interface JobParts {
  externalId: string
  title: string
  company: string
  location: string | null
  salary: string | null
  employmentType: string | null
  body: string
  bodyIsHtml: boolean
  jobLink: string | null
  tags: string[]
  posted: { date: string; instant: string | null } | null
  deadlineText: string | null
  timeZone: string
  feedUrl: string | undefined
}

function buildJob(parts: JobParts): NormalisedJob {
  const description = clampText(toMarkdown(parts.body, parts.bodyIsHtml), MAX_DESCRIPTION)
  const plainBody = parts.bodyIsHtml ? htmlToPlainText(parts.body) : parts.body

  let expiryTs: string | null = null
  let expiryDate: string | null = null
  const structured = parts.deadlineText ? parseHumanDate(parts.deadlineText, parts.timeZone) : null
  const deadline = structured ?? extractDeadlineFromText(plainBody, parts.timeZone)
  if (deadline?.instant) expiryTs = deadline.instant
  else if (deadline) expiryDate = deadline.date

  // An item that is only the board's copy of the advert: the address the advert names to apply
  // at is its link, and its email or postal instructions are how to apply (as an html board's
  // mailto: is). An item linking elsewhere (the employer's page) keeps that link alone.
  const boardCopy = !parts.jobLink || isOnSite(parts.jobLink, parts.feedUrl)
  const ownApply = boardCopy ? httpLink(findApplyLink(description, parts.jobLink)) : null

  return {
    externalId: parts.externalId,
    title: parts.title,
    company: parts.company,
    location: parts.location,
    salary: parts.salary,
    employmentType: parts.employmentType,
    description,
    jobLink: ownApply ?? parts.jobLink,
    applyInstructions: boardCopy ? findApplyInstructions(description) : null,
    requirements: null,
    tags: parts.tags,
    datePosted: parts.posted?.date ?? null,
    postedAt: parts.posted?.instant ?? null,
    expiryTs,
    expiryDate,
  }
}

// --- Atom helpers ---

/** An Atom text construct: `type="text"` (default), `"html"` (escaped HTML) or `"xhtml"`. */
function atomText(node: unknown): { value: string; html: boolean } | null {
  const first = asArray(node)[0]
  if (first === undefined || first === null) return null
  if (!isRecord(first)) {
    const value = firstText(first)
    return value ? { value, html: false } : null
  }
  const type = text(first['@_type'])
  if (type === 'xhtml') {
    // The parser has already turned the inline XHTML into objects; keep its words.
    const value = collectText(first).trim()
    return value ? { value, html: false } : null
  }
  const value = firstText(first)
  if (!value) return null
  return { value, html: type === 'html' || type === 'text/html' }
}

function atomLink(node: unknown): string | null {
  const links = asArray(node).filter(isRecord)
  const alternate =
    links.find((link) => (text(link['@_rel']) ?? 'alternate') === 'alternate') ?? links[0]
  return alternate ? text(alternate['@_href']) : text(asArray(node)[0])
}

function personName(node: unknown): string | null {
  for (const person of asArray(node)) {
    const name = isRecord(person) ? plain(person.name) : plain(person)
    if (name) return name
  }
  return null
}

function collectText(node: unknown): string {
  if (typeof node === 'string') return node
  if (Array.isArray(node)) return node.map(collectText).join(' ')
  if (isRecord(node)) {
    return Object.entries(node)
      .filter(([key]) => !key.startsWith('@_'))
      .map(([, value]) => collectText(value))
      .join(' ')
  }
  return ''
}

function firstRecord(value: unknown): Record<string, unknown> | null {
  const first = asArray(value)[0]
  return isRecord(first) ? first : null
}

function collapse(value: string): string | null {
  const collapsed = value.replace(/\s+/g, ' ').trim()
  return collapsed ? collapsed : null
}

function toMarkdown(body: string, isHtml: boolean): string {
  if (isHtml && looksLikeHtml(body)) return htmlToMarkdown(body).trim()
  return body
    .replace(/\r\n?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** The employment type named by `value`; null when it names none ("Design", "AI & Data"). */
function knownEmploymentType(value: string | null): string | null {
  if (!value) return null
  const type = normaliseEmploymentType(value)
  return type === 'Other' && !/^\s*other\s*$/i.test(value) ? null : type
}

function parseDate(value: string | null, timeZone: string) {
  return value ? parseHumanDate(value, timeZone) : null
}
