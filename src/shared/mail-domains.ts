/**
 * What an address's domain says about who wrote from it, for the two places that ask: the
 * employer's post (server/job-posts: its tier and the impersonation hold) and a reader checking
 * an advert they were sent (advert-check/), which runs on the phone too, so the rules are shared.
 *
 * - anyone can open an address at a free or disposable provider (free-mail-domains.ts), so such
 *   an address proves nothing about the organisation it names;
 * - mail at a domain belongs to a website when the two are the same, or one is a subdomain of
 *   the other, and neither is a bare public suffix such as `co.zw`.
 */
import { FREE_MAIL_DOMAINS } from './free-mail-domains.ts'

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

/** The domain of an address, lower-cased (the caller has checked it is one). */
export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase()
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
