/**
 * The verification tier of a post: VERIFIED when the work email is at the organisation's own web
 * domain (the website's host, a subdomain of it, or the domain the website is a subdomain of;
 * `www.` ignored) and that domain is not one where anyone can open an address
 * (free-mail-domains.ts); else NOT VERIFIED. Being verified proves the sender controls a mailbox
 * at the website's domain, nothing more: whether the name is theirs is the impersonation hold's
 * question (impersonation.ts).
 */
import { FREE_MAIL_DOMAINS } from './free-mail-domains.ts'

export type EmailTier = 'verified' | 'not-verified'

/**
 * Second-level suffixes under which anyone registers names (zpc.co.zw): a domain that is one of
 * them is no organisation's, so a website at careers.zpc.co.zw and mail at zpc.co.zw match, but
 * mail "at" co.zw never does.
 */
const PUBLIC_SECOND_LEVEL = new Set(
  ['co', 'org', 'ac', 'gov', 'com', 'net', 'edu', 'mil', 'or', 'ne', 'sch', 'nic'].flatMap(
    (label) =>
      ['zw', 'za', 'uk', 'ke', 'zm', 'bw', 'mz', 'ug', 'tz', 'ng', 'gh', 'au', 'nz', 'in'].map(
        (country) => `${label}.${country}`,
      ),
  ),
)

/** The domain of an address, lower-cased (the schema has checked it is one). */
export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase()
}

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

/** Whether anyone can open an address at `domain` (or at a subdomain of such a provider). */
export function isFreeMailDomain(domain: string): boolean {
  const labels = domain.split('.')
  for (let at = 0; at < labels.length - 1; at++) {
    if (FREE_MAIL_DOMAINS.has(labels.slice(at).join('.'))) return true
  }
  return false
}

/** Whether `domain` could be an organisation's own (not a bare suffix such as `co.zw`). */
function isRegistrable(domain: string): boolean {
  const labels = domain.split('.')
  if (labels.length < 2) return false
  return !(labels.length === 2 && PUBLIC_SECOND_LEVEL.has(domain))
}

const within = (domain: string, parent: string) =>
  domain === parent || domain.endsWith(`.${parent}`)

/** Whether mail at `domain` belongs to the site at `host` (same, subdomain, or parent domain). */
export function domainMatchesHost(domain: string, host: string): boolean {
  const bare = domain.replace(/^www\./, '')
  if (!isRegistrable(bare) || !isRegistrable(host)) return false
  return within(bare, host) || within(host, bare)
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
