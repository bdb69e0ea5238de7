/**
 * A closing date written in a job's description ("Closing date: 15 March 2026", "Applications
 * close on Friday 4 December 2026 at 1600hrs"), for sources that carry no deadline field. Only a
 * date after a deadline phrase counts: nothing here may invent a deadline (docs/product.md#the-deadline-rule).
 */
import { findHumanDate, parseHumanDate, type ParsedDate } from './parse-human-date.ts'
import { deadlinePhrase } from './deadline-phrase.ts'
import { yearLessRule, type YearLessRule } from './year-less-date.ts'

const DEADLINE_PHRASE = new RegExp(
  [
    String.raw`closing\s+dates?`,
    String.raw`close\s+date`,
    String.raw`closing`,
    String.raw`closes?`,
    String.raw`deadline`,
    String.raw`last\s+(?:day|date)`,
    String.raw`apply\s+(?:by|before)`,
    String.raw`(?:expiry|expiration|end)\s+date`,
    String.raw`expires`,
    String.raw`valid\s+(?:until|till|through)`,
    String.raw`due\s+date`,
    String.raw`(?:received|submitted)\s+(?:by|before)`,
    String.raw`(?:no|not)\s+later\s+than`,
    String.raw`on\s+or\s+before`,
  ]
    .map((phrase) => String.raw`\b${phrase}\b`)
    .join('|'),
  'gi',
)

// Markdown emphasis, escapes and table pipes between a phrase and its date.
const MARKUP = /[*_\\]+/g
// Colons, dashes, "is", "on", newlines... between the phrase and the date: skipped before the
// line that must hold the date is cut.
const LEADING_SEPARATORS = /^[\s:=|>#.,–—-]*/
// Words that start another field on the same line: the date after them is not the deadline.
const OTHER_FIELD =
  /(?:posted|published|advertised|issued|start(?:s|ing)?|commenc\w*|interview\w*|opening|opened|created|updated)(?![a-z])/y

// How far after a phrase the date may start: "closing date for applications is Friday …".
const WINDOW = 160
// A real description has a handful of phrases; a hostile one is not read to the end.
const MAX_PHRASES = 200

export interface DeadlineTextOptions {
  /**
   * The ingest's clock, for a board's pages: a date without a year then counts too ("Deadline:
   * 14 Mar"), as the nearest such day not before today. Feeds pass none and need the year.
   */
  nowMs?: number
  /**
   * The date must follow the phrase at once (after ":", "-", "on", "by"…): for a card's whole
   * text, one line of fields where "Account Closing Clerk · Harare · 14 Mar" holds a phrase and
   * a date that is no deadline.
   */
  adjacent?: boolean
}

// The words of the phrase's own clause before it ("Applications close …"), kept for the console.
const LEAD_IN = 40
const CLAUSE_END = /[\n.·•|;:!?]/

function leadIn(text: string, at: number): string {
  const before = text.slice(Math.max(0, at - LEAD_IN), at)
  const clause = before.split(CLAUSE_END).pop() ?? ''
  // Cut where the window cut a word: a part of one is no help.
  return at - LEAD_IN > 0 && clause.length === before.length
    ? clause.replace(/^\S*\s?/, '')
    : clause
}

/**
 * The line up to the end of its date: the shortest run of its words that reads as the same day
 * and time, so the console shows "Deadline: 14 Aug 2026", not the card's next fields.
 */
function upToTheDate(
  line: string,
  parsed: ParsedDate,
  read: (words: string, yearLess: YearLessRule | undefined) => ParsedDate | null,
  rule: YearLessRule | undefined,
): string {
  const ends = wordEnds(line)
  // Read as a feed reads first, so that "14 Aug" does not stop short of its written year.
  for (const yearLess of [undefined, rule]) {
    for (const end of ends) {
      const found = read(line.slice(0, end), yearLess)
      if (found?.date === parsed.date && found.instant === parsed.instant) return line.slice(0, end)
    }
  }
  return line
}

/** Where each word of `text` ends, at most 40 of them (the line is at most WINDOW long). */
function wordEnds(text: string): number[] {
  const ends: number[] = []
  const word = /\S+/g
  for (let hit = word.exec(text); hit && ends.length < 40; hit = word.exec(text))
    ends.push(hit.index + hit[0].length)
  return ends
}

/** A deadline read from text, with the words it was read from (deadline-phrase.ts). */
export interface DeadlineFromText extends ParsedDate {
  phrase: string
}

/**
 * The first deadline phrase in `text` (plain text or markdown) that is followed, on the same line
 * or the next non-empty one, by a date; null when there is none.
 */
export function extractDeadlineFromText(
  text: string,
  timeZone: string,
  { nowMs, adjacent = false }: DeadlineTextOptions = {},
): DeadlineFromText | null {
  if (typeof text !== 'string' || text.length === 0) return null
  const rule =
    nowMs === undefined ? undefined : (yearLessRule('closing', timeZone, nowMs) ?? undefined)
  const cleaned = text.replace(MARKUP, '')
  const phrase = new RegExp(DEADLINE_PHRASE.source, DEADLINE_PHRASE.flags)
  for (let count = 0; count < MAX_PHRASES; count++) {
    const match = phrase.exec(cleaned)
    if (!match) break
    const end = match.index + match[0].length
    const window = cleaned.slice(end, end + WINDOW)
    const separators = LEADING_SEPARATORS.exec(window)?.[0] ?? ''
    const line = window.slice(separators.length).split('\n', 1)[0] ?? ''
    const read = (words: string, yearLess: YearLessRule | undefined) =>
      adjacent
        ? parseHumanDate(words, timeZone, yearLess)
        : findHumanDate(words, timeZone, OTHER_FIELD, yearLess)
    const parsed = read(line, rule)
    if (parsed) {
      // A card's text runs on into its other fields: no words before the phrase are its own.
      const before = adjacent ? '' : leadIn(cleaned, match.index)
      const words = before + match[0] + separators + upToTheDate(line, parsed, read, rule)
      return { ...parsed, phrase: deadlinePhrase(words) }
    }
  }
  return null
}
