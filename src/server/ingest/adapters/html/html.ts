/**
 * Boards without a feed: a listing page of repeated cards, followed through `next` up to
 * `maxPages`, and optionally each job's own page, all described by CSS selectors in the source
 * entry (see page-selectors.ts). A listing whose cards stop matching is an error, never an empty
 * board. Detail pages are read once per new or changed card: what they gave is remembered
 * (AdapterContext.details) and reused while the card stays the same.
 */
import type { Adapter, AdapterContext, SourceOf } from '../../ingest-types.ts'
import { IngestError } from '../../ingest-types.ts'
import { cardExternalId, cardToJob, hashCard } from './card-job.ts'
import { readDetailPages, type ListedJob } from '../detail-pages.ts'
import { splitAdvert } from '../split-advert.ts'
import { readDetailPage } from './detail-page.ts'
import { readListingPage, type Card } from './listing-page.ts'

const HTML_ACCEPT = 'text/html, application/xhtml+xml;q=0.9, */*;q=0.1'

type HtmlContext = AdapterContext<SourceOf<'html'>>

export const htmlAdapter: Adapter<SourceOf<'html'>> = async (context) => {
  const listing = await readListing(context)
  if (listing.notModified) {
    return { jobs: [], complete: false, warnings: ['list not modified since the last run'] }
  }
  const { cards, warnings } = listing
  const complete = listing.complete
  const cardJobs = cardsToJobs(cards, context, warnings)
  if (cardJobs.length === 0) {
    throw new IngestError(
      `${cards.length} cards matched "${context.source.list.item}" on ${context.source.url} but none had a title: the page layout may have changed`,
      'malformed',
    )
  }
  const selectors = context.source.detail
  if (selectors) {
    const read = (body: string, url: string) =>
      readDetailPage(body, url, selectors, { timeZone: context.timeZone, nowMs: context.now })
    warnings.push(...(await readDetailPages(cardJobs, context, { accept: HTML_ACCEPT, read })))
  }
  // Split after the detail pages are merged, so what a page gave stays remembered per advert.
  const jobs = cardJobs.flatMap(({ job }) => {
    const split = splitAdvert(job, context.source.company ?? context.source.name)
    if (split.warning) warnings.push(split.warning)
    return split.jobs
  })
  return { jobs, complete, warnings }
}

interface Listing {
  notModified: boolean
  cards: Card[]
  complete: boolean
  warnings: string[]
}

/** Page 1 and the pages `next` leads to, up to `maxPages`; a page seen before ends the walk. */
async function readListing({ source, fetch }: HtmlContext): Promise<Listing> {
  const { list: selectors, maxPages } = source
  const warnings: string[] = []
  const cards: Card[] = []
  const visited = new Set<string>()
  let complete = true
  let url: string | null = source.url
  for (let page = 1; url !== null; page++) {
    if (page > maxPages) {
      warnings.push(`stopped after ${maxPages} pages ("maxPages"); later pages were not read`)
      complete = false
      break
    }
    visited.add(url)
    let body: string
    let finalUrl: string
    try {
      const resource = await fetch(url, {
        accept: 'text/html, application/xhtml+xml;q=0.9, */*;q=0.1',
      })
      if (resource.notModified) return { notModified: page === 1, cards, complete: false, warnings }
      body = resource.body
      finalUrl = resource.url || url
    } catch (error) {
      // Page 1 failing fails the source; a later page only makes the listing partial.
      if (page === 1) throw error
      warnings.push(
        `page ${page} (${url}): ${error instanceof Error ? error.message : String(error)}`,
      )
      complete = false
      break
    }
    const read = readListingPage(body, finalUrl, selectors)
    if (read.cards.length === 0) {
      if (page === 1) {
        throw new IngestError(
          `no cards match "${selectors.item}" on ${url}: the page layout may have changed (run npm run sources -- check ${source.name})`,
          'malformed',
        )
      }
      warnings.push(`page ${page} (${url}): no cards match "${selectors.item}"`)
      complete = false
      break
    }
    cards.push(...read.cards)
    url = read.next && !visited.has(read.next) ? read.next : null
  }
  return { notModified: false, cards, complete, warnings }
}

function cardsToJobs(cards: Card[], context: HtmlContext, warnings: string[]): ListedJob[] {
  const { source, timeZone, now } = context
  const seen = new Set<string>()
  const jobs: ListedJob[] = []
  cards.forEach((card, index) => {
    const externalId = cardExternalId(card)
    if (!card.title || !externalId) {
      warnings.push(`card ${index + 1}: skipped, it has no title`)
      return
    }
    // The same job on two pages (a board that shifts while it is read) is kept once.
    if (seen.has(externalId)) return
    seen.add(externalId)
    const job = cardToJob({ ...card, title: card.title }, externalId, {
      timeZone,
      nowMs: now,
      company: source.company ?? source.name,
    })
    jobs.push({
      job,
      cardHash: hashCard(card),
      detailUrl: card.link?.startsWith('http') ? card.link : null,
      hasCompany: card.company !== null,
    })
  })
  return jobs
}
