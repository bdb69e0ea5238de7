/**
 * A closing date written in a job's description ("Closing date: 15 March 2026", "Applications
 * close on Friday 4 December 2026 at 1600hrs"), for sources that carry no deadline field. Only a
 * date after a deadline phrase counts: nothing here may invent a deadline (docs/product.md#the-deadline-rule).
 */
import { findHumanDate, type ParsedDate } from './parse-human-date.ts'

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

/**
 * The first deadline phrase in `text` (plain text or markdown) that is followed, on the same line
 * or the next non-empty one, by a date; null when there is none.
 */
export function extractDeadlineFromText(text: string, timeZone: string): ParsedDate | null {
  if (typeof text !== 'string' || text.length === 0) return null
  const cleaned = text.replace(MARKUP, '')
  const phrase = new RegExp(DEADLINE_PHRASE.source, DEADLINE_PHRASE.flags)
  for (let count = 0; count < MAX_PHRASES; count++) {
    const match = phrase.exec(cleaned)
    if (!match) break
    const end = match.index + match[0].length
    const after = cleaned.slice(end, end + WINDOW).replace(LEADING_SEPARATORS, '')
    const line = after.split('\n', 1)[0] ?? ''
    const parsed = findHumanDate(line, timeZone, OTHER_FIELD)
    if (parsed) return parsed
  }
  return null
}
