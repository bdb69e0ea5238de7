/**
 * For `npm run sources -- check` of an html source: each field of the first cards (and of their
 * detail pages, when the check read them) as the page has it and as it would be stored, so an
 * operator can tune a field's cleaning steps. The pages are the ones the check's run fetched,
 * recorded on the way (recordingFetcher): nothing is fetched twice.
 */
import type { FieldRead } from '../adapters/html/clean-field.ts'
import { readDetailFields } from '../adapters/html/detail-page.ts'
import { baseUrl, readCardFields, readListingPage } from '../adapters/html/listing-page.ts'
import { parseHtml, selectElements } from '../adapters/html/page-selectors.ts'
import type { FetchedResource, Fetcher, SourceOf } from '../ingest-types.ts'

/** cards whose fields are shown */
export const CARDS_PREVIEWED = 3

export interface PreviewedField extends FieldRead {
  /** "list.company", "detail.salary" */
  name: string
}

export interface CardPreview {
  /** 1 for the page's first card */
  card: number
  fields: PreviewedField[]
}

/** `fetch`, keeping each page it answered with (by the URL asked for) in `pages`. */
export function recordingFetcher(fetch: Fetcher, pages: Map<string, FetchedResource>): Fetcher {
  return async (url, options) => {
    const page = await fetch(url, options)
    pages.set(url, page)
    return page
  }
}

export function previewHtmlFields(
  source: SourceOf<'html'>,
  pages: Map<string, FetchedResource>,
): CardPreview[] {
  const first = pages.get(source.url)
  if (!first || first.notModified) return []
  const pageUrl = first.url || source.url
  const document = parseHtml(first.body)
  const base = baseUrl(document, pageUrl)
  const { cards } = readListingPage(first.body, pageUrl, source.list)
  const elements = selectElements(source.list.item, document).slice(0, CARDS_PREVIEWED)
  return elements.map((element, index) => {
    const fields = named('list', readCardFields(element, source.list, base))
    const link = cards[index]?.link ?? ''
    const detail = pages.get(link)
    if (detail && source.detail && !detail.notModified && detail.status < 400) {
      const reads = readDetailFields(parseHtml(detail.body), detail.url || link, source.detail)
      fields.push(...named('detail', reads))
    }
    return { card: index + 1, fields }
  })
}

function named(where: string, reads: Partial<Record<string, FieldRead>>): PreviewedField[] {
  return Object.entries(reads).flatMap(([name, read]) =>
    read ? [{ name: `${where}.${name}`, raw: read.raw, value: read.value }] : [],
  )
}

// A long field (a summary) shows its start and its end, where "Read more" and the like sit.
const HEAD = 50
const TAIL = 30

/** `company  "THERA CONSULTING · Brasil" → "THERA CONSULTING"`; one value when nothing changed. */
export function formatFieldPreviews(previews: CardPreview[]): string[] {
  if (previews.every((preview) => preview.fields.length === 0)) return []
  const lines = ['', 'Fields as the page has them → as they would be stored:']
  for (const { card, fields } of previews) {
    lines.push(`  card ${card}`)
    for (const { name, raw, value } of fields) {
      const stored = quoted(value)
      const shown = raw === value ? stored : `${raw === null ? '(none)' : quoted(raw)} → ${stored}`
      lines.push(`    ${name.padEnd(18)} ${shown}`)
    }
  }
  return lines
}

function quoted(text: string | null): string {
  if (text === null) return '(empty)'
  const line = text.replace(/\s+/g, ' ').trim()
  return `"${line.length > HEAD + TAIL + 1 ? `${line.slice(0, HEAD)}…${line.slice(-TAIL)}` : line}"`
}
