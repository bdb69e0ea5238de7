/**
 * An advert cut into the clauses the parser reads: sentences, and the parts of a line between
 * semicolons or " | ". Each clause knows whether what it names is a way to apply and whether
 * the documents in it are asked for (apply-words.ts); everything under a heading such as "How
 * to apply" or "Required documents" counts, and so does all of a source's own how-to-apply text.
 * A "How to apply" part ends at its closing words (the closing date, "equal opportunity
 * employer", "only shortlisted candidates…"): the employer's footer after them is not in it.
 *
 * A line that leads into what follows ("…should be addressed to:", "…send the following:") is
 * one clause with the short lines after it, so an address or a list of documents written one
 * part per line stays with its verb; the clause keeps the line breaks between them.
 */
import { endsWithAbbreviation } from '../sentence-ends.ts'
import { toAdvertLines, type AdvertLine } from './advert-lines.ts'
import { asksForDocuments, saysToApply, sectionOf, type Section } from './apply-words.ts'

export interface Clause {
  text: string
  /** the addresses and numbers in it are ways to apply */
  applies: boolean
  /** the documents it names are asked for */
  asksForDocuments: boolean
}

/** Verbs that make a line ending in ":" a lead into the lines after it, not a heading. */
const LEADS =
  /\b(?:send|submit\w*|address\w*|deliver\w*|drop\w*|post\w*|forward\w*|bring|hand|attach\w*|enclos\w*|includ\w*|quot\w*|mark\w*|e-?mail\w*|following)\b|\b(?:to|at)\s?:$/i
/**
 * Headings written as plain lines ("How to Apply", "Documents required"), and the words of
 * headings in capitals ("HOW TO APPLY", "KEY REQUIREMENTS"); other lines in capitals are
 * addresses ("P.O. BOX 123", "HARARE") or documents ("CV").
 */
const KNOWN_HEADING =
  /^(?:how to apply|to apply|application procedure|method of application|applications?|submission of applications|(?:required|supporting) documents|documents required|application requirements)$/i
const CAPITALS_HEADING =
  /\b(?:APPLY|APPLICATIONS?|DOCUMENTS|REQUIREMENTS|QUALIFICATIONS|EXPERIENCE|DUTIES|RESPONSIBILITIES|SKILLS|BENEFITS|REMUNERATION|ABOUT|PROFILE|OVERVIEW|PURPOSE|NOTE|COMPETENCIES|ATTRIBUTES)\b/
/** The words that close the apply part of an advert. */
const CLOSES_APPLYING =
  /\b(?:closing date|deadline|equal opportunit(?:y|ies)|only shortlisted|no late applications|applications close)\b/i
/** An address, a link or a number: the clause says how, not only that. */
const NAMES_A_WAY = /@|https?:|www\.|\d{3}/i
const MAX_JOINED_LINES = 8
const MAX_JOINED_LINE_LENGTH = 120

function isHeading(line: AdvertLine): boolean {
  if (line.heading) return true
  const { text } = line
  if (/[@\d]/.test(text) || text.split(' ').length > 6) return false
  if (text.endsWith(':')) return !LEADS.test(text)
  const words = text.replace(/[.:!]$/, '')
  return KNOWN_HEADING.test(words) || (CAPITALS_HEADING.test(words) && !/[a-z]/.test(words))
}

function leadsOn(text: string): boolean {
  return text.endsWith(':') || /\s(?:to|at)$/i.test(text)
}

/**
 * A short line after a lead: part of the address or list, not the next paragraph. After a blank
 * line only a part of an address goes on (a few words, no label, no sentence): a converter may
 * give each line of an address a paragraph, but "Closing date: …" or "or email: …" is the
 * advert going on.
 */
function continuesLead(line: AdvertLine, afterBlank: boolean): boolean {
  const { text } = line
  if (isHeading(line) || text.length > MAX_JOINED_LINE_LENGTH || CLOSES_APPLYING.test(text)) {
    return false
  }
  if (afterBlank)
    return (
      !/[:.!?]/.test(text.replace(/\b(?:p\.?\s?o|no|st|p)\./gi, '')) && text.split(' ').length <= 6
    )
  return !(/[.!?]$/.test(text) && text.split(' ').length >= 6)
}

const BOUNDARY = /[.!?](?=\s+["'(]?[A-Z0-9])|;|\s\|\s/g

function splitSentences(text: string): string[] {
  const sentences: string[] = []
  let from = 0
  for (const match of text.matchAll(BOUNDARY)) {
    // The word before is all that decides; a longer look would make long texts quadratic.
    const before = text.slice(Math.max(from, match.index - 12), match.index)
    if (match[0] === '.' && endsWithAbbreviation(before)) continue
    sentences.push(text.slice(from, match.index + (/[.!?]/.test(match[0]) ? 1 : 0)))
    from = match.index + match[0].length
  }
  sentences.push(text.slice(from))
  return sentences.map((sentence) => sentence.trim()).filter(Boolean)
}

/**
 * `text`'s clauses in order. `allApply`: the text is the source's own how-to-apply field, so
 * every clause of it is about applying.
 */
export function toClauses(text: string, { allApply }: { allApply: boolean }): Clause[] {
  const lines = toAdvertLines(text)
  const clauses: Clause[] = []
  let section: Section = allApply ? 'apply' : 'other'
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]
    if (!line?.text) continue
    if (isHeading(line)) {
      if (!allApply) section = sectionOf(line.text)
      continue
    }
    let joined = line.text
    if (leadsOn(joined)) {
      let taken = 0
      let afterBlank = false
      for (let next = index + 1; next < lines.length && taken < MAX_JOINED_LINES; next++) {
        const following = lines[next]
        if (!following) break
        if (!following.text) {
          afterBlank = taken > 0
          continue
        }
        if (!continuesLead(following, afterBlank)) break
        // A line break stays between the parts: an address is shown with commas there, and
        // "certified" in one item of a list does not carry to the next.
        joined += `\n${following.text}`
        taken++
        index = next
      }
    }
    // "Apply now! Call 0772 …": a sentence that says to apply and names no way to do it
    // carries on into the next one of its paragraph.
    let carried = false
    for (const sentence of splitSentences(joined)) {
      const applies: boolean = section === 'apply' || carried || saysToApply(sentence)
      clauses.push({
        text: sentence,
        applies,
        asksForDocuments: section !== 'other' || asksForDocuments(sentence),
      })
      const closes = CLOSES_APPLYING.test(sentence)
      carried = applies && !closes && !NAMES_A_WAY.test(sentence)
      if (closes && !allApply) section = 'other'
    }
  }
  return clauses
}
