import { describe, expect, it } from 'vitest'

import { MAX_EXCERPT_LENGTH, excerptOf } from './excerpt.ts'
import { normaliseText } from './normalise-advert.ts'

function excerptAround(raw: string, words: string): string {
  const passage = normaliseText(raw)
  const start = passage.text.indexOf(words.toLowerCase())
  return excerptOf(passage, start, start + words.length)
}

describe('excerptOf', () => {
  it('quotes a short passage whole, in its own case', () => {
    expect(excerptAround('Pay the $10 fee via EcoCash.', '$10 fee')).toBe(
      'Pay the $10 fee via EcoCash.',
    )
  })

  it('cuts long text at word boundaries, marks the cuts, and stays within the limit', () => {
    const filler = 'Our company has grown steadily across the region for many years. '.repeat(5)
    const source = `${filler}Pay the $10 registration fee today. ${filler}`
    const excerpt = excerptAround(source, 'registration fee')
    expect(excerpt.length).toBeLessThanOrEqual(MAX_EXCERPT_LENGTH)
    expect(excerpt).toContain('Pay the $10 registration fee today.')
    expect(excerpt).toMatch(/^….*…$/)
    // whole words only: the quoted text sits between spaces in the source
    expect(source).toContain(` ${excerpt.slice(1, -1)} `)
  })

  it('keeps to the line of the match', () => {
    expect(excerptAround('Title line\nWhatsApp 0772 123 456\nAnother line', 'whatsapp')).toBe(
      'WhatsApp 0772 123 456',
    )
  })

  it('truncates a match longer than the limit', () => {
    const long = `pay ${'a'.repeat(300)}`
    const excerpt = excerptAround(long, long)
    expect(excerpt.length).toBeLessThanOrEqual(MAX_EXCERPT_LENGTH)
    expect(excerpt.endsWith('…')).toBe(true)
  })
})
