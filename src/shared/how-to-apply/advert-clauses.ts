/**
 * An advert cut into the clauses the parser reads: sentences, and the parts of a line between
 * semicolons or " | ". Each clause knows whether what it names is a way to apply and whether
 * the documents in it are asked for (apply-words.ts); everything under a heading such as "How
 * to apply" or "Required documents" counts, and so does all of a source's own how-to-apply text.
 *
 * A line that leads into what follows ("…should be addressed to:", "…send the following:") is
 * one clause with the short lines after it, so an address or a list of documents written one
 * part per line stays with its verb; the clause keeps the line breaks between them.
 */
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

/** A short line after a lead: part of the address or list, not the next paragraph. */
function continuesLead(line: AdvertLine): boolean {
  if (isHeading(line) || line.text.length > MAX_JOINED_LINE_LENGTH) return false
  return !(/[.!?]$/.test(line.text) && line.text.split(' ').length >= 6)
}

/** Words after which a full stop ends no sentence: "P.O. Box", "No. 5", "Pvt. Ltd.". */
const ABBREVIATIONS = new Set([
  'no',
  'nos',
  'tel',
  'cell',
  'ref',
  'refs',
  'st',
  'ave',
  'rd',
  'dr',
  'mr',
  'mrs',
  'ms',
  'pvt',
  'ltd',
  'co',
  'inc',
  'bag',
  'bldg',
  'attn',
  'approx',
  'e.g',
  'i.e',
  'vs',
  'p.o',
  'apt',
  'prof',
])

function endsWithAbbreviation(before: string): boolean {
  const word = /([a-z.]+)$/i.exec(before)?.[1]?.toLowerCase() ?? ''
  return word.replace(/\.$/, '').length === 1 || ABBREVIATIONS.has(word)
}

const BOUNDARY = /[.!?](?=\s+["'(]?[A-Z0-9])|;|\s\|\s/g

function splitSentences(text: string): string[] {
  const sentences: string[] = []
  let from = 0
  for (const match of text.matchAll(BOUNDARY)) {
    // The word before is all that decides; a longer look would make long texts quadratic.
    const before = text.slice(Math.max(from, match.index - 12), match.index)
    if (match[0] === '.' && endsWithAbbreviation(before)) continue
    sentences.push(text.slice(from, match.index + (match[0] === '.' ? 1 : 0)))
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
      for (let next = index + 1; next < lines.length && taken < MAX_JOINED_LINES; next++) {
        const following = lines[next]
        if (!following) break
        if (!following.text) continue
        if (!continuesLead(following)) break
        // A line break stays between the parts: an address is shown with commas there, and
        // "certified" in one item of a list does not carry to the next.
        joined += `\n${following.text}`
        taken++
        index = next
      }
    }
    for (const sentence of splitSentences(joined)) {
      clauses.push({
        text: sentence,
        applies: section === 'apply' || saysToApply(sentence),
        asksForDocuments: section !== 'other' || asksForDocuments(sentence),
      })
    }
  }
  return clauses
}
