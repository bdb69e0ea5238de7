/**
 * The server's choice of listings for "Is this job advert real?" (decision 070). checkAdvert
 * reads every listing it is given (30-50 µs each), and the search worker holds every listed job,
 * open and closed: 100,000 of them would make a check take seconds. So the worker keeps this
 * index over its rows, and a check runs checkAdvert over the few listings its answer depends on,
 * which gives the answer checkAdvert gives over them all:
 *
 * - the listings the advert can match (match-listings.ts): those sharing a phone number,
 *   address, link or reference code with it, or whose page on this site it links to, found by
 *   key; and those of the companies it names (employer-names.ts: found by their name's first
 *   stem, a short name or the capitalised first word, then asked exactly) whose role it holds.
 *   Ranked as the check ranks them: its score, then the rows' order;
 * - for each employer the advert names by its name or a short name, its first listing in the
 *   rows' order, which is the one the check names it by (named-organisations.ts);
 * - for the employer of each of those, a cover: a few of its listings that give between them
 *   every phone number, address and link all its listings give, so that "the number is not the
 *   employer's" and "not its domain" are judged on all its contacts (employer-contacts.ts).
 *
 * The choice keeps the rows' order, so matches that score alike are ranked as over them all. It
 * is capped at MAX_CANDIDATES: the three best matches first, then the employers named, then the
 * other matches, so only an advert that names hundreds of employers can change the answer.
 */
import {
  listingContacts,
  toAdvertListing,
  type AdvertListing,
  type ListingContacts,
} from '#shared/advert-check/advert-listing.ts'
import type { AdvertReading } from '#shared/advert-check/advert-reading.ts'
import {
  checkReadAdvert,
  MAX_MATCHES,
  type AdvertCheck,
  type AdvertCheckInput,
} from '#shared/advert-check/check-advert.ts'
import { readAdvert } from '#shared/advert-check/advert-reading.ts'
import {
  namesEmployer,
  toEmployerName,
  type EmployerName,
  type NameEvidence,
} from '#shared/advert-check/employer-names.ts'
import { isMatch, scoreOf, type Evidence } from '#shared/advert-check/match-listings.ts'
import { matchRole, toRoleWords, type RoleWords } from '#shared/advert-check/role-words.ts'
import {
  contactsToAvoid,
  type TakenDownContacts,
} from '#shared/advert-check/taken-down-contacts.ts'
import type { ApiJob } from '#shared/job.ts'
import { organisationKey } from '#shared/organisation-name.ts'

/** "A few hundred": 300 listings read cost a check ~15 ms. */
export const MAX_CANDIDATES = 300

/** A search worker's row (searchable-jobs.repo.ts): a job as the API answers it, and its instants. */
export type WorkerRow = ApiJob & { deadline_ms: number | null; posted_ms: number }

/**
 * The worker's rows as the listings the index holds, in the order the check is given them,
 * which is the order it ranks matches that score alike in: the latest to close first (open
 * until filled, then the furthest deadline), so an open listing comes before a closed one and
 * a recently closed one before an old one; those closed by a flag (filled, withdrawn, aged out)
 * by when they were posted; ties, the newest posted first.
 */
export function listingsInCheckOrder(rows: readonly WorkerRow[]): AdvertListing[] {
  const closesAt = (row: WorkerRow) =>
    row.filled === true || row.withdrawn === true || row.aged_out === true
      ? row.posted_ms
      : (row.deadline_ms ?? Number.POSITIVE_INFINITY)
  return rows
    .map((row) => ({ row, closes: closesAt(row) }))
    .sort((a, b) => b.closes - a.closes || b.row.posted_ms - a.row.posted_ms)
    .map(({ row }) => toAdvertListing(row))
}

export interface CandidateOptions {
  /** ids of listings taken down since the index was built: never chosen, their contacts ignored */
  exclude?: readonly string[]
}

interface Company {
  name: EmployerName
  /** the employer (organisation key) it belongs to, as the check groups listings */
  employer: number
  rows: number[]
}

interface Employer {
  key: string
  rows: number[]
  /** rows that give between them every contact of `rows` (the first to give each) */
  cover: number[]
}

/** No evidence yet: what a listing found by a key starts from. */
const NO_EVIDENCE: Evidence = {
  sitePage: false,
  reference: false,
  email: false,
  phone: false,
  link: false,
  name: null,
  role: { found: 0, share: 0, matches: false },
}

const CONTACT_KINDS = {
  phone: 'p:',
  email: 'e:',
  link: 'l:',
  reference: 'r:',
} as const

const contactKeys = (contacts: ListingContacts): string[] => [
  ...contacts.phones.map((phone) => CONTACT_KINDS.phone + phone),
  ...contacts.emails.map((email) => CONTACT_KINDS.email + email),
  ...contacts.links.map((link) => CONTACT_KINDS.link + link.key),
]

export class AdvertCandidateIndex {
  /** each listing as JSON: a heap of strings is far quicker to collect than one of objects */
  private readonly listings: string[] = []
  private readonly titles: string[] = []
  private readonly employerOf: Int32Array
  private readonly companyOf: Int32Array
  /** lower-cased job id -> row */
  private readonly rowById = new Map<string, number>()
  /** a contact or reference key ('p:+263…', 'e:…', 'l:host/path', 'r:code') -> rows */
  private readonly byContact = new Map<string, number[]>()
  /** a key a name may be found by ('w:' its first stem, 's:' a short name, 'f:' first word) */
  private readonly byNameKey = new Map<string, number[]>()
  private readonly companies: Company[] = []
  private readonly employers: Employer[] = []
  /** a title's role words, read when first asked for */
  private readonly roles = new Map<string, RoleWords>()

  /** `listings` in the order the check is to read them (listingsInCheckOrder) */
  constructor(listings: Iterable<AdvertListing>) {
    const kept = [...listings].filter((listing) => listing.removed !== true)
    this.employerOf = new Int32Array(kept.length)
    this.companyOf = new Int32Array(kept.length)
    const companyIndex = new Map<string, number>()
    const employerIndex = new Map<string, number>()
    const employerKeys: Set<string>[] = []
    kept.forEach((listing, row) => {
      this.listings.push(JSON.stringify(listing))
      this.titles.push(listing.title)
      this.rowById.set(listing.job_id.toLowerCase(), row)

      let employer = employerIndex.get(organisationKey(listing.company))
      if (employer === undefined) {
        employer = this.employers.length
        const key = organisationKey(listing.company)
        employerIndex.set(key, employer)
        this.employers.push({ key, rows: [], cover: [] })
        employerKeys.push(new Set())
      }
      this.employerOf[row] = employer
      let company = companyIndex.get(listing.company)
      if (company === undefined) {
        company = this.companies.length
        companyIndex.set(listing.company, company)
        const name = toEmployerName(listing.company)
        this.companies.push({ name, employer, rows: [] })
        for (const key of nameKeys(name)) push(this.byNameKey, key, company)
      }
      this.companyOf[row] = company
      this.companies[company]?.rows.push(row)

      const contacts = listingContacts(listing)
      const keys = contactKeys(contacts)
      for (const key of keys) push(this.byContact, key, row)
      if (contacts.reference !== null) {
        push(this.byContact, CONTACT_KINDS.reference + contacts.reference, row)
      }
      const own = this.employers[employer] as Employer
      own.rows.push(row)
      const seen = employerKeys[employer] as Set<string>
      const adds = keys.filter((key) => !seen.has(key))
      if (adds.length > 0) {
        own.cover.push(row)
        for (const key of adds) seen.add(key)
      }
    })
  }

  get size(): number {
    return this.listings.length
  }

  /** The listings whose check of `reading` is the check over them all (see the module's words). */
  select(reading: AdvertReading, { exclude = [] }: CandidateOptions = {}): AdvertListing[] {
    const excluded = this.rowsOf(exclude)
    const kept = (row: number) => !excluded.has(row)

    // The listings the advert is a copy of, with the evidence the check will find: first those
    // it shares a contact or code with, or whose page it links to, found by key.
    const matches = new Map<number, Evidence>()
    const evidenceOf = (row: number): Evidence => {
      let evidence = matches.get(row)
      if (!evidence) {
        evidence = { ...NO_EVIDENCE }
        matches.set(row, evidence)
      }
      return evidence
    }
    const byKey = (key: string, kind: 'phone' | 'email' | 'link' | 'reference') => {
      for (const row of this.byContact.get(key) ?? []) if (kept(row)) evidenceOf(row)[kind] = true
    }
    const { contacts } = reading
    for (const phone of contacts.phones.keys()) byKey(CONTACT_KINDS.phone + phone, 'phone')
    for (const email of contacts.emails.keys()) byKey(CONTACT_KINDS.email + email, 'email')
    for (const link of contacts.links.keys()) byKey(CONTACT_KINDS.link + link, 'link')
    for (const code of reading.codes) byKey(CONTACT_KINDS.reference + code, 'reference')
    for (const id of reading.siteJobIds) {
      const row = this.rowById.get(id)
      if (row !== undefined && kept(row)) evidenceOf(row).sitePage = true
    }
    // Then the listings of the employers it names (asked exactly) whose role it holds; and for
    // each employer it speaks for, its first listing, which the check names it by.
    const namedBy = this.namedCompanies(reading)
    const speaksFor = new Map<number, number>()
    for (const [company, name] of namedBy) {
      const { employer, rows } = this.companies[company] as Company
      const first = rows.find(kept)
      if ((name === 'name' || name === 'short-name') && first !== undefined) {
        if (this.employers[employer]?.key !== '') {
          speaksFor.set(employer, Math.min(speaksFor.get(employer) ?? first, first))
        }
      }
      for (const row of rows) {
        if (!kept(row) || matches.has(row)) continue
        const evidence = { ...NO_EVIDENCE, name, role: matchRole(reading.words, this.roleOf(row)) }
        if (isMatch(evidence)) matches.set(row, evidence)
      }
    }
    for (const [row, evidence] of matches) {
      if (evidence.name !== null) continue
      evidence.name = namedBy.get(this.companyOf[row] as number) ?? null
      evidence.role = matchRole(reading.words, this.roleOf(row))
    }
    // Best first as the check ranks them: its score, then the rows' order.
    const ranked = [...matches]
      .map(([row, evidence]) => ({ row, score: scoreOf(evidence) }))
      .sort((a, b) => b.score - a.score || a.row - b.row)
      .map(({ row }) => row)

    const chosen = new Set<number>()
    const covered = new Set<number>()
    const fill = (rows: Iterable<number>) => {
      for (const row of rows) {
        if (chosen.size >= MAX_CANDIDATES) return
        chosen.add(row)
        const employer = this.employerOf[row] as number
        if (covered.has(employer)) continue
        covered.add(employer)
        for (const other of this.coverOf(employer, excluded)) chosen.add(other)
      }
    }
    // What the answer is made of first (the matches it returns, the employers it names), then
    // the other matches, which it ranks below them.
    fill(ranked.slice(0, MAX_MATCHES))
    fill([...speaksFor.values()].sort((a, b) => a - b))
    fill(ranked.slice(MAX_MATCHES))
    return [...chosen].sort((a, b) => a - b).map((row) => this.listing(row))
  }

  /**
   * The taken-down contacts without those a listing still listed gives: a real employer's
   * number or link stays clean when a copy of its advert was taken down.
   */
  withoutListedContacts(takenDown: TakenDownContacts, exclude: readonly string[] = []) {
    const excluded = this.rowsOf(exclude)
    const unlisted = (prefix: string) => (key: string) =>
      !(this.byContact.get(prefix + key) ?? []).some((row) => !excluded.has(row))
    const avoid = contactsToAvoid(takenDown)
    return {
      phones: [...avoid.phones].filter(unlisted(CONTACT_KINDS.phone)),
      emails: [...avoid.emails].filter(unlisted(CONTACT_KINDS.email)),
      links: [...avoid.links].filter(unlisted(CONTACT_KINDS.link)),
    } satisfies TakenDownContacts
  }

  /** Each company the advert may name, found by its keys, with how it names it (null: not). */
  private namedCompanies(reading: AdvertReading): Map<number, NameEvidence> {
    const asked = new Set<number>()
    const named = new Map<number, NameEvidence>()
    const ask = (key: string) => {
      for (const company of this.byNameKey.get(key) ?? []) {
        if (asked.has(company)) continue
        asked.add(company)
        const evidence = namesEmployer(reading.names, (this.companies[company] as Company).name)
        if (evidence !== null) named.set(company, evidence)
      }
    }
    const { names } = reading
    for (const word of new Set(names.words.stems)) ask(`w:${word}`)
    for (const word of names.upper) ask(`s:${word}`)
    for (const word of names.capitals) ask(`s:${word}`)
    for (const word of names.capitalised) ask(`f:${word}`)
    return named
  }

  /** An employer's cover, made again without the rows taken down since the index was built. */
  private coverOf(employer: number, excluded: ReadonlySet<number>): number[] {
    const { rows, cover } = this.employers[employer] as Employer
    if (!cover.some((row) => excluded.has(row))) return cover
    const seen = new Set<string>()
    const made: number[] = []
    for (const row of rows) {
      if (excluded.has(row)) continue
      const adds = contactKeys(listingContacts(this.listing(row))).filter((key) => !seen.has(key))
      if (adds.length === 0) continue
      made.push(row)
      for (const key of adds) seen.add(key)
    }
    return made
  }

  private roleOf(row: number): RoleWords {
    const title = this.titles[row] as string
    let role = this.roles.get(title)
    if (!role) {
      role = toRoleWords(title)
      this.roles.set(title, role)
    }
    return role
  }

  private listing(row: number): AdvertListing {
    return JSON.parse(this.listings[row] as string) as AdvertListing
  }

  private rowsOf(ids: readonly string[]): Set<number> {
    const rows = new Set<number>()
    for (const id of ids) {
      const row = this.rowById.get(id.toLowerCase())
      if (row !== undefined) rows.add(row)
    }
    return rows
  }
}

/** The keys `name` may be found by in an advert: each way namesEmployer can find it starts so. */
function nameKeys({ words, core, shortNames, firstWord }: EmployerName): Set<string> {
  const keys = new Set<string>()
  // its name, or its first words: they begin with its first word; its core name with the core's
  if (words[0] !== undefined) keys.add(`w:${words[0]}`)
  if (core?.[0] !== undefined) keys.add(`w:${core[0]}`)
  for (const { name } of shortNames) keys.add(`s:${name}`)
  if (firstWord !== null) keys.add(`f:${firstWord}`)
  return keys
}

function push<K>(map: Map<K, number[]>, key: K, value: number): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

/** What a check through the index is given: checkAdvert's input but the listings. */
export type CandidateCheckInput = Omit<AdvertCheckInput, 'listings'> & {
  exclude?: readonly string[]
}

/** checkAdvert over the listings the index chooses, the advert read once for both. */
export function checkAmongCandidates(
  index: AdvertCandidateIndex,
  { exclude, ...input }: CandidateCheckInput,
): AdvertCheck {
  const reading = readAdvert(input.text, input.siteHosts ?? [])
  const listings = index.select(reading, { exclude })
  return checkReadAdvert(reading, { ...input, listings })
}
