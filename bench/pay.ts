/**
 * The shared pay reader's cost: parsePay over every demo advert's description and salary line,
 * findPays over the whole advert as the scam rules read it, and a hostile 30,000-character text
 * (the scam rules' cap on a field) to show the cost grows with the text, not faster. Prints how
 * many demo adverts state a pay where. Nothing fails on timing.
 *
 *   npm run bench:pay
 */
import { performance } from 'node:perf_hooks'

import { findPays } from '#shared/pay/find-pays.ts'
import { parsePay } from '#shared/pay/parse-pay.ts'

import { demoJobTemplates } from '../src/server/demo/demo-jobs.data.ts'
import type { BenchRow } from './run-all.ts'

const ROUNDS = 300
const RUNS = 7

/** Microseconds per call of `read` over `texts`: the median of RUNS runs of ROUNDS rounds. */
function microsecondsPer(texts: readonly string[], read: (text: string) => unknown): number {
  for (let round = 0; round < 50; round++) for (const text of texts) read(text)
  const runs: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now()
    for (let round = 0; round < ROUNDS; round++) for (const text of texts) read(text)
    runs.push(((performance.now() - started) * 1000) / (ROUNDS * texts.length))
  }
  return runs.sort((a, b) => a - b)[RUNS >> 1] ?? NaN
}

function hostileTexts(): string[] {
  const cut = (text: string) => text.repeat(Math.ceil(30_000 / text.length)).slice(0, 30_000)
  return [
    cut('$1 - '),
    cut('USD 1 000 '),
    cut('between $5 and '),
    cut('salary up to '),
    cut('R12-'),
    cut('1,200,'),
  ]
}

export async function benchPay(): Promise<BenchRow[]> {
  const descriptions = demoJobTemplates.map((job) => job.description)
  const salaries = demoJobTemplates.map((job) => job.salary ?? '')
  const wholes = demoJobTemplates.map((job) =>
    [job.title, job.salary, job.description, job.applyInstructions, job.requirements]
      .filter(Boolean)
      .join('\n'),
  )
  const characters = Math.round(
    descriptions.reduce((sum, text) => sum + text.length, 0) / descriptions.length,
  )
  const description = microsecondsPer(descriptions, parsePay)
  const salary = microsecondsPer(salaries, parsePay)
  const whole = microsecondsPer(wholes, findPays)
  const hostile = hostileTexts().map((text) => microsecondsPer([text], findPays) / 1000)
  const fromSalary = salaries.filter((text) => parsePay(text) !== null).length
  const fromDescription = descriptions.filter((text) => parsePay(text) !== null).length

  console.table([
    {
      read: `parsePay, description (${characters} chars on average)`,
      'µs per advert': description.toFixed(1),
    },
    { read: 'parsePay, salary line', 'µs per advert': salary.toFixed(2) },
    { read: 'findPays, whole advert (scam rules)', 'µs per advert': whole.toFixed(1) },
  ])
  console.log(
    `hostile 30,000-character texts: ${hostile.map((ms) => ms.toFixed(2)).join(', ')} ms each`,
  )
  console.log(
    `${demoJobTemplates.length} demo adverts: a pay in ${fromSalary} salary lines, ` +
      `in ${fromDescription} descriptions`,
  )
  const row = (measure: string, value: number, unit: string): BenchRow => ({
    bench: 'pay',
    measure,
    value,
    unit,
  })
  return [
    row('parsePay, demo description', Number(description.toFixed(1)), 'µs'),
    row('parsePay, salary line', Number(salary.toFixed(2)), 'µs'),
    row('worst hostile 30,000-char text', Number(Math.max(...hostile).toFixed(2)), 'ms'),
  ]
}

if (import.meta.url === `file://${process.argv[1]}`) await benchPay()
