/**
 * An organisation's name as the impersonation check (server/job-posts) and the advert check
 * (advert-check/) compare it: written loosely as the job fingerprint writes names (accents, case
 * and punctuation ignored) and without the legal form, so "Delta Beverages (Pvt) Ltd", "DELTA
 * BEVERAGES PRIVATE LIMITED" and "Delta Beverages" are one.
 */
const LEGAL_FORM =
  /\b(?:p(?:vt|rivate)|l(?:td|imited)|inc(?:orporated)?|co(?:mpany)?|corp(?:oration)?|plc|llc|llp|t a|trading as|pbc|gmbh|sa|pty)\b/g

export function organisationKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(LEGAL_FORM, ' ')
    .replace(/^the\s+/, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The longest word of the key, which a stored name must contain to be worth comparing. */
export function organisationProbe(key: string): string {
  return key
    .split(' ')
    .reduce((longest, word) => (word.length > longest.length ? word : longest), '')
}
