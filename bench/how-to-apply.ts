/**
 * What reading how to apply costs per advert: every demo listing (its apply link, how-to-apply
 * text, description and requirements, as ingest would pass them) parsed many times over, the
 * 10,000-job demo board parsed once, and the slowest of a set of hostile 30,000-character texts
 * (the parser's cap) built to make regular expressions backtrack. Beside them, in the same run,
 * the scam rules' scoring of the same adverts, the other reading ingest does of every advert's
 * text. Also what the demo adverts yield, kind by kind. Nothing fails on timing.
 *
 *   npm run bench:how-to-apply
 */
import {
  parseHowToApply,
  type AdvertForHowToApply,
} from '../src/shared/how-to-apply/parse-how-to-apply.ts'
import { MAX_ADVERT_LENGTH } from '../src/shared/how-to-apply/advert-lines.ts'
import { buildDemoJobs } from '../src/server/demo/demo-jobs.ts'
import type { JobInput } from '../src/server/jobs/job-input.ts'
import { scoreAdvert } from '../src/shared/scam-signals/score-advert.ts'
import type { BenchRow } from './run-all.ts'

const ROUNDS = 200
const BOARD = 10_000

function toAdvert(job: JobInput): AdvertForHowToApply {
  return {
    applyUrl: job.jobLink,
    applyText: job.applyInstructions,
    text: [job.description, job.requirements].filter(Boolean).join('\n\n'),
  }
}

/** Texts that would make a careless pattern backtrack, each at the cap. */
function hostileTexts(): Record<string, string> {
  const fill = (unit: string) => unit.repeat(Math.ceil(MAX_ADVERT_LENGTH / unit.length))
  return {
    digits: fill('0'),
    'spaced digits': fill('0 '),
    'at signs': fill('a@'),
    'one long local part': `${fill('a')}@x.co.zw`,
    'unclosed links': fill('[a]('),
    'verbs and "to"': `Hand deliver ${fill('to ')}`,
    'post boxes': fill('P.O. Box 1 '),
    'lead lines': fill('Send to:\n'),
    'numbers and labels': fill('Call WhatsApp 0772 123 456 '),
    'certified lists': `Send certified copies of ${fill('CV, ID, ')}`,
    'quotes in a subject': fill('subject "'),
    abbreviations: fill('a. '),
  }
}

function timeEach<T>(items: readonly T[], run: (item: T) => void): number[] {
  return items.map((item) => {
    const started = performance.now()
    run(item)
    return performance.now() - started
  })
}

export async function benchHowToApply(): Promise<BenchRow[]> {
  const now = Date.now()
  const demo = buildDemoJobs({ now, timeZone: 'Africa/Harare' }).map(toAdvert)
  const board = buildDemoJobs({ now, timeZone: 'Africa/Harare', count: BOARD }).map(toAdvert)
  const characters = demo.reduce(
    (sum, advert) => sum + (advert.text?.length ?? 0) + (advert.applyText?.length ?? 0),
    0,
  )

  for (const advert of demo) parseHowToApply(advert) // warm the patterns up
  // Per round of every demo advert: the median is the figure; the best round shows what the
  // code costs when nothing else wants the core (a shared machine adds the difference).
  const rounds = timeEach(Array.from({ length: ROUNDS }), () => {
    for (const advert of demo) parseHowToApply(advert)
  }).sort((a, b) => a - b)
  const perAdvert = (rounds[Math.floor(ROUNDS / 2)] ?? 0) / demo.length
  const bestPerAdvert = (rounds[0] ?? 0) / demo.length
  const listings = buildDemoJobs({ now, timeZone: 'Africa/Harare' })
  for (const listing of listings) scoreAdvert(listing)
  const scoring = timeEach(Array.from({ length: ROUNDS }), () => {
    for (const listing of listings) scoreAdvert(listing)
  }).sort((a, b) => a - b)
  const scorePerAdvert = (scoring[Math.floor(ROUNDS / 2)] ?? 0) / listings.length

  const perTemplate = demo.map((advert) => {
    const times = timeEach(
      Array.from({ length: 20 }, () => advert),
      parseHowToApply,
    )
    return Math.min(...times)
  })
  const slowestDemo = Math.max(...perTemplate)

  const boardStarted = performance.now()
  for (const advert of board) parseHowToApply(advert)
  const boardMs = performance.now() - boardStarted

  const hostile = Object.entries(hostileTexts()).map(([name, text]) => {
    const [ms = 0] = timeEach([{ text, applyText: text }], parseHowToApply)
    return { name, ms }
  })
  const worst = hostile.reduce((a, b) => (b.ms > a.ms ? b : a))

  const kinds = new Map<string, number>()
  let withDocuments = 0
  let withReference = 0
  for (const advert of demo) {
    const parsed = parseHowToApply(advert)
    for (const kind of new Set(parsed?.methods.map((method) => method.kind))) {
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1)
    }
    if (parsed?.documents.length) withDocuments++
    if (parsed?.reference) withReference++
  }

  console.log(
    `${demo.length} demo adverts, ${Math.round(characters / demo.length)} characters of text each on average`,
  )
  console.log(
    `per advert: ${(perAdvert * 1000).toFixed(1)} µs (median of ${ROUNDS} rounds), ` +
      `${(bestPerAdvert * 1000).toFixed(1)} µs (best round)`,
  )
  console.log(`scam scoring of the same adverts: ${(scorePerAdvert * 1000).toFixed(1)} µs (median)`)
  console.log(`slowest demo advert (best of 20):      ${(slowestDemo * 1000).toFixed(1)} µs`)
  console.log(
    `${BOARD.toLocaleString('en')} demo jobs in one pass:        ${boardMs.toFixed(0)} ms`,
  )
  console.log('hostile texts at the cap, in both text fields:')
  for (const { name, ms } of hostile) console.log(`  ${name.padEnd(22)} ${ms.toFixed(1)} ms`)
  console.log(
    `demo adverts with: ${[...kinds].map(([kind, count]) => `${kind} ${count}`).join(', ')}; ` +
      `documents ${withDocuments}, a reference ${withReference}`,
  )
  return [
    {
      bench: 'how-to-apply',
      measure: 'parse, per demo advert',
      value: perAdvert * 1000,
      unit: 'µs',
    },
    { bench: 'how-to-apply', measure: `parse, ${BOARD} demo jobs`, value: boardMs, unit: 'ms' },
    {
      bench: 'how-to-apply',
      measure: `worst hostile text (${worst.name})`,
      value: worst.ms,
      unit: 'ms',
    },
  ]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchHowToApply()
}
