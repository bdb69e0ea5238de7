/**
 * Cuts normalised text into clauses: at line breaks, sentence ends, semicolons and the words
 * that turn a sentence round ("but", "however"). The disclaimer guard works per clause, so
 * "We charge no fees, but pay USD 10 to book your interview" is two clauses, and the second
 * is still read. Commas do not cut: "Do not delay, pay the fee" must stay one clause for the
 * guard to see that its "not" belongs to "delay".
 */
import { endsWithAbbreviation } from '../sentence-ends.ts'

import type { Passage } from './normalise-advert.ts'

const BOUNDARY = /\n|[.!?]+(?=\s|$)|;|\s(?=(?:but|however|although|whereas|except)\b)|\s\|\s/g

export function splitClauses(passage: Passage): Passage[] {
  const { text, shown } = passage
  const clauses: Passage[] = []
  let from = 0
  const push = (to: number) => {
    let start = from
    let end = to
    while (start < end && /[\s,:-]/.test(text[start] ?? '')) start += 1
    while (end > start && /[\s,]/.test(text[end - 1] ?? '')) end -= 1
    if (end > start) clauses.push({ text: text.slice(start, end), shown: shown.slice(start, end) })
  }
  for (const match of text.matchAll(BOUNDARY)) {
    if (match[0].startsWith('.') && endsWithAbbreviation(text.slice(from, match.index))) continue
    push(match.index)
    from = match.index + match[0].length
  }
  push(text.length)
  return clauses
}
