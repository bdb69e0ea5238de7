import { describe, expect, it } from 'vitest'

import { readAdvert } from './advert-reading.ts'

describe('readAdvert', () => {
  it('keeps the reference codes it holds, folded', () => {
    const { codes } = readAdvert('Quote ref ZW/HR/2024/17 or VAC-2026-031. Posts: 20', [])
    expect(codes.has('zwhr202417')).toBe(true)
    expect(codes.has('vac2026031')).toBe(true)
  })

  it("reads the job ids of this site's job pages, and no other site's", () => {
    const text =
      'Mine Surveyor at Mhofu Mining. https://www.jobszw.co.zw/job/AB12cd34ef56 ' +
      'https://jobszw.co.zw/jobs/all https://elsewhere.example/job/zz99'
    expect([...readAdvert(text, ['jobszw.co.zw']).siteJobIds]).toEqual(['ab12cd34ef56'])
    expect(readAdvert(text, []).siteJobIds.size).toBe(0)
  })

  it('reads the cleaned text (pasted-text.ts)', () => {
    expect(readAdvert('*Pay by E c o C a s h*', []).text).toBe('Pay by EcoCash')
  })
})
