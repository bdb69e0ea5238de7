/**
 * The server's choice of listings gives the answer checkAdvert gives over every listing: the
 * whole advert corpus, then random boards and adverts made of their parts (fast-check), with and
 * without listings taken down since the index was built. A case that differs means the choice
 * must widen, not the test weaken.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import type { AdvertListing } from '#shared/advert-check/advert-listing.ts'
import { checkAdvert, type AdvertCheckInput } from '#shared/advert-check/check-advert.ts'
import { readAdvert } from '#shared/advert-check/advert-reading.ts'
import {
  NO_TAKEN_DOWN_CONTACTS,
  type TakenDownContacts,
} from '#shared/advert-check/taken-down-contacts.ts'
import type { HowToApplyMethod } from '#shared/how-to-apply/how-to-apply.ts'
import { makeApiJob } from '#shared/testing/job-factory.ts'

import {
  CORPUS_NOW,
  CORPUS_TIME_ZONE,
  corpusListings,
  corpusTakenDown,
} from '../trust/advert-corpus/corpus-listings.ts'
import { CORPUS } from '../trust/advert-corpus/run-corpus.ts'
import {
  AdvertCandidateIndex,
  checkAmongCandidates,
  listingsInCheckOrder,
  MAX_CANDIDATES,
} from './advert-candidates.ts'

const SITE_HOSTS = ['jobszw.co.zw', 'www.jobszw.co.zw']

type Check = Omit<AdvertCheckInput, 'listings'>

/** The same check both ways: through the index, and checkAdvert over every listing. */
function bothWays(listings: readonly AdvertListing[], check: Check, exclude: string[] = []) {
  const index = new AdvertCandidateIndex(listings)
  const gone = new Set(exclude)
  return {
    chosen: checkAmongCandidates(index, { ...check, exclude }),
    all: checkAdvert({ ...check, listings: listings.filter((job) => !gone.has(job.job_id)) }),
  }
}

describe('the choice of listings on the advert corpus', () => {
  const listings = corpusListings()
  const takenDown = corpusTakenDown()

  it.each(CORPUS.map((entry) => [`${entry.category}: ${entry.name}`, entry] as const))(
    '%s: the same answer as over every listing',
    (_name, entry) => {
      const check: Check = {
        text: entry.text,
        takenDown,
        now: CORPUS_NOW,
        timeZone: CORPUS_TIME_ZONE,
        siteHosts: SITE_HOSTS,
      }
      const { chosen, all } = bothWays(listings, check)
      expect(chosen).toEqual(all)
      // and in another order of the rows, where ties between matches rank otherwise
      const reversed = bothWays([...listings].reverse(), check)
      expect(reversed.chosen).toEqual(reversed.all)
    },
  )

  it('chooses few of the listings for an advert, and none for one that names nothing', () => {
    const index = new AdvertCandidateIndex(listings)
    const sizes = CORPUS.map((entry) => index.select(readAdvert(entry.text, SITE_HOSTS)).length)
    expect(Math.max(...sizes)).toBeLessThan(listings.length / 3)
    const nothing = readAdvert('Shop assistants wanted in Gweru, bring your CV.', SITE_HOSTS)
    expect(index.select(nothing)).toEqual([])
  })

  it('finds a listing by the link to its page on this site', () => {
    const [listing] = listings
    const text = `Look at this job https://www.jobszw.co.zw/job/${listing?.job_id ?? ''}`
    const { chosen, all } = bothWays(listings, {
      text,
      takenDown,
      now: CORPUS_NOW,
      timeZone: CORPUS_TIME_ZONE,
      siteHosts: SITE_HOSTS,
    })
    expect(chosen).toEqual(all)
    expect(chosen.matches[0]?.job_id).toBe(listing?.job_id)
  })
})

// Random boards made of a few companies, titles and contacts that overlap, so that adverts made
// of the same parts match by contact, by name and role, by a short name or a first word, and
// name employers whose listings give other contacts.
const COMPANIES = [
  'Mhofu Mining Company',
  'Mhofu Mining Company (Pvt) Ltd',
  'Zimbabwe National Road Administration (ZINARA)',
  'Zimbabwe Revenue Authority',
  'National Seed Reserve Agency',
  'Harvest Hope Zimbabwe Trust',
  'Harvest Hope Church',
  'Moyo Chikore and Partners Chartered Accountants',
  'Econet Wireless Zimbabwe',
  'ZESA Holdings',
  'Delta Beverages',
  'Pvt Ltd',
]
const TITLES = [
  'Mine Surveyor',
  'Accounts Clerk',
  'Accounting Clerk',
  'Senior Accountant',
  'Sales Representative / Merchandiser',
  'Driver (Class 2)',
  'Shift Boss',
  'Medical Laboratory Scientist',
  'Tollgate Cashier',
  'Accountant',
]
const PHONES = ['+263772123456', '+263773999888', '+263712000111', '+263783210987']
const EMAILS = [
  'hr@mhofu-mining.example',
  'jobs@zinara.example',
  'recruit@gmail.com',
  'careers@econet.example',
  'vacancies@zesa.example',
]
const LINKS = [
  'https://careers.mhofu-mining.example/jobs/114',
  'https://www.zinara.example/vacancies/accountant',
  'https://zimra.example/careers',
  'https://bit.ly/abc123',
  'https://delta.example/jobs/7',
]
const REFERENCES = ['ZW/HR/2024/17', 'VAC-2026-031', null]
const DATES = ['2026-11-01', '2026-12-12', '2027-01-31', null]

const method = fc.oneof(
  fc.constantFrom(...PHONES).map((value): HowToApplyMethod => ({ kind: 'phone', value })),
  fc.constantFrom(...PHONES).map((value): HowToApplyMethod => ({ kind: 'whatsapp', value })),
  fc.constantFrom(...EMAILS).map((value): HowToApplyMethod => ({ kind: 'email', value })),
  fc.constantFrom(...LINKS).map((value): HowToApplyMethod => ({ kind: 'link', value })),
)

const listingArbitrary = fc.record({
  company: fc.constantFrom(...COMPANIES),
  title: fc.constantFrom(...TITLES),
  methods: fc.uniqueArray(method, { maxLength: 3, selector: (m) => `${m.kind}${m.value}` }),
  reference: fc.constantFrom(...REFERENCES),
  jobLink: fc.option(fc.constantFrom(...LINKS), { nil: null }),
  expiry: fc.constantFrom(...DATES),
  state: fc.constantFrom('open', 'open', 'filled', 'withdrawn', 'aged-out'),
  caution: fc.constantFrom(null, null, 'asks-for-payment' as const),
})

const boardArbitrary = fc.array(listingArbitrary, { minLength: 1, maxLength: 40 }).map((drafts) =>
  drafts.map((draft, index) =>
    makeApiJob({
      job_id: `job${index}`,
      company: draft.company,
      title: draft.title,
      job_link: draft.jobLink,
      expiry_date: draft.expiry,
      how_to_apply: { methods: draft.methods, reference: draft.reference, documents: [] },
      filled: draft.state === 'filled',
      withdrawn: draft.state === 'withdrawn',
      aged_out: draft.state === 'aged-out',
      caution: draft.caution,
    }),
  ),
)

/** An advert's parts: names whole or shortened, roles, contacts, codes, fees, dates, noise. */
const part = fc.oneof(
  fc.constantFrom(...COMPANIES),
  fc.constantFrom(...COMPANIES).map((company) => company.toUpperCase()),
  fc.constantFrom('ZINARA', 'NSRA', 'ZESA', 'Econet', 'Mhofu', 'Harvest Hope', 'Moyo Chikore'),
  fc.constantFrom(...TITLES),
  fc.constantFrom(...TITLES).map((title) => title.toLowerCase()),
  fc.constantFrom('Accts Clerk', 'Med Lab Scientist', 'Shiftboss', 'Merchandiser'),
  fc.constantFrom(...PHONES, '0772 123 456', '263-77-399-9888', '0719 333 245'),
  fc.constantFrom(...EMAILS, 'jobs@mhofu-mining.example', 'zinara.jobs@gmail.com'),
  fc.constantFrom(...LINKS, 'careers.mhofu-mining.example/jobs/114', 'zinara-jobs.co.zw'),
  fc.constantFrom('Ref: ZW/HR/2024/17', 'quote VAC-2026-031', 'Ref 2025'),
  fc.nat({ max: 45 }).map((id) => `https://jobszw.co.zw/job/job${id}`),
  fc.constantFrom(
    'Pay a registration fee of $20 by EcoCash to 0773 999 888.',
    'Closing date: 12 December 2026.',
    'Deadline 31/01/2027',
    'No experience needed, limited slots!',
    'Apply now 🔥',
    'Forwarded many times',
  ),
  fc.constantFrom('wanted', 'in Harare', 'and', 'Zimbabwe', 'vacancy', 'the', 'Trust', 'Group'),
)

const advertArbitrary = fc
  .array(part, { minLength: 0, maxLength: 12 })
  .map((parts) => parts.join(' '))

describe('the choice of listings on random boards and adverts', () => {
  it('gives the answer checkAdvert gives over every listing', () => {
    fc.assert(
      fc.property(
        boardArbitrary,
        advertArbitrary,
        fc.subarray(PHONES),
        fc.constantFrom(CORPUS_NOW, Date.parse('2026-12-20T08:00:00Z')),
        (board, text, takenDownPhones, now) => {
          const takenDown: TakenDownContacts = { phones: takenDownPhones, emails: [], links: [] }
          const { chosen, all } = bothWays(board, {
            text,
            takenDown,
            now,
            timeZone: CORPUS_TIME_ZONE,
            siteHosts: SITE_HOSTS,
          })
          expect(chosen).toEqual(all)
        },
      ),
      { numRuns: 300, seed: 20_261_129 },
    )
  })

  it('and without the listings taken down since the index was built', () => {
    fc.assert(
      fc.property(
        boardArbitrary,
        advertArbitrary,
        fc.array(fc.nat({ max: 40 })),
        (board, text, gone) => {
          const exclude = [...new Set(gone.map((id) => `job${id}`))]
          const { chosen, all } = bothWays(
            board,
            {
              text,
              takenDown: NO_TAKEN_DOWN_CONTACTS,
              now: CORPUS_NOW,
              timeZone: CORPUS_TIME_ZONE,
              siteHosts: SITE_HOSTS,
            },
            exclude,
          )
          expect(chosen).toEqual(all)
        },
      ),
      { numRuns: 200, seed: 20_261_130 },
    )
  })
})

describe('an employer whose listing was taken down since the index was built', () => {
  it('still has the contacts its other listings give', () => {
    const mhofu = (jobId: string, title: string, methods: HowToApplyMethod[]) =>
      makeApiJob({
        job_id: jobId,
        company: 'Mhofu Mining Company',
        title,
        job_link: null,
        how_to_apply: { methods, reference: null, documents: [] },
      })
    const hr: HowToApplyMethod = { kind: 'email', value: 'hr@mmc-careers.example' }
    // the first to give the address is gone; another still gives it; the match gives none
    const board = [
      mhofu('gone', 'Mine Surveyor', [hr]),
      mhofu('kept', 'Accounts Clerk', [hr]),
      mhofu('cashier', 'Tollgate Cashier', []),
    ]
    const { chosen, all } = bothWays(
      board,
      {
        // named by its first word alone: no listing of it is chosen for naming it
        text: 'Mhofu: tollgate cashier wanted, CV to jobs@mmc-careers.example',
        takenDown: NO_TAKEN_DOWN_CONTACTS,
        now: CORPUS_NOW,
        timeZone: CORPUS_TIME_ZONE,
      },
      ['gone'],
    )
    expect(chosen).toEqual(all)
    expect(chosen.verdict).toBe('matches')
    expect(chosen.matches.map((match) => match.job_id)).toEqual(['cashier'])
  })
})

describe('the cap', () => {
  it('keeps the best matches as the check ranks them, so the answer is the same past it', () => {
    const clerk = (n: number, methods: HowToApplyMethod[]) =>
      makeApiJob({
        job_id: `clerk${n}`,
        company: 'Mhofu Mining Company',
        title: 'Accounts Clerk',
        job_link: null,
        how_to_apply: { methods, reference: null, documents: [] },
      })
    const hr: HowToApplyMethod = { kind: 'email', value: 'hr@mmc-careers.example' }
    const page: HowToApplyMethod = { kind: 'link', value: 'https://mmc-careers.example/jobs/9' }
    // twice the cap of listings the advert matches alike, and one, last, that it matches better
    const board = [
      ...Array.from({ length: 2 * MAX_CANDIDATES }, (_, n) => clerk(n, [hr])),
      clerk(2 * MAX_CANDIDATES, [hr, page]),
    ]
    const text =
      'Accounts clerk at Mhofu Mining Company. CV to hr@mmc-careers.example, see mmc-careers.example/jobs/9'
    const index = new AdvertCandidateIndex(board)
    const chosen = index.select(readAdvert(text, SITE_HOSTS))
    expect(chosen).toHaveLength(MAX_CANDIDATES)
    const ids = chosen.map((listing) => listing.job_id)
    expect(ids).toContain(`clerk${2 * MAX_CANDIDATES}`)
    // the others in the rows' order, as the check breaks ties
    expect(ids.slice(0, 3)).toEqual(['clerk0', 'clerk1', 'clerk2'])
    const check = {
      text,
      takenDown: NO_TAKEN_DOWN_CONTACTS,
      now: CORPUS_NOW,
      timeZone: CORPUS_TIME_ZONE,
    }
    const { chosen: answer, all } = bothWays(board, check)
    expect(answer).toEqual(all)
    expect(answer.matches.map((match) => match.job_id)).toEqual([
      `clerk${2 * MAX_CANDIDATES}`,
      'clerk0',
      'clerk1',
    ])
  })
})

describe('the order the check reads the worker’s rows in', () => {
  it('is the latest to close first: open until filled, then by deadline; flagged by posting', () => {
    const day = 86_400_000
    const row = (job_id: string, deadline: number | null, posted: number, filled = false) => ({
      ...makeApiJob({ job_id, filled }),
      deadline_ms: deadline,
      posted_ms: posted,
    })
    const ordered = listingsInCheckOrder([
      row('closed-long-ago', CORPUS_NOW - 60 * day, CORPUS_NOW - 90 * day),
      row('filled', CORPUS_NOW + 30 * day, CORPUS_NOW - 10 * day, true),
      row('closes-soon', CORPUS_NOW + 2 * day, CORPUS_NOW - 20 * day),
      row('open-until-filled-old', null, CORPUS_NOW - 40 * day),
      row('closed-yesterday', CORPUS_NOW - day, CORPUS_NOW - 30 * day),
      row('open-until-filled-new', null, CORPUS_NOW - day),
      row('closes-later', CORPUS_NOW + 20 * day, CORPUS_NOW - 5 * day),
    ])
    expect(ordered.map((listing) => listing.job_id)).toEqual([
      'open-until-filled-new',
      'open-until-filled-old',
      'closes-later',
      'closes-soon',
      'closed-yesterday',
      'filled',
      'closed-long-ago',
    ])
    expect(Object.keys(ordered[0] ?? {})).not.toContain('description')
  })
})

describe('the contacts of listings taken down', () => {
  const original = makeApiJob({
    job_id: 'original',
    company: 'Mhofu Mining Company',
    job_link: 'https://careers.mhofu-mining.example/jobs/114',
    how_to_apply: {
      methods: [
        { kind: 'link', value: 'https://careers.mhofu-mining.example/jobs/114' },
        { kind: 'phone', value: '+263772123456' },
      ],
      reference: null,
      documents: [],
    },
  })
  const index = new AdvertCandidateIndex([original])
  const takenDown: TakenDownContacts = {
    // a copy of the real advert taken down, and a scam's own number
    phones: ['0772 123 456', '+263783210987'],
    emails: ['Scam@Gmail.com'],
    links: ['careers.mhofu-mining.example/jobs/114'],
  }

  it('leave out what a listing still listed gives', () => {
    expect(index.withoutListedContacts(takenDown)).toEqual({
      phones: ['+263783210987'],
      emails: ['scam@gmail.com'],
      links: [],
    })
  })

  it('keep it when that listing was taken down too, since the index was built', () => {
    expect(index.withoutListedContacts(takenDown, ['ORIGINAL'])).toEqual({
      phones: ['+263772123456', '+263783210987'],
      emails: ['scam@gmail.com'],
      links: ['careers.mhofu-mining.example/jobs/114'],
    })
  })
})
