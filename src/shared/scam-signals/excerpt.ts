/**
 * The words a rule matched with a little context either side, cut at word boundaries and at
 * most 160 characters, so an operator sees why a listing was flagged without opening it.
 */
import type { Passage } from './normalise-advert.ts'

export const MAX_EXCERPT_LENGTH = 160
const MAX_CONTEXT = 50

export function excerptOf(
  passage: Passage,
  start: number,
  end: number,
  maxLength = MAX_EXCERPT_LENGTH,
): string {
  const { shown } = passage
  const room = maxLength - 2 // for the two ellipses
  if (end - start >= room) return flat(`${shown.slice(start, start + room).trimEnd()}…`, maxLength)
  const side = Math.min(MAX_CONTEXT, Math.floor((room - (end - start)) / 2))
  // Context stays on the match's own line: the next line is another field or another point.
  const lineStart = shown.lastIndexOf('\n', start - 1) + 1
  const lineEnd = shown.indexOf('\n', end) === -1 ? shown.length : shown.indexOf('\n', end)
  let from = Math.max(lineStart, start - side)
  let to = Math.min(lineEnd, end + side)
  // Do not begin or end in the middle of a word.
  if (from > 0 && /\S/.test(shown[from - 1] ?? '')) {
    const space = shown.indexOf(' ', from)
    if (space !== -1 && space < start) from = space + 1
  }
  if (to < shown.length && /\S/.test(shown[to] ?? '')) {
    const space = shown.lastIndexOf(' ', to)
    if (space >= end) to = space
  }
  const text = shown.slice(from, to).trim()
  return flat(`${from > lineStart ? '…' : ''}${text}${to < lineEnd ? '…' : ''}`, maxLength)
}

/** Line breaks become spaces; the length stays within the limit. */
function flat(text: string, maxLength: number): string {
  return text.replace(/\n/g, ' ').slice(0, maxLength)
}
