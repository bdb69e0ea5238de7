/**
 * API throughput beside the machine's ceiling: the list endpoint of our server, on a
 * database of 10,000 jobs, against a bare node:http server answering the identical bytes from
 * memory, both pinned to one core with autocannon on the other. Also counts and a search, and
 * the bytes of counting by downloading every job (pageSize=10000) beside /api/jobs/counts.
 *
 *   npm run bench:api                      # PGlite
 *   DATABASE_URL=postgres://... npm run bench:api
 *   BENCH_DURATION=3 npm run bench:api     # shorter runs
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { runLoad, type LoadResult } from './lib/load.ts'
import { getWireBytes } from './lib/wire-bytes.ts'
import { pinSelfToCpu1, startTarget } from './lib/target.ts'
import type { BenchRow } from './run-all.ts'

const duration = Number(process.env.BENCH_DURATION ?? 10)
const connections = 50
const browserHeaders = { 'accept-encoding': 'gzip, br' }
const LIST = '/api/jobs?status=active&page=1&pageSize=100'

function row(name: string, r: LoadResult) {
  return {
    target: name,
    'req/s': Math.round(r.reqPerSec),
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    'bytes/resp': Math.round(r.bytesPerResponse),
    'non-2xx': r.non2xx,
    errors: r.errors,
  }
}

export async function benchApi(): Promise<BenchRow[]> {
  pinSelfToCpu1()
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'
  console.log(
    `API benchmark: ${database}, 10,000 jobs, ${connections} connections, ${duration} s per run`,
  )
  const app = await startTarget(['app', '10000'])
  try {
    const decoded = await getWireBytes(app.url + LIST, {})
    const wire = await getWireBytes(app.url + LIST, browserHeaders)
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'jobs-bench-body-'))
    const bodyFile = path.join(tmp, 'body')
    writeFileSync(bodyFile, wire.body)
    // The bare server answers the identical response: same body and same headers.
    const headers = JSON.stringify(wire.headers)
    const appList = await runLoad(app.url + LIST, {
      connections,
      duration,
      headers: browserHeaders,
    })
    const counts = await runLoad(app.url + '/api/jobs/counts', {
      connections,
      duration,
      headers: browserHeaders,
    })
    const search = await runLoad(app.url + '/api/jobs?status=active&q=harare&page=1&pageSize=100', {
      connections,
      duration,
      headers: browserHeaders,
    })
    const bare = await startTarget(['bare', bodyFile, headers])
    const bareList = await runLoad(bare.url, { connections, duration, headers: browserHeaders })
    await bare.stop()

    const specCount = await getWireBytes(
      app.url + '/api/jobs?status=active&page=1&pageSize=10000',
      browserHeaders,
    )
    const ourCount = await getWireBytes(app.url + '/api/jobs/counts', browserHeaders)
    const bytes = {
      'list page (100 jobs), uncompressed': decoded.body.byteLength,
      [`list page (100 jobs), ${wire.encoding}`]: wire.body.byteLength,
      [`count by download pageSize=10000, ${specCount.encoding}`]: specCount.body.byteLength,
      [`/api/jobs/counts, ${ourCount.encoding || 'identity'}`]: ourCount.body.byteLength,
    }
    const results = [
      row('node:http, same bytes', bareList),
      row('app GET list', appList),
      row('app GET counts', counts),
      row('app GET search q=harare', search),
    ]
    console.table(results)
    console.log(
      `list vs bare node:http: ${(appList.reqPerSec / bareList.reqPerSec).toFixed(2)}x ` +
        `(target >= 0.7x, p99 < 50 ms; got p99 ${appList.p99} ms)`,
    )
    console.table(Object.entries(bytes).map(([what, size]) => ({ what, bytes: size })))
    const rate = (measure: string, r: LoadResult): BenchRow => ({
      bench: 'api',
      measure,
      value: Math.round(r.reqPerSec),
      unit: 'req/s',
    })
    return [
      rate('list, 100 jobs (app)', appList),
      rate('list, same bytes (bare node:http)', bareList),
      {
        bench: 'api',
        measure: 'list: app / bare node:http',
        value: Number((appList.reqPerSec / bareList.reqPerSec).toFixed(2)),
        unit: 'x',
      },
      { bench: 'api', measure: 'list p99 (app)', value: appList.p99, unit: 'ms' },
      rate('counts (app)', counts),
      rate('search q=harare (app)', search),
      {
        bench: 'api',
        measure: `list page, 100 jobs, ${wire.encoding || 'identity'}`,
        value: wire.body.byteLength,
        unit: 'bytes',
      },
    ]
  } finally {
    await app.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchApi()
}
