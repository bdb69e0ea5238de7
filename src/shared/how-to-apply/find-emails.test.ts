import { describe, expect, it } from 'vitest'

import { findEmails } from './find-emails.ts'

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
})
