import { describe, expect, it } from 'vitest'

import { emailKey, keysOf, linkKey, phoneKey } from './contact-keys.ts'

describe('phoneKey', () => {
  it('writes every form of one number as one E.164 number', () => {
    for (const written of [
      '0772 123 456',
      '+263772123456',
      '263-77-212-3456',
      '+263 (0)77 212 3456',
      '00263 772 123 456',
    ])
      expect(phoneKey(written), written).toBe('+263772123456')
    expect(phoneKey('12345')).toBeNull()
  })
})

describe('emailKey', () => {
  it('lower-cases a plain address and refuses anything else', () => {
    expect(emailKey(' HR@Acme.Example ')).toBe('hr@acme.example')
    expect(emailKey('Rudo <rudo@acme.example>')).toBeNull()
  })
})

describe('linkKey', () => {
  it('is the host without www, port or user, and the path without query, fragment or end slash', () => {
    const key = { host: 'acme.co.zw', key: 'acme.co.zw/jobs' }
    for (const written of [
      'https://www.Acme.co.zw/jobs/',
      'http://acme.co.zw:8080/jobs?utm_source=fb#apply',
      'acme.co.zw/JOBS',
      'www.acme.co.zw/jobs',
    ])
      expect(linkKey(written), written).toEqual(key)
  })

  it('takes the host a browser opens, not a user name written to look like one', () => {
    expect(linkKey('https://acme.co.zw@evil.example/apply')).toEqual({
      host: 'evil.example',
      key: 'evil.example/apply',
    })
  })

  it('gives nothing for what has no host name', () => {
    expect(linkKey('https:///jobs')).toBeNull()
    expect(linkKey('not a link')).toBeNull()
    expect(linkKey('localhost/x')).toBeNull()
  })
})

describe('keysOf', () => {
  it('keeps each readable key once', () => {
    expect([...keysOf(['0772 123 456', '+263772123456', 'nope'], phoneKey)]).toEqual([
      '+263772123456',
    ])
  })
})
