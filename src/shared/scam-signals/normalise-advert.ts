/**
 * Puts an advert's text in the one shape every rule reads: NFKC, markdown marks dropped, spaces
 * collapsed, the spellings of payment names joined ("Eco Cash" -> "ecocash"), "don't" -> "do
 * not", lower-cased, then cut into clauses. Rules match on `text` (lower-case) and quote `shown`
 * (the same characters in their own case, at the same offsets) so an operator reads the advert's
 * words as written.
 */
import type { Pay } from '../pay/pay.ts'

import type { AdvertText } from './score-advert.ts'
import { splitClauses } from './split-clauses.ts'

/** A piece of advert text: `text` for matching, `shown` for excerpts, same length and offsets. */
export interface Passage {
  text: string
  shown: string
}

/** The fields read for what the advert says; company and location only name things. */
export type ScannedField =
  'title' | 'salary' | 'description' | 'applyInstructions' | 'requirements' | 'tags'

export interface Clause extends Passage {
  field: ScannedField
}

export interface NormalisedAdvert {
  clauses: Clause[]
  /** every scanned field, one after the other, a line break between: for whole-advert questions */
  whole: Passage
  company: string
  title: string
  hasJobLink: boolean
  /** the job's pay field (it may come from a source's data, with no words in the text) */
  pay: Pay | null
}

/** Each keeps the letters it matched (in their case) so `shown` and `text` stay the same length. */
const SPELLINGS: readonly (readonly [RegExp, string])[] = [
  [/\b(eco)[\s-]+(cash)\b/gi, '$1$2'],
  [/\b(inn)[\s-]+(bucks)\b/gi, '$1$2'],
  [/\b(one)[\s-]+(money)\b/gi, '$1$2'],
  [/\b(tele)[\s-]+(cash)\b/gi, '$1$2'],
  [/\b(m)[\s-]+(pesa)\b/gi, '$1$2'],
  [/\b(world)[\s-]+(remit)\b/gi, '$1$2'],
  [/\b(what)'?(s)[\s-]*(app)\b/gi, '$1$2$3'],
  [/\b(e)[\s-](mail)\b/gi, '$1$2'],
  [/\b(us)\s+\$/gi, '$1$'],
  // "don't" -> "do not", "won't" -> "wo not": only "not" matters to the rules.
  [/\b(\w+)n't\b/gi, '$1 not'],
]

export function normaliseText(raw: string): Passage {
  let shown = raw
    .normalize('NFKC')
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')
    .replace(/[\u2018\u2019\u02BC`]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\r\n?/g, '\n')
    // [words](url) -> "words url": the address still counts as a website. The target takes no
    // brackets and a title starts with a space, so crafted "[a](" runs cannot backtrack for ever.
    .replace(/!?\[([^\]\n]{0,300})\]\(([^)\s[\]]{0,2000})(?:\s[^)\n]{0,300})?\)/g, '$1 $2')
    .replace(/^[ \t]*(?:#{1,6}|>+)[ \t]*/gm, '')
    .replace(/^[ \t]*(?:[-+\u2022]|\d{1,2}[.)])[ \t]+/gm, '')
    .replace(/[*~]+|__/g, '')
  for (const [pattern, replacement] of SPELLINGS) shown = shown.replace(pattern, replacement)
  shown = shown
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n')
    .trim()
  const text = shown.toLowerCase()
  // A few letters lower-case to a different length; then the excerpt is shown lower-case too.
  return { text, shown: text.length === shown.length ? shown : text }
}

/**
 * Real adverts are a few thousand characters; the cap bounds the work a broken or hostile
 * source can cause, and a scam puts its demand near the top anyway.
 */
const MAX_FIELD_LENGTH = 30_000

export function normaliseAdvert(advert: AdvertText): NormalisedAdvert {
  const fields: [ScannedField, string | null][] = [
    ['title', advert.title],
    ['salary', advert.salary],
    ['description', advert.description],
    ['applyInstructions', advert.applyInstructions],
    ['requirements', advert.requirements],
    ['tags', advert.tags.length > 0 ? advert.tags.join('.\n') : null],
  ]
  const clauses: Clause[] = []
  const passages: Passage[] = []
  for (const [field, raw] of fields) {
    if (raw === null || raw.trim() === '') continue
    const passage = normaliseText(raw.slice(0, MAX_FIELD_LENGTH))
    passages.push(passage)
    for (const clause of splitClauses(passage)) clauses.push({ field, ...clause })
  }
  return {
    clauses,
    whole: {
      text: passages.map((passage) => passage.text).join('\n'),
      shown: passages.map((passage) => passage.shown).join('\n'),
    },
    company: normaliseText(advert.company).text,
    title: normaliseText(advert.title).text,
    hasJobLink: advert.jobLink !== null && advert.jobLink.trim() !== '',
    pay: advert.pay ?? null,
  }
}
