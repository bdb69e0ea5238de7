/**
 * What a line can start, for the block parser: the patterns are anchored at the line's start and
 * never backtrack over more than the line, so each test costs at most one read of the line.
 */

export const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/
export const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]|$)/
export const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/
const FENCE = /^( {0,3})(`{3,}|~{3,})(.*)$/
export const CLOSING_FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/
export const BLOCKQUOTE = /^ {0,3}> ?/
const LIST_ITEM = /^( {0,3})([-*+]|(\d{1,9})[.)])(?=[ \t]|$)( *)/
// Script, style and comments run on to their end, over blank lines, as browsers read them.
export const HIDDEN_HTML = /^ {0,3}<(script|style|!--)/i

export function indentOf(line: string): number {
  let indent = 0
  while (line[indent] === ' ') indent++
  return indent
}

export const isBlank = (line: string | undefined): boolean => line !== undefined && !line.trim()

/** An opening code fence: its indentation and marker. Backtick fences take no backtick after. */
export function fenceOf(line: string): [indent: number, marker: string] | undefined {
  const fence = FENCE.exec(line)
  if (!fence?.[2] || (fence[2][0] === '`' && fence[3]?.includes('`'))) return undefined
  return [fence[1]?.length ?? 0, fence[2]]
}

export interface ListItem {
  /** The bullet, or the delimiter after an ordered item's number: a list keeps one. */
  type: string
  start: string | undefined
  /** Where the item's content starts: its lines are indented at least as far. */
  width: number
  empty: boolean
}

export function listItemOf(line: string): ListItem | undefined {
  const item = LIST_ITEM.exec(line)
  if (!item) return undefined
  const [all, indent = '', marker = '', start, spaces = ''] = item
  const empty = isBlank(line.slice(all.length))
  // Five spaces or more after the marker: the content is indented code, one space in.
  const gap = empty || spaces.length > 4 || !spaces ? 1 : spaces.length
  return { type: marker.slice(-1), start, width: indent.length + marker.length + gap, empty }
}

/**
 * Whether a line may stop a paragraph: a block that does not need a blank line before it. Where
 * containers are no longer read (`deep` false), ">" and list markers are text.
 */
export function interrupts(line: string, deep: boolean): boolean {
  if (ATX_HEADING.test(line) || THEMATIC_BREAK.test(line) || fenceOf(line)) return true
  if (HIDDEN_HTML.test(line) || (deep && BLOCKQUOTE.test(line))) return true
  const item = deep ? listItemOf(line) : undefined
  return !!item && !item.empty && (item.start === undefined || Number(item.start) === 1)
}

/** A line that leaves a paragraph open, so that the next may continue it lazily. */
export const continuesParagraph = (line: string | undefined): boolean =>
  !!line?.trim() && !ATX_HEADING.test(line) && !THEMATIC_BREAK.test(line) && !fenceOf(line)
