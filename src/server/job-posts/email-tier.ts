/**
 * The verification tier of a post: VERIFIED when the work email is at the organisation's own web
 * domain (the website's host, a subdomain of it, or the domain the website is a subdomain of;
 * `www.` ignored) and that domain is not one where anyone can open an address
 * (shared/free-mail-domains.ts); else NOT VERIFIED. Being verified proves the sender controls a mailbox
 * at the website's domain, nothing more: whether the name is theirs is the impersonation hold's
 * question (impersonation.ts).
 */
import { domainMatchesHost, emailDomain, isFreeMailDomain } from '#shared/mail-domains.ts'

export type EmailTier = 'verified' | 'not-verified'

/** The website's host without `www.`, or null for no website or one that is not a web address. */
export function websiteHost(website: string | null): string | null {
  if (!website) return null
  try {
    const { hostname } = new URL(website)
    return (
      hostname
        .toLowerCase()
        .replace(/\.$/, '')
        .replace(/^www\./, '') || null
    )
  } catch {
    return null
  }
}

export interface TierVerdict {
  tier: EmailTier
  /** the email's domain */
  domain: string
  /** why not verified, for the reason shown: a free provider, or another domain */
  freeMail: boolean
}

export function emailTier(workEmail: string, website: string | null): TierVerdict {
  const domain = emailDomain(workEmail)
  const freeMail = isFreeMailDomain(domain)
  const host = websiteHost(website)
  const verified =
    !freeMail && host !== null && !isFreeMailDomain(host) && domainMatchesHost(domain, host)
  return { tier: verified ? 'verified' : 'not-verified', domain, freeMail }
}
