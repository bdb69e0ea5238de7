/**
 * An advert's text (markdown or plain) as the lines a reader sees: markdown marks dropped, link
 * targets written beside their words, quotes and dashes in one form, the ways adverts hide an
 * address from robots undone ("hr[at]example[dot]co.zw"), spaces folded.
 */
import { removeControls } from '../control-characters.ts'

export interface AdvertLine {
  text: string
  /** a markdown heading, or a short label line such as "How to apply:" (advert-clauses.ts) */
  heading: boolean
}

/**
 * Real adverts are a few thousand characters; the cap bounds the work a broken or hostile source
 * can cause (the scam rules cap a field at the same size), and how to apply is never past it.
 */
export const MAX_ADVERT_LENGTH = 30_000

/**
 * "[at]" and "[dot]" in any brackets, with spaces or without. Plain " at " and " dot " are left:
 * "apply at our offices" is an instruction, not an address, and no reader could tell them apart.
 */
const HIDDEN_AT = /\s{0,3}[[({]\s{0,2}at\s{0,2}[\])}]\s{0,3}/gi
const HIDDEN_DOT = /\s{0,3}[[({]\s{0,2}dot\s{0,2}[\])}]\s{0,3}/gi

export function toAdvertLines(raw: string): AdvertLine[] {
  const text = removeControls(raw.slice(0, MAX_ADVERT_LENGTH), { lineBreaks: true })
    .normalize('NFKC')
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u201c\u201d\u00ab\u00bb]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(HIDDEN_AT, '@')
    .replace(HIDDEN_DOT, '.')
    // [words](target): the target beside the words unless the words already are it; a mailto:
    // or tel: target is its address or number.
    // No two parts can take the same characters (the title after the target starts with a
    // space; the target holds no bracket), so a long run of "[a](" costs no backtracking.
    .replace(
      /!?\[([^\][\n]{0,300})\]\(\s{0,5}([^()[\]\s]{0,2000})(?:\s[^)\n]{0,300})?\)/g,
      (_, label: string, target: string) => {
        const plain = target
          .replace(/^(?:mailto|tel):/i, '')
          .replace(/\?.*$/s, (query) => (/^(?:mailto|tel):/i.test(target) ? '' : query))
        return !plain || label.includes(plain) ? label : `${label} ${plain}`
      },
    )
    .replace(/<((?:https?:\/\/|mailto:)[^\s<>]{1,2000})>/gi, (_, target: string) =>
      target.replace(/^mailto:/i, ''),
    )
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    // Emphasis marks; no advert means anything by a star.
    .replace(/\*+|__|~~/g, '')
  return text.split('\n').map((line) => {
    const heading = /^\s{0,3}#{1,6}\s/.test(line)
    return {
      heading,
      text: line
        .replace(
          /^\s*(?:#{1,6}\s+|>\s*|[-*+\u2022\u25aa\u25cf]\s+|\(?(?:\d{1,2}|[a-z])[.)]\s+)/,
          '',
        )
        .replace(/\s+/g, ' ')
        .trim(),
    }
  })
}
