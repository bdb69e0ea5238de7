/**
 * Reading fields out of what sources send, the same way in every adapter: trimmed text, plain
 * one-line text from HTML, safe links, tags, and bodies that may or may not be HTML.
 */
import { htmlToMarkdown, htmlToPlainText } from '../normalise/html-to-markdown.ts'
import { firstText } from '../normalise/text-fields.ts'

/** at most this many tags per job (sector, category, department) */
export const MAX_TAGS = 5

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The trimmed text of a field, or null when it is absent or blank. */
export function text(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null
  const trimmed = firstText(value)?.trim()
  return trimmed ? trimmed : null
}

/** The text of a field that may hold HTML or entities, as one plain line. */
export function plain(value: unknown): string | null {
  const found = text(value)
  if (!found) return null
  const collapsed = htmlToPlainText(found).replace(/\s+/g, ' ').trim()
  return collapsed ? collapsed : null
}

/** http(s) and mailto links only; anything else (javascript:, relative nonsense) is dropped. */
export function httpLink(value: string | null): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null
  } catch {
    return null
  }
}

/** Up to MAX_TAGS tags, whitespace folded, repeats (in any case) and over-long ones dropped. */
export function uniqueTags(values: readonly (string | null | undefined)[]): string[] {
  const tags: string[] = []
  const seen = new Set<string>()
  for (const value of values) {
    const tag = value?.replace(/\s+/g, ' ').trim()
    if (!tag || tag.length > 60 || seen.has(tag.toLowerCase())) continue
    seen.add(tag.toLowerCase())
    tags.push(tag)
    if (tags.length === MAX_TAGS) break
  }
  return tags
}

export function looksLikeHtml(value: string): boolean {
  return /<\/?[a-z][a-z0-9]*[\s/>]|&(?:[a-z]+|#\d+|#x[\da-f]+);/i.test(value)
}

/** A description as markdown: HTML converted, plain text kept with its paragraphs. */
export function toMarkdown(body: string): string {
  if (looksLikeHtml(body)) return htmlToMarkdown(body).trim()
  return body
    .replace(/\r\n?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** Values without repeats, compared ignoring case; blanks dropped. */
export function uniqueIgnoringCase(values: readonly (string | null)[]): string[] {
  const seen = new Set<string>()
  const result: string[] = []
  for (const value of values) {
    if (!value || seen.has(value.toLowerCase())) continue
    seen.add(value.toLowerCase())
    result.push(value)
  }
  return result
}
