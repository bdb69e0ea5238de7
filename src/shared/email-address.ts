/**
 * What the forms take as an email address: a plain address, `local@domain`, and nothing else.
 *
 * RFC 5322 lets an address carry much more: comments (`rudo@example.org(1)`), quoted local parts
 * (`"rudo"@example.org`), a display name and angle brackets (`Rudo <rudo@example.org>`). Mail
 * servers read past them and deliver `rudo@example.org(1)`, `(2)`, `(3)`… to one mailbox, so a
 * form that took them would count one inbox as many addresses and no cap per address would
 * hold. No one types them into a form, so they are refused rather than unpicked.
 *
 * - local part: RFC 5322's dot-atom (letters, digits and !#$%&'*+/=?^_`{|}~-, in runs joined by
 *   single dots), so no space, quote, bracket, comment, backslash or control character;
 * - domain: labels of letters, digits and hyphens (not at either end), joined by dots, at least
 *   two of them, the last of two characters or more and starting with a letter (so no bare IP
 *   address and no `[192.0.2.1]`). Names in other scripts are taken in their ASCII form
 *   (`xn--…`), as mail servers take them.
 */
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+"
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?'
const TOP_LABEL = '[A-Za-z][A-Za-z0-9-]*[A-Za-z0-9]'
// Marked pure: a page that imports the forms module only for its limits leaves this out.
// Exported for the API description's pattern (schemas/text-patterns.ts).
export const PLAIN_ADDRESS = /* @__PURE__ */ new RegExp(
  `^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+${TOP_LABEL}$`,
)

export function isPlainEmailAddress(text: string): boolean {
  return PLAIN_ADDRESS.test(text)
}

/**
 * The one form an address is stored and counted in: trimmed and lower-cased, local part too.
 * RFC 5321 lets a server tell `Rudo@` from `rudo@`, but the providers people here use (Gmail,
 * Outlook, Yahoo, iCloud) do not, so lower-casing delivers to the same mailbox and makes
 * `Rudo@Example.COM` and `rudo@example.com` one address for every limit.
 */
export function canonicalEmailAddress(text: string): string {
  return text.trim().toLowerCase()
}
