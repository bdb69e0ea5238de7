import { describe, expect, it } from 'vitest'

import { escapeControls, removeControls } from './control-characters.ts'

const BIDI = [0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e]
const ISOLATES = [0x2066, 0x2067, 0x2068, 0x2069]

/** Every code point from U+0001 to U+2100 (no surrogates there), as one string. */
const EVERY = String.fromCodePoint(...Array.from({ length: 0x2100 }, (_, at) => at + 1))

/** The specification, written out independently of the module's classes. */
function isUnsafe(code: number, { lineBreaks }: { lineBreaks: boolean }): boolean {
  if (lineBreaks && (code === 0x09 || code === 0x0a)) return false
  return (
    code <= 0x1f || (code >= 0x7f && code <= 0x9f) || BIDI.includes(code) || ISOLATES.includes(code)
  )
}

const keep = (text: string, lineBreaks: boolean) =>
  [...text].filter((c) => !isUnsafe(c.codePointAt(0) ?? 0, { lineBreaks })).join('')

describe('removeControls', () => {
  it('removes exactly C0, DEL, C1 and the bidi controls from one-line text', () => {
    const withoutSpacing = EVERY.replace(/[\t\n\v\f\r]/g, '')
    expect(removeControls(withoutSpacing)).toBe(keep(withoutSpacing, false))
  })

  it('keeps tab and line feed in text with lines, and nothing else of them', () => {
    const withoutCr = EVERY.replace(/\r/g, '')
    expect(removeControls(withoutCr, { lineBreaks: true })).toBe(keep(withoutCr, true))
  })

  it('turns tabs and line breaks on one line into a space, so words stay apart', () => {
    expect(removeControls('Senior\r\nAccountant\tHarare')).toBe('Senior Accountant Harare')
  })

  it('makes Windows and old Mac line ends "\\n" in text with lines', () => {
    expect(removeControls('a\r\nb\rc\nd', { lineBreaks: true })).toBe('a\nb\nc\nd')
  })

  it('takes the escapes and overrides a hostile feed sends out of a title', () => {
    expect(removeControls('\u001b]0;pwned\u0007Clerk\u009b31m\u202eexe.pdf')).toBe(
      ']0;pwnedClerk31mexe.pdf',
    )
  })

  it('leaves other text alone: accents, emoji, Shona, right-to-left letters', () => {
    const text = 'Mufundisi wechikoro – Café 😀 مرحبا'
    expect(removeControls(text)).toBe(text)
    expect(removeControls(text, { lineBreaks: true })).toBe(text)
  })
})

describe('escapeControls', () => {
  it('shows every unsafe character as an escape, and nothing else changes', () => {
    expect(escapeControls('a\u001b[2Jb\u0007c\u009bd\u202ee\u2066f\u007f\ng\th')).toBe(
      'a\\x1b[2Jb\\x07c\\x9bd\\u202ee\\u2066f\\x7f\\ng\\th',
    )
  })

  it('keeps tab and line feed in text with lines, but shows a carriage return', () => {
    expect(escapeControls('one\ntwo\tthree\rfour', { lineBreaks: true })).toBe(
      'one\ntwo\tthree\\rfour',
    )
  })

  it('leaves no raw control or bidi character behind', () => {
    for (const lineBreaks of [false, true]) {
      const shown = escapeControls(EVERY, { lineBreaks })
      expect([...shown].filter((c) => isUnsafe(c.codePointAt(0) ?? 0, { lineBreaks }))).toEqual([])
    }
  })
})
