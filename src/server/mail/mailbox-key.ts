/**
 * The mailbox an address reaches, as the key a limit per address counts by. Many spellings of
 * one plain address land in one inbox: `rudo+1@`, `rudo+2@` (sub-addressing, RFC 5233: Gmail,
 * Outlook, Yahoo, iCloud, Proton and Fastmail all deliver them to `rudo@`), and at Gmail
 * `r.u.do@` and `@googlemail.com` as well. Counted apart, they would let one person be sent as
 * many confirmation emails as there are spellings. The address itself is still mailed as typed.
 *
 * Takes a canonical address (shared/email-address.ts: plain and lower-cased).
 */
const GMAIL = new Set(['gmail.com', 'googlemail.com'])

export function mailboxKey(address: string): string {
  const at = address.lastIndexOf('@')
  const domain = address.slice(at + 1).toLowerCase()
  let local = address.slice(0, at).toLowerCase()
  // "+tag" after at least one character; a local part that starts with "+" is its own mailbox.
  const plus = local.indexOf('+')
  if (plus > 0) local = local.slice(0, plus)
  if (GMAIL.has(domain)) return `${local.replaceAll('.', '')}@gmail.com`
  return `${local}@${domain}`
}
