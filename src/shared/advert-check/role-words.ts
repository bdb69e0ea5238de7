/**
 * Whether a pasted advert is for a listing's role: most of the meaningful words of the listing's
 * title, stemmed (word-stems.ts), stand somewhere in the advert. A forward rewords and shortens,
 * so the words need not be together nor all there: "Accounts Clerk" is in "ACCOUNTING CLERK
 * WANTED", "Relationship Manager - SME Banking" in "SME relationship manager, banking". What is in
 * brackets is left out when the title has words besides ("Driver (Class 2)", "Survey Enumerators
 * (Temporary)"): adverts drop it first. A title of two roles ("Sales Representative /
 * Merchandiser") matches either.
 *
 * A word is also found written as forwards shorten it ("Med Lab Scientist", "Snr Accts Clerk":
 * ABBREVIATIONS) or run together with the next one ("Shiftboss" for "Shift Boss").
 */
import { stem, stemsOf, type StemIndex, STOP_WORDS } from './word-stems.ts'

/** Title words that say nothing of which role it is. */
const EMPTY_IN_A_TITLE = new Set(['vacancy', 'post', 'position', 'job', 'role'])

/** How adverts here shorten the words of job titles: the word, then its short forms. */
const ABBREVIATIONS: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries({
    accounts: ['acc', 'accs', 'accts'],
    administration: ['admin'],
    administrator: ['admin'],
    assistant: ['asst'],
    coordinator: ['coord'],
    department: ['dept'],
    developer: ['dev'],
    engineer: ['eng', 'engr'],
    executive: ['exec'],
    government: ['govt'],
    junior: ['jnr', 'jr'],
    laboratory: ['lab'],
    management: ['mgt', 'mgmt'],
    manager: ['mgr'],
    medical: ['med'],
    operations: ['ops'],
    programme: ['prog'],
    representative: ['rep'],
    senior: ['snr', 'sr'],
    supervisor: ['supvr', 'supervsr'],
    technician: ['tech'],
  }).map(([word, short]) => [stem(word), short.map(stem)]),
)

export interface RoleWords {
  /** the stems of the title's meaningful words, each once */
  words: readonly string[]
  /** how many of them an advert must hold: more than half, or the one there is */
  needed: number
  /**
   * A title naming two roles ("Sales Representative / Merchandiser") is either: each role
   * alone, with its own words and count. Empty for a title of one role.
   */
  alternatives: readonly RoleWords[]
  /** other stems that stand for a word: its short forms, it run together with a neighbour */
  spellings: ReadonlyMap<string, readonly string[]>
}

function meaningful(text: string): string[] {
  return [
    ...new Set(
      stemsOf(text).filter((word) => !STOP_WORDS.has(word) && !EMPTY_IN_A_TITLE.has(word)),
    ),
  ]
}

function toWords(words: string[]): RoleWords {
  const spellings = new Map<string, string[]>()
  const add = (word: string, spelling: string) => {
    const list = spellings.get(word)
    if (list) list.push(spelling)
    else spellings.set(word, [spelling])
  }
  words.forEach((word, index) => {
    for (const short of ABBREVIATIONS.get(word) ?? []) add(word, short)
    const next = words[index + 1]
    if (next !== undefined) {
      add(word, `${word}${next}`)
      add(next, `${word}${next}`)
    }
  })
  return {
    words,
    needed: words.length <= 1 ? words.length : Math.floor(words.length / 2) + 1,
    alternatives: [],
    spellings,
  }
}

export function toRoleWords(title: string): RoleWords {
  const outside = title.replace(/\([^()]*\)/g, ' ')
  const words = meaningful(outside).length > 0 ? meaningful(outside) : meaningful(title)
  const parts = outside.split(/\s*\/\s*|\s+or\s+/i).map(meaningful)
  const alternatives = parts.length > 1 && parts.every((part) => part.length > 0) ? parts : []
  return { ...toWords(words), alternatives: alternatives.map(toWords) }
}

export interface RoleMatch {
  /** title words the advert holds */
  found: number
  /** the share of the title's words found, 0 to 1 (of the best of its roles) */
  share: number
  /** enough of them to be the role, or one of its roles */
  matches: boolean
}

export function matchRole(advert: StemIndex, role: RoleWords): RoleMatch {
  const found = role.words.filter(
    (word) =>
      advert.has(word) || (role.spellings.get(word) ?? []).some((spelling) => advert.has(spelling)),
  ).length
  const whole: RoleMatch = {
    found,
    share: role.words.length === 0 ? 0 : found / role.words.length,
    matches: role.words.length > 0 && found >= role.needed,
  }
  // The best reading: a role that matches before one that does not, then more of its words.
  return role.alternatives
    .map((alternative) => matchRole(advert, alternative))
    .reduce((best, next) => (rank(next) > rank(best) ? next : best), whole)
}

function rank(match: RoleMatch): number {
  return (match.matches ? 2 : 0) + match.share
}
