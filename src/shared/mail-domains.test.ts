import { describe, expect, it } from 'vitest'

import { FREE_MAIL_DOMAINS } from './free-mail-domains.ts'
import { domainMatchesHost, emailDomain, isFreeMailDomain } from './mail-domains.ts'

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

describe('domainMatchesHost', () => {
  it('matches the same domain, a subdomain or the parent, never a bare suffix', () => {
    expect(domainMatchesHost('zpc.co.zw', 'zpc.co.zw')).toBe(true)
    expect(domainMatchesHost('mail.zpc.co.zw', 'zpc.co.zw')).toBe(true)
    expect(domainMatchesHost('zpc.co.zw', 'careers.zpc.co.zw')).toBe(true)
    expect(domainMatchesHost('co.zw', 'zpc.co.zw')).toBe(false)
    expect(domainMatchesHost('zw', 'zpc.co.zw')).toBe(false)
    expect(domainMatchesHost('evilzpc.co.zw', 'zpc.co.zw')).toBe(false)
    expect(domainMatchesHost('zpc.co.zw.evil.com', 'zpc.co.zw')).toBe(false)
  })
})

describe('emailDomain', () => {
  it('is the part after the last @, lower-cased', () => {
    expect(emailDomain('HR@ZPC.co.zw')).toBe('zpc.co.zw')
  })
})
