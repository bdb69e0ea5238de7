/**
 * Whether a pasted advert names a listing's employer, the way adverts and forwards name one:
 *
 * - its name with the legal form dropped (organisation-name.ts: "(Pvt) Ltd", "Limited",
 *   "Private", "The", "Company" ignored, so "Mhofu Mining Company" is named by "Mhofu Mining"),
 *   its words stemmed and in order, "and" and "&" alike;
 * - that name without the words that only say where or how it is organised ("Zimbabwe",
 *   "Holdings", "Group", "Trust"): "Harvest Hope Zimbabwe" is named by "Harvest Hope"
 *   (`core-name`: enough beside the role, but "Harvest Hope Church" is another organisation);
 * - its first words, two or more and at least half of them, for the same reason: "Moyo Chikore
 *   and Partners" names "Moyo Chikore and Partners Chartered Accountants" (`core-name` too);
 * - a short name the listing's own company name holds: written in brackets ("Zimbabwe National
 *   Road Administration (ZINARA)"), in capitals ("ZESA Holdings"), or the initials of three words
 *   or more ("NSRA" for "National Seed Reserve Agency"). Short names of four letters or fewer,
 *   and initials, count only in capitals in the advert: "nsra" could be anything, "NSRA" is a
 *   name;
 * - its first word alone, when that is a word of five letters or more written with a capital
 *   ("Econet" for "Econet Wireless Zimbabwe"). The weakest: enough beside the whole role to
 *   match a listing, never enough to say the advert speaks for that employer.
 */
import { organisationKey } from '../organisation-name.ts'
import { stem, StemIndex, STOP_WORDS } from './word-stems.ts'

export type NameEvidence = 'name' | 'core-name' | 'short-name' | 'first-word'

export interface EmployerName {
  /** the stems of the name without its legal form, in order */
  words: readonly string[]
  /** the same without "Zimbabwe", "Holdings"…; null when nothing, or the same, would be left */
  core: readonly string[] | null
  /** short names as written, in capitals, with whether they must be written in capitals */
  shortNames: readonly { name: string; capitals: boolean }[]
  /** the first word, when it may name the employer alone */
  firstWord: string | null
}

/** Words that say where or how an organisation is organised, not which one it is. */
const GENERIC = new Set(
  ['zimbabwe', 'zim', 'holdings', 'group', 'trust', 'international', 'africa', 'southern'].map(
    stem,
  ),
)

/** The words of a name or a text as names are compared: legal forms and stop words out, stemmed. */
export function nameWords(text: string): string[] {
  return organisationKey(text)
    .split(' ')
    .filter((word) => word !== '' && !STOP_WORDS.has(word))
    .map(stem)
}

export function toEmployerName(company: string): EmployerName {
  const bracketed = [...company.matchAll(/\(([^()]{2,40})\)/g)].map((match) => match[1] ?? '')
  const plain = company.replace(/\([^()]*\)/g, ' ')
  const words = nameWords(plain)
  const core = words.filter((word) => !GENERIC.has(word))
  const shortNames = new Map<string, boolean>()
  for (const name of bracketed) {
    // "(Pvt)" is a legal form, "(Harare Branch)" a place: neither is a short name.
    const key = organisationKey(name)
    if (key.length >= 2 && !key.includes(' ')) shortNames.set(key.toUpperCase(), key.length <= 4)
  }
  for (const match of plain.matchAll(/\b[A-Z]{2,10}\b/g)) shortNames.set(match[0], true)
  const initials = organisationKey(plain)
    .split(' ')
    .filter((word) => word !== '' && !STOP_WORDS.has(word))
    .map((word) => word.charAt(0).toUpperCase())
  if (initials.length >= 3) shortNames.set(initials.join(''), true)
  const first = organisationKey(plain).split(' ')[0] ?? ''
  return {
    words,
    core: core.length > 0 && core.length < words.length ? core : null,
    shortNames: [...shortNames].map(([name, capitals]) => ({ name, capitals })),
    firstWord: first.length >= 5 && words.length > 1 ? stem(first) : null,
  }
}

/** What the advert holds to name employers by, built once per advert. */
export interface NamesInAdvert {
  /** the advert's words as names are compared */
  words: StemIndex
  /** its words written in capitals (two letters or more), as written */
  capitals: ReadonlySet<string>
  /** its words of any case, upper-cased, to compare short names of five letters or more */
  upper: ReadonlySet<string>
  /** the stems of its words written with a capital first letter */
  capitalised: ReadonlySet<string>
}

export function readNames(text: string): NamesInAdvert {
  const capitals = new Set<string>()
  const upper = new Set<string>()
  const capitalised = new Set<string>()
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = match[0]
    upper.add(word.toUpperCase())
    if (word.length >= 2 && /^[\p{Lu}\p{N}]+$/u.test(word) && /\p{Lu}/u.test(word)) {
      capitals.add(word)
    }
    if (/^\p{Lu}/u.test(word)) capitalised.add(stem(word.toLowerCase()))
  }
  return { words: new StemIndex(nameWords(text)), capitals, upper, capitalised }
}

/**
 * How the advert names the employer, the strongest way first; null when it does not. Only
 * `name` and `short-name` say the advert speaks for the employer (named-organisations.ts); the
 * others only help a role to match.
 */
export function namesEmployer(names: NamesInAdvert, employer: EmployerName): NameEvidence | null {
  if (employer.words.length > 0 && names.words.hasRun(employer.words)) return 'name'
  for (const { name, capitals } of employer.shortNames) {
    if ((capitals ? names.capitals : names.upper).has(name)) return 'short-name'
  }
  if (employer.core && names.words.hasRun(employer.core)) return 'core-name'
  // "Moyo Chikore and Partners" for "… Chartered Accountants": the name's first words.
  for (let length = employer.words.length - 1; length >= 2; length--) {
    if (length * 2 < employer.words.length) break
    if (names.words.hasRun(employer.words.slice(0, length))) return 'core-name'
  }
  if (employer.firstWord && names.capitalised.has(employer.firstWord)) return 'first-word'
  return null
}
