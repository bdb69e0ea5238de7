import { describe, expect, it } from 'vitest'

import { domainMatchesHost, emailTier, isFreeMailDomain, websiteHost } from './email-tier.ts'
import { FREE_MAIL_DOMAINS } from './free-mail-domains.ts'

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
    expect(domainMatchesHost('co.zw', 'zpc.co.zw')).toBe(false)
    expect(domainMatchesHost('zw', 'zpc.co.zw')).toBe(false)
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

describe('the free-mail list', () => {
  it('holds the big providers, disposable inboxes and consumer ISP mail', () => {
    for (const domain of [
      'gmail.com',
      'yahoo.co.uk',
      'hotmail.com',
      'outlook.com',
      'icloud.com',
      'proton.me',
      'zoho.com',
      'mailinator.com',
      'yopmail.com',
      '10minutemail.com',
      'zol.co.zw',
    ])
      expect(isFreeMailDomain(domain), domain).toBe(true)
    expect(FREE_MAIL_DOMAINS.size).toBeGreaterThanOrEqual(90)
  })

  it('counts a provider’s subdomains as the provider, and company domains as nobody’s', () => {
    expect(isFreeMailDomain('eu.mailinator.com')).toBe(true)
    expect(isFreeMailDomain('zpc.co.zw')).toBe(false)
    expect(isFreeMailDomain('econet.co.zw')).toBe(false)
  })
})

describe('websiteHost', () => {
  it('reads the host without www, or null', () => {
    expect(websiteHost('https://WWW.Delta.co.zw/jobs?x=1')).toBe('delta.co.zw')
    expect(websiteHost(null)).toBeNull()
    expect(websiteHost('not a url')).toBeNull()
  })
})
