import { describe, expect, it } from 'vitest'

import { findLinks, toWebLink } from './find-links.ts'

const values = (text: string) => findLinks(text).map((found) => found.value)

describe('findLinks', () => {
  it('finds web links, www. ones made https, without the punctuation after them', () => {
    expect(values('Apply at https://jobs.x.co.zw/12?src=zw, or www.x.co.zw/careers.')).toEqual([
      { kind: 'link', value: 'https://jobs.x.co.zw/12?src=zw' },
      { kind: 'link', value: 'https://www.x.co.zw/careers' },
    ])
  })

  it('reads WhatsApp chat links as WhatsApp numbers', () => {
    expect(
      values(
        'https://wa.me/263772123456 wa.me/0712345678 https://api.whatsapp.com/send?phone=263733999000&text=hi',
      ),
    ).toEqual([
      { kind: 'whatsapp', value: '+263772123456' },
      { kind: 'whatsapp', value: '+263712345678' },
      { kind: 'whatsapp', value: '+263733999000' },
    ])
  })
})

describe('toWebLink', () => {
  it('keeps an http(s) link as written, escaping what a browser would', () => {
    expect(toWebLink(' https://x.co.zw/jobs/1?q=a"b<c>`d ')).toBe(
      'https://x.co.zw/jobs/1?q=a%22b%3Cc%3E%60d',
    )
    expect(toWebLink('http://x.co.zw/vacancies/ñ')).toBe('http://x.co.zw/vacancies/%C3%B1')
    expect(toWebLink('https://196.43.100.9:8080/apply')).toBe('https://196.43.100.9:8080/apply')
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    'https://bank.example@evil.example',
    'https://x.co.zw\\@evil.example',
    'https://exämple.org/',
    'https://x.co.zw/a b',
    'https://x.co.zw/\u0000',
    'ftp://x.co.zw/cv',
    `https://x.co.zw/${'a'.repeat(2000)}`,
  ])('refuses %j', (written) => {
    expect(toWebLink(written)).toBeNull()
  })
})
