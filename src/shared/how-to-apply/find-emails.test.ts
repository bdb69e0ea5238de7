import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { canonicalEmailAddress, isPlainEmailAddress } from '../email-address.ts'
import { findEmails } from './find-emails.ts'

/** The reader as first written, reading back from each "@" (quadratic on long runs): the reference. */
function readingBack(text: string) {
  const found = []
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    let start = at
    while (start > at - 64 && start > 0 && /[A-Za-z0-9._+-]/.test(text[start - 1] ?? '')) start -= 1
    while (start < at && /[._+-]/.test(text[start] ?? '')) start += 1
    const domain = /^[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,8}/
      .exec(text.slice(at + 1, at + 256))?.[0]
      .replace(/[.-]+$/, '')
    if (start === at || !domain) continue
    let token = start
    while (token > 0 && !/\s/.test(text[token - 1] ?? '')) token -= 1
    if (/:\/\/|www\.|[/=?&#]/i.test(text.slice(token, start))) continue
    const address = canonicalEmailAddress(`${text.slice(start, at)}@${domain}`)
    if (isPlainEmailAddress(address))
      found.push({ at: start, end: at + 1 + domain.length, value: address })
  }
  return found
}

const values = (text: string) => findEmails(text).map((found) => found.value)

describe('findEmails', () => {
  it('finds addresses in running text, lower-cased, without the punctuation around them', () => {
    expect(values('Send to HR@Delta.co.zw, or (jobs.hre@delta-beverages.co.zw).')).toEqual([
      'hr@delta.co.zw',
      'jobs.hre@delta-beverages.co.zw',
    ])
  })

  it('gives where each starts and ends', () => {
    expect(findEmails('CVs: hr@x.co.zw now')).toEqual([{ at: 5, end: 15, value: 'hr@x.co.zw' }])
  })

  it('leaves addresses inside links', () => {
    expect(
      values('https://x.co.zw/apply?to=hr@x.co.zw www.x.co.zw/hr@x.co.zw mailto=hr@x.co.zw'),
    ).toEqual([])
  })

  it('leaves what is no plain address', () => {
    expect(values('@handle, a@b, hr@localhost, x@192.168.0.1, hr@exämple.org, @@, a@.zw')).toEqual(
      [],
    )
  })

  it('reads as the reader that read back from each "@" did', () => {
    const pieces = [
      'hr',
      'a',
      '@',
      '.',
      'co',
      '.zw',
      ' ',
      '/',
      '?',
      '=',
      'www.',
      'WWW.',
      ':',
      '-',
      '_',
      '\n',
    ]
    const texts = fc
      .array(fc.constantFrom(...pieces), { maxLength: 30 })
      .map((parts) => parts.join(''))
    fc.assert(
      fc.property(texts, (text) => {
        expect(findEmails(text)).toEqual(readingBack(text))
      }),
      { seed: 20261129, numRuns: 3000 },
    )
  })

  it('reads a 20,000-character run of addresses with no space in linear time', () => {
    const text = 'a@b.co'.repeat(3_400)
    const started = Date.now()
    expect(findEmails(text).length).toBeGreaterThan(0)
    expect(Date.now() - started).toBeLessThan(100)
  })
})
