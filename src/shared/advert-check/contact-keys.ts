/**
 * One form for each kind of contact, so that the ways one is written compare equal: a phone
 * number in E.164 ("0772 123 456", "+263772123456" and "263-77-212-3456" are +263772123456), an
 * email address lower-cased, a link as its host and path ("https://www.Acme.co.zw/jobs/" and
 * "http://acme.co.zw/jobs?utm_source=fb" are acme.co.zw/jobs). The listings' contacts, the
 * pasted advert's and the taken-down ones all go through here.
 */
import { canonicalEmailAddress, isPlainEmailAddress } from '../email-address.ts'
import { toE164 } from '../how-to-apply/phone-numbers.ts'

export function phoneKey(written: string): string | null {
  return toE164(written)
}

export function emailKey(written: string): string | null {
  const address = canonicalEmailAddress(written)
  return isPlainEmailAddress(address) ? address : null
}

export interface LinkKey {
  /** lower case, without "www.", a port or a user name */
  host: string
  /** host and path: what two links must share to be one */
  key: string
}

/**
 * A link's host and path, without scheme, query or fragment. Read by hand, since shared code has
 * no URL parser; the part before the first "/", "?" or "#" is the authority, and a user name in
 * it ("https://acme.co.zw@evil.example/") is dropped, as a browser drops it, so the host is the
 * one the link opens. Null when no host name is left.
 */
export function linkKey(written: string): LinkKey | null {
  const bare = written.trim().replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
  const authorityEnd = bare.search(/[/?#\\]/)
  const authority = authorityEnd === -1 ? bare : bare.slice(0, authorityEnd)
  const host = authority
    .slice(authority.lastIndexOf('@') + 1)
    .replace(/:\d*$/, '')
    .replace(/\.$/, '')
    .toLowerCase()
    .replace(/^www\./, '')
  if (!/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/.test(host)) return null
  const rest = authorityEnd === -1 ? '' : bare.slice(authorityEnd)
  const path = rest
    .replace(/[?#].*$/s, '')
    .replace(/\/+$/, '')
    .toLowerCase()
  return { host, key: `${host}${path}` }
}

/** The keys of some written contacts of one kind, each once, the unreadable left out. */
export function keysOf(
  written: readonly string[],
  toKey: (value: string) => string | null,
): Set<string> {
  const keys = new Set<string>()
  for (const value of written) {
    const key = toKey(value)
    if (key !== null) keys.add(key)
  }
  return keys
}
