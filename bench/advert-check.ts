/**
 * "Is this job advert real?": how often the check gives the right answer on its corpus (demo
 * listings forwarded, shortened, altered and closed; adverts for jobs not listed; adverts with a
 * taken-down listing's contact), per category, and what a check costs: a forwarded advert
 * against the 60 demo listings and against 200, and hostile 20,000-character texts against 200.
 * The corpus is the test's (src/server/trust/advert-corpus), so these are the figures it holds.
 *
 *   npx tsx bench/advert-check.ts
 */
import { performance } from 'node:perf_hooks'

import type { AdvertListing } from '#shared/advert-check/advert-listing.ts'
import { checkAdvert } from '#shared/advert-check/check-advert.ts'
import { MAX_PASTED_LENGTH } from '#shared/advert-check/pasted-text.ts'
import { hostileTexts } from '#shared/advert-check/testing/hostile-texts.ts'

import { CATEGORY_WORDS } from '../src/server/trust/advert-corpus/corpus-case.ts'
import { CORPUS_NOW, CORPUS_TIME_ZONE } from '../src/server/trust/advert-corpus/corpus-listings.ts'
import { corpusSetup, runCorpus } from '../src/server/trust/advert-corpus/run-corpus.ts'
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
  ]
}

if (import.meta.url === `file://${process.argv[1]}`) await benchAdvertCheck()
