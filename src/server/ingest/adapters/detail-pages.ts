/**
 * Detail pages (an html board's job pages, an API's posting details): each fetched at most once
 * per run (jobs sharing a page share the read), and not at all while the job's listing entry is
 * unchanged and its page was read before (AdapterContext.details). A page that fails keeps the
 * job as the listing shows it, with what an earlier read gave, if any, and is not asked again
 * before a back-off (1 hour, doubling to a day) has passed, unless the card links to another
 * page. A changed card does not cut the wait short: cards that say "posted 3 hours ago" change
 * every run, and would have a broken page asked every run. A page read clears the count.
 */
import type {
  AdapterContext,
  DetailFailure,
  NormalisedJob,
  RememberedDetail,
} from '../ingest-types.ts'
import { uniqueTags } from './adapter-fields.ts'

const HOUR_MS = 3_600_000
/** the longest wait: a page that comes back is read within a day */
const MAX_RETRY_MS = 24 * HOUR_MS

/** How long a page that failed `count` times in a row waits: 1 h, 2 h, 4 h, ... up to a day. */
export function retryDelay(count: number): number {
  return Math.min(HOUR_MS * 2 ** Math.max(0, Math.min(count, 16) - 1), MAX_RETRY_MS)
}

export type DetailFields = RememberedDetail['fields']

/** A job as its listing entry gave it, waiting for its detail page. */
export interface ListedJob {
  job: NormalisedJob
  /** hash of the listing entry: while it is unchanged, the remembered detail is used */
  cardHash: string
  /** null: the job has no page to read */
  detailUrl: string | null
  /** false: the company is the source's fallback, and the page may name the real one */
  hasCompany: boolean
}

export interface DetailReader {
  accept: string
  read(body: string, url: string): DetailFields
}

export async function readDetailPages(
  listed: ListedJob[],
  { fetch, details, maxDetails, now }: AdapterContext,
  reader: DetailReader,
): Promise<string[]> {
  const warnings: string[] = []
  const remembered = details
    ? await details.recall(listed.map(({ job }) => job.externalId))
    : new Map<string, RememberedDetail>()
  const pages = new Map<string, DetailFields | null>()
  let budget = maxDetails ?? Number.POSITIVE_INFINITY
  let skipped = 0
  let waiting = 0
  for (const entry of listed) {
    const { job, cardHash, detailUrl } = entry
    const before = remembered.get(job.externalId)
    if (before?.cardHash === cardHash || !detailUrl) {
      if (before) mergeDetail(entry, before.fields)
      continue
    }
    const failed = before?.failure?.url === detailUrl ? before.failure : undefined
    if (failed && now < failed.retryAt) {
      waiting++
      if (before) mergeDetail(entry, before.fields)
      continue
    }
    let fields = pages.get(detailUrl)
    if (fields === undefined) {
      if (budget <= 0) {
        skipped++
        if (before) mergeDetail(entry, before.fields)
        continue
      }
      budget--
      fields = await fetchDetail(detailUrl)
      pages.set(detailUrl, fields)
    }
    if (fields) {
      mergeDetail(entry, fields)
      details?.remember(job.externalId, { cardHash, fields })
    } else {
      if (before) mergeDetail(entry, before.fields)
      // What an earlier read gave is kept, under its card's hash, with the failure counted.
      const count = (failed?.count ?? 0) + 1
      const failure: DetailFailure = { url: detailUrl, count, retryAt: now + retryDelay(count) }
      details?.remember(job.externalId, {
        cardHash: before?.cardHash ?? '',
        fields: before?.fields ?? {},
        failure,
      })
    }
  }
  if (skipped > 0) warnings.push(`${skipped} detail pages not read (only a sample was asked for)`)
  if (waiting > 0) {
    warnings.push(
      `${waiting} detail pages that failed before not asked again yet (back-off); ` +
        'their jobs keep their listing entries',
    )
  }
  return warnings

  async function fetchDetail(url: string): Promise<DetailFields | null> {
    try {
      const page = await fetch(url, { accept: reader.accept })
      if (page.notModified || page.status >= 400) throw new Error(`HTTP ${page.status}`)
      return reader.read(page.body, page.url || url)
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      warnings.push(`${url}: detail page not read, the job keeps its listing entry (${reason})`)
      return null
    }
  }
}

/**
 * The page's description and apply link replace the listing's; its other fields only fill what
 * the listing left empty, because the listing is what the board shows today.
 */
export function mergeDetail({ job, hasCompany }: ListedJob, fields: DetailFields): void {
  if (fields.description) job.description = fields.description
  if (fields.jobLink) job.jobLink = fields.jobLink
  if (fields.applyInstructions) job.applyInstructions = fields.applyInstructions
  if (!job.expiryTs && !job.expiryDate) {
    job.expiryTs = fields.expiryTs ?? null
    job.expiryDate = fields.expiryDate ?? null
    if (fields.deadlinePhrase) job.deadlinePhrase = fields.deadlinePhrase
  }
  if (!hasCompany && fields.company) job.company = fields.company
  job.location ??= fields.location ?? null
  job.salary ??= fields.salary ?? null
  job.employmentType ??= fields.employmentType ?? null
  job.tags = uniqueTags([...job.tags, ...(fields.tags ?? [])])
}
