/**
 * One address per organisation: /employers/<slug>. The slug is made from the organisation's name
 * as sources and employers write it, so that the spellings of one name share a page ("Delta
 * Corporation Ltd", "Delta Corporation Limited", "DELTA CORPORATION (PVT) LTD"). Stored per job
 * (jobs.employer_slug) by the server, so changing these rules means re-slugging stored rows
 * (EMPLOYER_SLUG_VERSION).
 */

/** Bumped whenever the rules below change, so stored slugs are made again. */
export const EMPLOYER_SLUG_VERSION = 1

/** Long enough for any real name; a longer one is cut at a word. */
export const EMPLOYER_SLUG_MAX_LENGTH = 80

/** What a slug looks like: ASCII words joined by single hyphens (the route's 400 rule). */
export const EMPLOYER_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Legal forms at the end of a name, as slug words. Each may follow another ("(Pvt) Ltd", "Pty
 * Ltd"); "private" and "pvt" are dropped only before "limited"/"ltd" or as the last word after
 * one was dropped, since "Private" can be part of a name ("Private Sector Forum").
 */
const LEGAL_FORM_END = /-(?:(?:pvt|private|pty)-)?(?:ltd|limited|plc|inc|incorporated|pty)$/
const PRIVATE_END = /-(?:pvt|private)$/

export function isEmployerSlug(slug: string): boolean {
  return slug.length <= EMPLOYER_SLUG_MAX_LENGTH && EMPLOYER_SLUG_PATTERN.test(slug)
}

/** The organisation's slug, or null for a name with no letter or digit left to make one of. */
export function employerSlug(name: string): string | null {
  let slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '') // accents folded: "Nestlé" is "nestle"
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '') // "O'Brien's" is one word
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  for (;;) {
    const shorter = slug.replace(LEGAL_FORM_END, '')
    if (shorter === slug) break
    slug = shorter.replace(PRIVATE_END, '')
  }
  if (slug.length > EMPLOYER_SLUG_MAX_LENGTH) {
    const cut = slug.slice(0, EMPLOYER_SLUG_MAX_LENGTH + 1)
    const end = cut.lastIndexOf('-')
    slug = end > 0 ? cut.slice(0, end) : cut.slice(0, EMPLOYER_SLUG_MAX_LENGTH)
  }
  return slug === '' ? null : slug
}
