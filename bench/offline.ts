/**
 * What a visit costs in Chromium: bytes on the wire for a first visit of / (the page,
 * then with the service worker's precache), the JavaScript of that first load, a repeat visit,
 * and the time from an offline reload to the first job card. Compression as the server serves
 * it (brotli to Chromium). Runs the built app on a fresh embedded database with the demo jobs.
 *
 *   npm run bench:offline [-- --gzip] [-- --files]
 *
 * --gzip asks for gzip, as Chromium does of a site served over plain HTTP (it asks localhost for
 * brotli too); --files lists each response of the first visit, the page's then the worker's, then
 * each of the repeat visit.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { chromium, type Page } from '@playwright/test'

import { ensureBuild } from '../scripts/ensure-build.ts'
import { loadEnv } from '../src/server/env.ts'
import { startServer } from '../src/server/server.ts'
import { startTransferMeter, type Transfer } from './lib/cdp-transfer.ts'
import type { BenchRow } from './run-all.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts'

const OFFLINE_RUNS = 5
/** twice the query cache's write throttle */
const QUERY_CACHE_WRITE_MS = 2000

async function firstCard(page: Page): Promise<void> {
  await page.locator('#job-listings article').first().waitFor()
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

function printTransfers(transfers: Transfer[]): void {
  const rows = transfers
    .filter((transfer) => transfer.bytes > 0)
    .map(({ by, type, encoding, bytes, url }) => ({
      by,
      type,
      encoding,
      bytes,
      path: new URL(url).pathname + new URL(url).search,
    }))
  console.table(rows)
}

export async function benchOffline(
  options: { gzip?: boolean; files?: boolean } = {},
): Promise<BenchRow[]> {
  ensureBuild()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jobs-zw-bench-offline-'))
  const server = await startServer({
    ...loadEnv(),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: null,
    demoData: true,
  })
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  })
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    // the splash is a once-per-tab animation; it does not change what is downloaded
    await context.addInitScript({ content: "sessionStorage.setItem('splash-shown', '1')" })
    const page = await context.newPage()
    const meter = await startTransferMeter(
      browser,
      page,
      options.gzip ? { acceptEncoding: 'gzip, deflate' } : {},
    )

    await page.goto(server.url + '/')
    await firstCard(page)
    await page.getByText('Ready to work offline').waitFor({ timeout: 60_000 })
    await page.waitForLoadState('networkidle')
    // The worker starts after the page has loaded; what it fetches is the offline precache.
    const firstWithPrecache = meter.bytes()
    const firstTypes = meter.byType()
    const firstPage = firstWithPrecache - (firstTypes.ServiceWorker ?? 0)
    if (options.files) printTransfers(meter.transfers())

    // A later visit: the query cache is written to the device at most once a second
    // (src/client/lib/query-persistence.ts), so a reload at once can come before that write.
    await page.waitForTimeout(QUERY_CACHE_WRITE_MS)
    meter.reset()
    await page.reload()
    await firstCard(page)
    await page.waitForLoadState('networkidle')
    const repeat = meter.bytes()
    if (options.files) printTransfers(meter.transfers())
    await meter.stop()

    await context.setOffline(true)
    const offlineTimes: number[] = []
    for (let run = 0; run < OFFLINE_RUNS; run++) {
      const started = performance.now()
      await page.reload()
      await firstCard(page)
      offlineTimes.push(Math.round(performance.now() - started))
    }

    const rows = [
      {
        measure: 'first visit of /: the page (HTML, JS, CSS, API)',
        value: firstPage,
        unit: 'bytes',
      },
      { measure: 'first visit of /: JavaScript', value: firstTypes.Script ?? 0, unit: 'bytes' },
      { measure: 'first visit of /: CSS', value: firstTypes.Stylesheet ?? 0, unit: 'bytes' },
      { measure: 'first visit of /: API', value: firstTypes.Fetch ?? 0, unit: 'bytes' },
      {
        measure: "first visit of /: the worker's precache, fetched after",
        value: firstTypes.ServiceWorker ?? 0,
        unit: 'bytes',
      },
      {
        measure: 'first visit of /: with the offline precache',
        value: firstWithPrecache,
        unit: 'bytes',
      },
      { measure: 'repeat visit of /, nothing changed', value: repeat, unit: 'bytes' },
      {
        measure: `offline reload to first job card (median of ${OFFLINE_RUNS})`,
        value: median(offlineTimes),
        unit: 'ms',
      },
    ]
    console.table(rows)
    return rows.map((row) => ({ bench: 'offline', ...row }))
  } finally {
    await browser.close()
    await server.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { gzip: { type: 'boolean' }, files: { type: 'boolean' } },
  })
  await benchOffline(values)
}
