/**
 * npm run bench: runs every benchmark, each printing its own tables, then one summary table of
 * their key figures. Figures are for reading and for the issue notes; nothing here passes or
 * fails on timing (CI checks bytes, never wall time). A benchmark that throws is reported in the
 * summary, the others still run, and the exit code is 1.
 */
import { benchAdvertCheck } from './advert-check.ts'
import { benchApi } from './api.ts'
import { benchHowToApply } from './how-to-apply.ts'
import { benchIngest } from './ingest.ts'
import { benchIngestGrowth } from './ingest-growth.ts'
import { benchOffline } from './offline.ts'
import { benchPay } from './pay.ts'
import { benchSearch } from './search.ts'

/** One key figure of a benchmark, for the summary table. */
export interface BenchRow {
  bench: string
  measure: string
  value: number
  unit: string
}

const benches: [string, () => Promise<BenchRow[]>][] = [
  ['api', benchApi],
  ['search', benchSearch],
  ['offline', benchOffline],
  ['ingest', benchIngest],
  ['ingest-growth', benchIngestGrowth],
  ['pay', benchPay],
  ['how-to-apply', benchHowToApply],
  ['advert-check', benchAdvertCheck],
]

async function runAll() {
  const summary: (Omit<BenchRow, 'value'> & { value: number | string })[] = []
  for (const [name, run] of benches) {
    console.log(`\n### bench: ${name}`)
    const started = performance.now()
    try {
      summary.push(...(await run()))
    } catch (error) {
      console.error(error)
      summary.push({ bench: name, measure: 'FAILED (see above)', value: '', unit: '' })
      process.exitCode = 1
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(`### bench: ${name} took ${seconds} s`)
  }
  console.log('\n### summary')
  const widths = {
    bench: Math.max(5, ...summary.map((row) => row.bench.length)),
    measure: Math.max(7, ...summary.map((row) => row.measure.length)),
    value: Math.max(5, ...summary.map((row) => format(row.value).length)),
  }
  const line = (bench: string, measure: string, value: string, unit: string) =>
    `${bench.padEnd(widths.bench)}  ${measure.padEnd(widths.measure)}  ` +
    `${value.padStart(widths.value)}  ${unit}`.trimEnd()
  console.log(line('bench', 'measure', 'value', 'unit'))
  console.log(
    line('-'.repeat(widths.bench), '-'.repeat(widths.measure), '-'.repeat(widths.value), '----'),
  )
  for (const row of summary) console.log(line(row.bench, row.measure, format(row.value), row.unit))
}

function format(value: number | string): string {
  return typeof value === 'number' ? value.toLocaleString('en-US') : value
}

// Only when run directly: the benches import BenchRow from here as a type.
if (import.meta.url === `file://${process.argv[1]}`) await runAll()
