import { describe, expect, it } from 'vitest'

import { emailTier, websiteHost } from './email-tier.ts'

describe('emailTier', () => {
  const zpc = 'https://www.zpc.co.zw/careers'

  it('verifies mail at the website’s domain, or a subdomain of it', () => {
    expect(emailTier('hr@zpc.co.zw', zpc).tier).toBe('verified')
    expect(emailTier('hr@mail.zpc.co.zw', zpc).tier).toBe('verified')
    expect(emailTier('HR@ZPC.CO.ZW', zpc)).toEqual({
      tier: 'verified',
      domain: 'zpc.co.zw',
      freeMail: false,
    })
  })

  it('verifies mail at the parent domain of a careers subdomain, never at a bare suffix', () => {
    expect(emailTier('hr@zpc.co.zw', 'https://careers.zpc.co.zw').tier).toBe('verified')
    expect(emailTier('hr@co.zw', 'https://zpc.co.zw').tier).toBe('not-verified')
  })

  it('does not verify look-alike domains', () => {
    expect(emailTier('hr@zpc.co.zw.evil.com', zpc).tier).toBe('not-verified')
    expect(emailTier('hr@evilzpc.co.zw', zpc).tier).toBe('not-verified')
    expect(emailTier('hr@zpc.co.zw', 'https://zpc.co.zw.evil.com').tier).toBe('not-verified')
  })

  it('never verifies free or disposable mail, even when the website is the provider', () => {
    expect(emailTier('zpc.jobs@gmail.com', zpc)).toEqual({
      tier: 'not-verified',
      domain: 'gmail.com',
      freeMail: true,
    })
    expect(emailTier('me@gmail.com', 'https://gmail.com').tier).toBe('not-verified')
    expect(emailTier('me@zol.co.zw', 'https://www.zol.co.zw').tier).toBe('not-verified')
    expect(emailTier('a@mailinator.com', 'https://mailinator.com').tier).toBe('not-verified')
  })

  it('does not verify without a website', () => {
    expect(emailTier('hr@zpc.co.zw', null)).toEqual({
      tier: 'not-verified',
      domain: 'zpc.co.zw',
      freeMail: false,
    })
  })
})

describe('websiteHost', () => {
  it('reads the host without www, or null', () => {
    expect(websiteHost('https://WWW.Delta.co.zw/jobs?x=1')).toBe('delta.co.zw')
    expect(websiteHost(null)).toBeNull()
    expect(websiteHost('not a url')).toBeNull()
  })
})
