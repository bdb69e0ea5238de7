/**
 * "Is this job advert real?": how often the check gives the right answer on its corpus (demo
 * listings forwarded, shortened, altered and closed; adverts for jobs not listed; adverts with a
 * taken-down listing's contact), per category, and what a check costs: a forwarded advert
 * against the 60 demo listings and against 200, and hostile 20,000-character texts against 200.
 * The corpus is the test's (src/server/trust/advert-corpus), so these are the figures it holds.
 *
 * Then the server's choice of listings (src/server/search/advert-candidates.ts, decision 070):
 * boards of 10,000 and 100,000 listings made of the demo jobs copied under other employers with
 * their own contacts, half of them closed; a check through the candidate index beside
 * checkAdvert over every listing, in the same run, with the time and memory the index costs.
 *
 *   npx tsx bench/advert-check.ts
 */
import { performance } from 'node:perf_hooks'
import v8 from 'node:v8'
import { runInNewContext } from 'node:vm'

import type { AdvertListing } from '#shared/advert-check/advert-listing.ts'
import { checkAdvert, type AdvertCheck } from '#shared/advert-check/check-advert.ts'
import { readAdvert } from '#shared/advert-check/advert-reading.ts'
import { getJobDeadline } from '#shared/deadline.ts'
import type { ApiJob } from '#shared/job.ts'
import { createJobSearchIndex } from '#shared/search/job-search.ts'
import { MAX_PASTED_LENGTH } from '#shared/advert-check/pasted-text.ts'
import { hostileTexts } from '#shared/advert-check/testing/hostile-texts.ts'

import { CATEGORY_WORDS } from '../src/server/trust/advert-corpus/corpus-case.ts'
import { CORPUS_NOW, CORPUS_TIME_ZONE } from '../src/server/trust/advert-corpus/corpus-listings.ts'
import { corpusSetup, runCorpus } from '../src/server/trust/advert-corpus/run-corpus.ts'
import {
  AdvertCandidateIndex,
  checkAmongCandidates,
  listingsInCheckOrder,
  type WorkerRow,
} from '../src/server/search/advert-candidates.ts'
import { toIndexedSearchable } from '../src/server/search/searchable-jobs.repo.ts'
import type { CorpusCase } from '../src/server/trust/advert-corpus/corpus-case.ts'
import type { BenchRow } from './run-all.ts'

const RUNS = 7

/** Milliseconds per check of `text` against `listings`: the median of RUNS runs. */
function millisecondsPer(text: string, listings: readonly AdvertListing[], rounds: number) {
  const setup = corpusSetup()
  const once = () =>
    checkAdvert({
      text,
      listings,
      takenDown: setup.takenDown,
      now: CORPUS_NOW,
      timeZone: CORPUS_TIME_ZONE,
    })
  for (let round = 0; round < 3; round++) once()
  const runs: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now()
    for (let round = 0; round < rounds; round++) once()
    runs.push((performance.now() - started) / rounds)
  }
  return runs.sort((a, b) => a - b)[RUNS >> 1] ?? NaN
}

const SURNAMES = (
  'Moyo,Ncube,Sibanda,Dube,Mpofu,Nyathi,Chuma,Mutasa,Chikore,Banda,Gumbo,Marufu,Zvobgo,Mhlanga,' +
  'Tshuma,Ndlovu,Mukwa,Shumba,Chirwa,Hove,Makoni,Mutare,Kariba,Zambezi,Limpopo,Save,Runde,' +
  'Mazowe,Gwayi,Sabi'
).split(',')
const TRADES = (
  'Engineering,Logistics,Pharmacy,Foods,Motors,Hardware,Agro Dealers,Security,Clinic,' +
  'Academy,Builders,Textiles,Dairy,Mining,Transport,Insurance,Microfinance,Hotels,Solar,' +
  'Printers,Bakery,Plastics,Chemicals,Packaging,Electrical,Plumbing,Furniture,Timber,Steel,' +
  'Glass,Estates,Auctioneers,Couriers,Seeds,Fertilisers,Stockfeeds,Irrigation,Tours,Media,' +
  'Software'
).split(',')
const FORMS = ['(Pvt) Ltd', 'Holdings', 'Trust', 'and Sons', 'Group', 'Zimbabwe', 'Limited', '']

/**
 * A board of `size` listings: the demo listings, then copies of them under made-up employers
 * (about 20 listings each, of `SURNAMES` x `TRADES` x `FORMS` names, so many share a first word),
 * each employer with its own number, address and site, each listing its own link and every third
 * a reference code; their closing days spread over four months around the corpus's day.
 */
function syntheticBoard(size: number, demo: readonly ApiJob[]): WorkerRow[] {
  const day = 86_400_000
  const rows: WorkerRow[] = demo.map((job, n) => ({
    ...job,
    deadline_ms: getJobDeadline(job, CORPUS_TIME_ZONE),
    posted_ms: CORPUS_NOW - n * 60_000,
  }))
  for (let n = demo.length; n < size; n++) {
    const base = demo[n % demo.length] as ApiJob
    const employer = Math.floor(n / 20)
    const surname = SURNAMES[employer % SURNAMES.length] ?? ''
    const trade = TRADES[Math.floor(employer / SURNAMES.length) % TRADES.length] ?? ''
    const form = FORMS[Math.floor(employer / (SURNAMES.length * TRADES.length)) % FORMS.length]
    const company = `${surname} ${trade} ${form ?? ''}`.trim()
    const domain = `${surname}-${trade.replace(/ /g, '')}-${employer}.example`.toLowerCase()
    const closes = CORPUS_NOW + ((n % 120) - 60) * day
    const link = `https://careers.${domain}/jobs/${n}`
    rows.push({
      ...base,
      job_id: `bench${n}`,
      company,
      job_link: link,
      expiry_ts: null,
      expiry_date: new Date(closes).toISOString().slice(0, 10),
      filled: false,
      withdrawn: false,
      aged_out: false,
      how_to_apply: {
        methods: [
          { kind: 'link', value: link },
          { kind: 'email', value: `hr@${domain}` },
          { kind: 'phone', value: `+26377${String(1_000_000 + employer).slice(-7)}` },
        ],
        reference: n % 3 === 0 ? `VAC/${employer}/${n}` : null,
        documents: [],
      },
      deadline_ms: closes,
      posted_ms: CORPUS_NOW - n * 60_000,
    })
  }
  return rows
}

/** The median of `runs` timings of `work`, in ms, and its last answer. */
function timed<T>(runs: number, work: () => T): { ms: number; value: T } {
  let value = work()
  const times: number[] = []
  for (let run = 0; run < runs; run++) {
    const started = performance.now()
    value = work()
    times.push(performance.now() - started)
  }
  return { ms: times.sort((a, b) => a - b)[times.length >> 1] ?? NaN, value }
}

/** The heap in use after a full collection (the flag set here, so that `npx tsx` will do). */
v8.setFlagsFromString('--expose-gc')
const collect = runInNewContext('gc') as () => void
const heapMb = () => {
  collect()
  return process.memoryUsage().heapUsed / 2 ** 20
}

interface BoardFigures {
  listings: number
  searchBuildMs: number
  buildMs: number
  heapMb: number
  checks: { advert: string; chosen: number; selectionMs: number; allMs: number; same: boolean }[]
}

/** The candidate index over a synthetic board against checkAdvert over all of it. */
function benchBoard(size: number, demo: readonly ApiJob[], adverts: readonly CorpusCase[]) {
  const rows = syntheticBoard(size, demo)
  // What the worker's load did before: the search index, for scale.
  let started = performance.now()
  createJobSearchIndex(rows.map(toIndexedSearchable))
  const searchBuildMs = performance.now() - started
  // What it does now besides: the listings in the check's order, and the index over them.
  started = performance.now()
  const all = listingsInCheckOrder(rows)
  const orderMs = performance.now() - started
  const before = heapMb()
  started = performance.now()
  const index = new AdvertCandidateIndex(all)
  const buildMs = orderMs + performance.now() - started
  const figures: BoardFigures = {
    listings: index.size,
    searchBuildMs,
    buildMs,
    heapMb: heapMb() - before,
    checks: [],
  }
  const { takenDown } = corpusSetup()
  const input = { takenDown, now: CORPUS_NOW, timeZone: CORPUS_TIME_ZONE }
  // Every check over all of them reads 30-50 µs a listing: one run at 100,000.
  const allRuns = size > 20_000 ? 1 : 3
  for (const advert of adverts) {
    const chosen = index.select(readAdvert(advert.text, [])).length
    const selection = timed(15, () => checkAmongCandidates(index, { ...input, text: advert.text }))
    const overAll = timed(allRuns, (): AdvertCheck =>
      checkAdvert({ ...input, text: advert.text, listings: all }),
    )
    figures.checks.push({
      advert: advert.name,
      chosen,
      selectionMs: selection.ms,
      allMs: overAll.ms,
      same: JSON.stringify(selection.value) === JSON.stringify(overAll.value),
    })
  }
  return figures
}

export async function benchAdvertCheck(): Promise<BenchRow[]> {
  const setup = corpusSetup()
  const { results, figures } = runCorpus(setup)
  console.table(
    figures.map((figure) => ({
      category: CATEGORY_WORDS[figure.category],
      'right answer': `${figure.rightVerdict} of ${figure.cases}`,
      'right listing': `${figure.rightListing} of ${figure.cases}`,
    })),
  )
  const wrong = results.filter((result) => !result.rightVerdict || !result.rightListing)
  for (const result of wrong) {
    console.log(
      `wrong: ${result.entry.category}: ${result.entry.name}: ${result.check.verdict}, ` +
        `first match ${result.check.matches[0]?.title ?? 'none'}`,
    )
  }

  const demo = setup.listings
  const board = Array.from({ length: 200 }, (_, index) => ({
    ...(demo[index % demo.length] as AdvertListing),
    job_id: `bench${index}`,
  }))
  const forward = results.find((result) => result.entry.category === 'fee-and-phone')?.entry.text
  const typical60 = millisecondsPer(forward ?? '', demo, 50)
  const typical200 = millisecondsPer(forward ?? '', board, 20)
  const hostile = Object.entries(hostileTexts()).map(([name, text]) => ({
    text: name,
    'ms against 200 listings': millisecondsPer(text, board, 2).toFixed(1),
  }))
  console.table([
    { check: `a forwarded advert, ${demo.length} listings`, ms: typical60.toFixed(2) },
    { check: 'a forwarded advert, 200 listings', ms: typical200.toFixed(2) },
  ])
  console.log(`hostile ${MAX_PASTED_LENGTH.toLocaleString('en')}-character texts:`)
  console.table(hostile)

  // The server's choice of listings against checkAdvert over every listing, in the same run.
  const adverts = [
    results.find((result) => result.entry.category === 'fee-and-phone')?.entry,
    results.find((result) => result.entry.category === 'closed')?.entry,
    results.find((result) => result.entry.category === 'unrelated')?.entry,
    {
      name: 'hostile: a forward repeated',
      category: 'unrelated',
      text: hostileTexts()['a forward repeated'] ?? '',
      verdicts: ['caution'],
      listing: null,
    } satisfies CorpusCase,
  ].filter((entry): entry is CorpusCase => entry !== undefined)
  // The demo listings are API jobs (corpus-listings.ts), typed as what the check reads.
  const jobs = demo as readonly ApiJob[]
  const boards = [10_000, 100_000].map((size) => benchBoard(size, jobs, adverts))
  console.log('The server’s choice of listings (candidate index) against checkAdvert over all:')
  console.table(
    boards.map((board) => ({
      listings: board.listings.toLocaleString('en'),
      'search index built, ms': board.searchBuildMs.toFixed(0),
      'candidate index built, ms': board.buildMs.toFixed(0),
      'candidate index heap, MB': board.heapMb.toFixed(0),
    })),
  )
  console.table(
    boards.flatMap((board) =>
      board.checks.map((check) => ({
        listings: board.listings.toLocaleString('en'),
        advert: check.advert,
        chosen: check.chosen,
        'ms, through the index': check.selectionMs.toFixed(2),
        'ms, over every listing': check.allMs.toFixed(0),
        'same answer': check.same ? 'yes' : 'NO',
      })),
    ),
  )

  const right = figures.reduce((sum, figure) => sum + figure.rightVerdict, 0)
  const row = (measure: string, value: number, unit: string): BenchRow => ({
    bench: 'advert-check',
    measure,
    value,
    unit,
  })
  return [
    row('right answers on the corpus', right, `of ${results.length}`),
    row('a forwarded advert, 200 listings', Number(typical200.toFixed(2)), 'ms'),
    row(
      'worst hostile 20,000-char text, 200 listings',
      Math.max(...hostile.map((entry) => Number(entry['ms against 200 listings']))),
      'ms',
    ),
    ...boards.flatMap((board) => {
      const first = board.checks[0]
      const size = board.listings.toLocaleString('en')
      return first
        ? [
            row(
              `a forwarded advert, ${size} listings, candidate index`,
              round(first.selectionMs),
              'ms',
            ),
            row(`a forwarded advert, ${size} listings, every listing`, round(first.allMs), 'ms'),
          ]
        : []
    }),
  ]
}

const round = (ms: number) => Number(ms.toFixed(2))

if (import.meta.url === `file://${process.argv[1]}`) await benchAdvertCheck()
