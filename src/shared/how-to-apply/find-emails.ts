/**
 * Email addresses in a clause, lower-cased (the one form an address is kept in), each a plain
 * address by the site's own rule (email-address.ts). An address inside a link is part of the
 * link ("…/apply?email=hr@example.co.zw"), not an address to write to.
 */
import { canonicalEmailAddress, isPlainEmailAddress } from '../email-address.ts'
import type { Found } from './found.ts'

/** The characters taken before an "@": letters, digits and `._+-`, as people write addresses. */
const LOCAL = /[A-Za-z0-9._+-]/
const DOMAIN = /^[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,8}/
/**
 * Before the address, in the same run of non-space characters: it is part of a link (`://`,
 * `www.`, or one of `/=?&#`; the `/` of `://` is enough).
 */
const LINK_CHARACTER = /[/=?&#]/

export function findEmails(text: string): Found<string>[] {
  const found: Found<string>[] = []
  // Whether the run of non-space characters holding `start` has a link's mark before it. Starts
  // only move forward (an "@" is no local character, so each address starts after the "@"
  // before it), so the run is read on from the last start, once, rather than back from each "@":
  // a 20,000-character run of "a@b.co" took half a second read back.
  let scanned = 0
  let runStart = 0
  let inALink = false
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    let start = at
    while (start > at - 64 && start > 0 && LOCAL.test(text[start - 1] ?? '')) start -= 1
    while (start < at && /[._+-]/.test(text[start] ?? '')) start += 1
    const domain = DOMAIN.exec(text.slice(at + 1, at + 256))?.[0].replace(/[.-]+$/, '')
    if (start === at || !domain) continue
    for (; scanned < start; scanned++) {
      const character = text[scanned] ?? ''
      if (/\s/.test(character)) {
        runStart = scanned + 1
        inALink = false
      } else if (
        LINK_CHARACTER.test(character) ||
        (scanned - 3 >= runStart && text.slice(scanned - 3, scanned + 1).toLowerCase() === 'www.')
      ) {
        inALink = true
      }
    }
    if (inALink) continue
    const address = canonicalEmailAddress(`${text.slice(start, at)}@${domain}`)
    if (isPlainEmailAddress(address)) {
      found.push({ at: start, end: at + 1 + domain.length, value: address })
    }
  }
  return found
}
