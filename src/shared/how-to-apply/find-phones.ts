/**
 * Phone and WhatsApp numbers in a clause, in E.164 (phone-numbers.ts). The words before a
 * number, back to the number before it, say what it is: "WhatsApp", "app" or "WA" straight
 * before it make it a WhatsApp number, "call", "tel", "cell" or "mobile" a number to call, both
 * ("Call/WhatsApp 0772 …") both; "(WhatsApp only)" after it has the last word. A number with no
 * such word is what the number before it was ("WhatsApp 0772 123 456 or 0712 345 678"), or a
 * number to call. A fax number is no way to apply.
 *
 * Numbers that are not telephone numbers are blanked out first: dates, times and amounts of
 * money (the caller blanks addresses, links and the reference).
 */
import { blankOut, type Found } from './found.ts'
import { toE164 } from './phone-numbers.ts'

export type PhoneKind = 'phone' | 'whatsapp'
export type FoundPhone = Found<{ kind: PhoneKind; value: string }>

const NOT_PHONES = [
  /\b\d{1,4}[./-]\d{1,2}[./-]\d{1,4}\b/g,
  /\b\d{1,2}(?:st|nd|rd|th)?\s(?:of\s)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?,?\s\d{4}\b/gi,
  /\b\d{1,2}(?::\d{2})?\s?(?:am|pm|hrs)\b|\b\d{1,2}:\d{2}\b/gi,
  /(?:us\$|\$|\busd|\bzig|\bzwl|\bzwg|\bzar|\brtgs|\br)\s?\d[\d\s,.]{0,20}/gi,
]
const CANDIDATE = /(?<![\w+])(?:\+\s?)?\(?\d[\d\s().-]{6,40}\d/g
const WHATSAPP = /\b(?:whats\s?app|watsapp|whatsap|w\/app)\b|\b(?:app|wa)\s{0,3}[:.-]?\s{0,3}$/i
const CALL = /\b(?:call|phone|tel|telephone|cell|cellphone|mobile|landline|ring)\b/i
const FAX = /\bfax\b/i
const AFTER = /^\s{0,3}\(([^()]{1,40})\)/

export function findPhones(text: string): FoundPhone[] {
  const plain = blankOut(
    text,
    NOT_PHONES.flatMap((pattern) => spans(text, pattern)),
  )
  const found: FoundPhone[] = []
  let previousEnd = 0
  let previousKinds: PhoneKind[] = ['phone']
  for (const number of numbersIn(plain)) {
    const before = plain.slice(previousEnd, number.at)
    const after = AFTER.exec(plain.slice(number.end))?.[1] ?? ''
    let kinds = labelledKinds(before) ?? (FAX.test(before) ? [] : previousKinds)
    const afterKinds = labelledKinds(after)
    if (afterKinds) kinds = /\bonly\b/i.test(after) ? afterKinds : union(kinds, afterKinds)
    for (const kind of kinds) found.push({ ...number, value: { kind, value: number.value } })
    previousEnd = number.end
    previousKinds = kinds
  }
  return found
}

/** The kinds the words name, in the order written; null when they name none. */
function labelledKinds(words: string): PhoneKind[] | null {
  const whatsapp = words.search(WHATSAPP)
  const call = words.search(CALL)
  if (whatsapp === -1 && call === -1) return null
  if (whatsapp === -1) return ['phone']
  if (call === -1) return ['whatsapp']
  return call < whatsapp ? ['phone', 'whatsapp'] : ['whatsapp', 'phone']
}

function union(kinds: PhoneKind[], more: PhoneKind[]): PhoneKind[] {
  return [...kinds, ...more.filter((kind) => !kinds.includes(kind))]
}

function spans(text: string, pattern: RegExp): { at: number; end: number }[] {
  return [...text.matchAll(pattern)].map((match) => ({
    at: match.index,
    end: match.index + match[0].length,
  }))
}

/**
 * Each number in a run of digits and separators: a run can hold two written side by side
 * ("0772 123 456 0712 345 678"), so a group starting with + or 0 starts a new number once the
 * digits before it make one (or could never begin one: "by 2025 0772 …").
 */
function* numbersIn(text: string): Generator<Found<string>> {
  for (const run of text.matchAll(CANDIDATE)) {
    let current: { at: number; end: number } | null = null
    for (const group of run[0].matchAll(/\+?\(?\d+\)?/g)) {
      const at = run.index + group.index
      const end = at + group[0].length
      const written = current && text.slice(current.at, current.end)
      const startsAnother = /^(?:\+|\(?0(?!\)))/.test(group[0])
      if (current && written && startsAnother && (toE164(written) || !couldBegin(written))) {
        const value = toE164(written)
        if (value) yield { ...current, value }
        current = null
      }
      current = current ? { at: current.at, end } : { at, end }
    }
    const written = current && text.slice(current.at, current.end)
    const value = written && toE164(written)
    if (current && value) yield { ...current, value }
  }
}

function couldBegin(written: string): boolean {
  return /^(?:\+|\(?0|263)/.test(written)
}
