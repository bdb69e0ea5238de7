/**
 * Detail pages (an html board's job pages, an API's posting details): each fetched at most once
 * per run (jobs sharing a page share the read), and not at all while the job's listing entry is
 * unchanged and its page was read before (AdapterContext.details). A page that fails keeps the
 * job as the listing shows it, with what an earlier read gave, if any.
 */
import type { AdapterContext, NormalisedJob, RememberedDetail } from '../ingest-types.ts'
import { uniqueTags } from './adapter-fields.ts'

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
  { fetch, details, maxDetails }: AdapterContext,
  reader: DetailReader,
): Promise<string[]> {
  const warnings: string[] = []
  const remembered = details
    ? await details.recall(listed.map(({ job }) => job.externalId))
    : new Map<string, RememberedDetail>()
  const pages = new Map<string, DetailFields | null>()
  let budget = maxDetails ?? Number.POSITIVE_INFINITY
  let skipped = 0
  for (const entry of listed) {
    const { job, cardHash, detailUrl } = entry
    const before = remembered.get(job.externalId)
    if (before?.cardHash === cardHash || !detailUrl) {
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
    } else if (before) {
      // Not remembered again: the old hash makes the next run try the page once more.
      mergeDetail(entry, before.fields)
    }
  }
  if (skipped > 0) warnings.push(`${skipped} detail pages not read (only a sample was asked for)`)
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
  }
  if (!hasCompany && fields.company) job.company = fields.company
  job.location ??= fields.location ?? null
  job.salary ??= fields.salary ?? null
  job.employmentType ??= fields.employmentType ?? null
  job.tags = uniqueTags([...job.tags, ...(fields.tags ?? [])])
}
