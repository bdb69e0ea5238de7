/**
 * Raw HTML in a description is never passed on: the inline parser asks here where each piece of
 * it ends and skips it, so a tag leaves only the text around it, and a comment vanishes. Script
 * and style elements vanish with their content, as a browser would not show it either.
 * Descriptions are markdown (the ingester converts HTML), so this is for text typed by
 * employers and for hostile input.
 */

const TAG_NAME = /<(\/?)([a-zA-Z][a-zA-Z\d-]*)(?=[\s/>])/y

/** What earlier searches found, so that no stretch of text is searched twice. */
export interface RawHtmlMemo {
  found: Map<string, number>
  /** A tag that was never closed ran to here: no "<" before it starts a tag. */
  noTagBefore: number
}

/**
 * Where the tag starting at `at` ends, or undefined. Attributes are read loosely (anything
 * tag-shaped goes) but quoted values are respected, "<" included: `<a href="x<y">` is one tag.
 * A "<" outside quotes, or the end of the text, means there was no tag; the "<"s inside the
 * quotes read so far are then not tried again, so the work stays linear whatever the input.
 */
function tagEnd(src: string, at: number, memo: RawHtmlMemo): number | undefined {
  let quote = ''
  for (let i = at + 1; i < src.length; i++) {
    const char = src[i]
    if (quote) quote = char === quote ? '' : quote
    else if (char === '"' || char === "'") quote = char
    else if (char === '>') return i + 1
    else if (char === '<') {
      memo.noTagBefore = i
      return undefined
    }
  }
  memo.noTagBefore = src.length
  return undefined
}

/**
 * Where `needle` next occurs at or after `from`, remembering the answer: once a search found
 * nothing, or found a place still ahead, the next "<!--" need not read the text again, so a
 * thousand unclosed comments cost one pass, not a thousand.
 */
function find(src: string, needle: string, from: number, { found }: RawHtmlMemo): number {
  const known = found.get(needle)
  if (known !== undefined && (known < 0 || known >= from)) return known
  const at = src.indexOf(needle, from)
  found.set(needle, at)
  return at
}

/**
 * The raw HTML starting at `at` (a "<"): a tag, a comment, a processing instruction or a
 * declaration, as the index after it and, for an opening script or style tag, that element's
 * name. undefined when the "<" starts no HTML and is plain text ("a < b", "<3").
 */
export function matchRawHtml(
  src: string,
  at: number,
  memo: RawHtmlMemo,
): [end: number, hiddenElement: string] | undefined {
  TAG_NAME.lastIndex = at
  const tag = at >= memo.noTagBefore ? TAG_NAME.exec(src) : null
  if (tag) {
    const end = tagEnd(src, TAG_NAME.lastIndex - 1, memo)
    const name = tag[2]?.toLowerCase()
    const hidden = !tag[1] && (name === 'script' || name === 'style') ? name : ''
    return end === undefined ? undefined : [end, hidden]
  }
  const next = src[at + 1]
  const close = src.startsWith('!--', at + 1)
    ? '-->'
    : next === '?' || (next === '!' && /[a-zA-Z[]/.test(src[at + 2] ?? ''))
      ? '>'
      : ''
  const end = close ? find(src, close, at + 2, memo) : -1
  return end < 0 ? undefined : [end + close.length, '']
}

/** The index after the end tag of a script or style element, searching from `from`; -1 if none. */
export function endOfElement(src: string, name: string, from: number): number {
  const endTag = new RegExp(`</${name}[^>]*>?`, 'gi')
  endTag.lastIndex = from
  return endTag.exec(src) ? endTag.lastIndex : -1
}
