/**
 * The reference an applicant is asked to quote: a code after "Ref", "Reference (No.)",
 * "Vacancy No." or "quoting" ("quoting reference ZW/HR/2024/17", "Ref: ABC-123"), or the words
 * the advert asks for in the subject line or on the envelope, written in quotes (`with "M&E
 * Officer - Masvingo" in the subject line`, `marked "Procurement Officer"`). A code has a digit
 * in it, so "quoting the position applied for" and "three references" are none; "clearly
 * marking the position applied for" gives no words to quote, and is none either.
 */
import type { Found } from './found.ts'

const CODE = '([A-Za-z0-9]{1,20}(?:[/._-][A-Za-z0-9]{1,20}){0,8})'
const AFTER_A_WORD = new RegExp(
  `\\b(?:ref(?:erence)?\\b\\.?|(?:vacancy|job|post|position)\\s(?:ref(?:erence)?|no|number|code)\\b\\.?)\\s{0,3}(?:(?:no|number|code|#)\\b\\.?)?\\s{0,3}[:#.-]?\\s{0,3}${CODE}`,
  'gi',
)
const AFTER_QUOTING = new RegExp(
  `\\bquot(?:e|ing)\\s(?:the\\s)?(?:(?:job|vacancy|post|position)\\s)?${CODE}`,
  'gi',
)
const QUOTED = /"([^"\n]{2,80})"|(?<![\w'])'([^'\n]{2,80})'(?![\w'])/g
const ASKS_FOR_WORDS = /\b(?:subject|envelope|mark(?:ed|ing)?|quot(?:e|ing)|heading)\b/i

export function findReference(text: string): Found<string> | null {
  const found: Found<string>[] = []
  for (const pattern of [AFTER_A_WORD, AFTER_QUOTING]) {
    for (const match of text.matchAll(pattern)) {
      const code = match[1] ?? ''
      if (!isCode(code)) continue
      const end = match.index + match[0].length
      found.push({ at: end - code.length, end, value: code })
    }
  }
  if (ASKS_FOR_WORDS.test(text)) {
    for (const match of text.matchAll(QUOTED)) {
      const words = (match[1] ?? match[2] ?? '').trim()
      if (words.length >= 2)
        found.push({ at: match.index, end: match.index + match[0].length, value: words })
    }
  }
  return found.sort((a, b) => a.at - b.at)[0] ?? null
}

/** A digit, and more than a bare number: "Ref: 17" and "Reference 2025" are too little to be one. */
function isCode(code: string): boolean {
  return /\d/.test(code) && (/[A-Za-z/._-]/.test(code) || code.length >= 5)
}
