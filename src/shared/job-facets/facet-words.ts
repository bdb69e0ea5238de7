/**
 * Text as the facet tables read it: accents and case folded, split into words. Every job source
 * spells places, trades and job types its own way ("Bulawayó", "KWE-KWE", "FULL_TIME"); the
 * tables are written in plain lower-case words and compared word by word, so a name only ever
 * matches a whole word ("Norton" is never found inside "Northern").
 */

/** Stands between words that punctuation keeps apart (a comma, a slash, brackets, " - "). */
export const BREAK = '|'

const MARKS = /\p{M}/gu
const LETTER_DIGIT_OR_MARK = /[\p{L}\p{N}\p{M}]/u

/** Lower case, accents removed: "Bulawayó" is "bulawayo". */
export function foldText(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(MARKS, '')
}

// Punctuation that separates parts of a text, as a comma does. A hyphen inside a word
// ("Kwe-Kwe", "part-time") only splits it; one with spaces around it separates "Accountant -
// Harare" like a dash.
const SEPARATORS = new Set([...',;:()[]{}|/\\–—'].map((character) => character.charCodeAt(0)))
const HYPHEN = 45
const SPACE = 32
const AMPERSAND = 38

/**
 * The folded words of `text` in order, with BREAK where punctuation separates them. A word is a
 * run of letters and digits. "&" is read as "and", so "M&E" and "Monitoring & Evaluation" meet
 * the tables' "m and e" and "monitoring and evaluation".
 *
 * This is the hot loop of every facet (an advert's opening is hundreds of characters), so it
 * scans by hand and removes accents word by word: adverts are mostly ASCII with the odd curly
 * quote or dash, and decomposing the whole text for those costs more than everything else.
 */
export function toFacetWords(text: string): string[] {
  const lower = text.toLowerCase()
  const words: string[] = []
  let start = -1
  let ascii = true
  for (let index = 0; index <= lower.length; index++) {
    const code = index < lower.length ? lower.charCodeAt(index) : SPACE
    if (isWordCharacter(code, lower, index)) {
      if (start < 0) {
        start = index
        ascii = true
      }
      if (code >= 128) ascii = false
      continue
    }
    if (start >= 0) {
      const word = lower.slice(start, index)
      const folded = ascii ? word : word.normalize('NFD').replace(MARKS, '')
      if (folded !== '') words.push(folded)
      start = -1
    }
    if (code === SPACE) continue
    if (code === AMPERSAND) words.push('and')
    else if (SEPARATORS.has(code) || isSpacedHyphen(code, lower, index)) {
      // A run of punctuation is one break, and a break at the start says nothing.
      if (words.length > 0 && words[words.length - 1] !== BREAK) words.push(BREAK)
    }
  }
  if (words[words.length - 1] === BREAK) words.pop()
  return words
}

/** Letters, digits and the accents that decompose off letters; `text` is in lower case. */
function isWordCharacter(code: number, text: string, index: number): boolean {
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 48 && code <= 57)
  // Latin letters with accents, and combining accents: by far the most common past ASCII.
  if ((code >= 0xc0 && code <= 0x24f) || (code >= 0x300 && code <= 0x36f)) {
    return code !== 0xd7 && code !== 0xf7
  }
  // Latin-1 symbols, curly quotes, dashes and other punctuation, and emoji halves.
  if (code < 0xc0 || (code >= 0x2000 && code <= 0x2bff) || (code >= 0xd800 && code <= 0xdfff)) {
    return false
  }
  return LETTER_DIGIT_OR_MARK.test(text.charAt(index))
}

function isSpacedHyphen(code: number, text: string, index: number): boolean {
  return (
    code === HYPHEN && isSpace(text.charCodeAt(index - 1)) && isSpace(text.charCodeAt(index + 1))
  )
}

function isSpace(code: number): boolean {
  return code === SPACE || code === 9 || code === 10 || code === 13 || code === 160
}

/** The runs of words between breaks: "Accountant (Mining)" is ["accountant"] and ["mining"]. */
export function splitAtBreaks(words: readonly string[]): string[][] {
  const parts: string[][] = [[]]
  for (const word of words) {
    if (word === BREAK) parts.push([])
    else parts[parts.length - 1]?.push(word)
  }
  return parts
}
