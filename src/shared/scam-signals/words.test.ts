import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { WORD_PATTERN, wordsBefore, wordsOf } from './words.ts'

/** The words as the pattern reads them: what the scanner must give back. */
function byPattern(text: string) {
  return [...text.matchAll(WORD_PATTERN)].map((match) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }))
}

describe('wordsOf', () => {
  it('reads words, sums and addresses, with commas as words', () => {
    expect(wordsOf('pay $10, to hr@acme.co.zw.').map((word) => word.text)).toEqual([
      'pay',
      '$10',
      ',',
      'to',
      'hr@acme.co.zw',
    ])
  })

  it('gives what the pattern gives, for any text of the characters that matter', () => {
    const pieces = ['a', 'z', '0', '$', '@', "'", '.', '/', '+', '-', ',', ' ', 'é', '\n', 'ab']
    const texts = fc
      .array(fc.constantFrom(...pieces), { maxLength: 40 })
      .map((parts) => parts.join(''))
    fc.assert(
      fc.property(texts, (text) => {
        expect(wordsOf(text)).toEqual(byPattern(text))
      }),
      { seed: 20261129, numRuns: 3000 },
    )
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        expect(wordsOf(text)).toEqual(byPattern(text))
      }),
      { seed: 20261130, numRuns: 1000 },
    )
  })

  it('reads 30,000 "@" or quotes in linear time (the pattern took half a second)', () => {
    for (const text of ['@'.repeat(30_000), "'".repeat(30_000), 'a' + '@.'.repeat(15_000)]) {
      const started = Date.now()
      expect(wordsOf(text).length).toBeLessThanOrEqual(1)
      expect(Date.now() - started).toBeLessThan(50)
    }
  })

  it('finds the words before an offset', () => {
    const words = wordsOf('do not delay, pay the fee')
    expect(wordsBefore(words, 17, 3).map((word) => word.text)).toEqual(['delay', ',', 'pay'])
  })
})
