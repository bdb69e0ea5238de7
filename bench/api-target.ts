/**
 * A benchmark target process. `app`: the real server on a database holding N demo jobs (PGlite
 * in a temporary directory, or DATABASE_URL). `bare`: a node:http server answering one file's
 * bytes from memory with the headers given, the ceiling for that payload on this machine.
 * Prints its URL on the first line of stdout.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { openDb } from '../src/server/db/open-db.ts'
import { seedDemoJobs } from '../src/server/demo/seed-demo.ts'
import { loadEnv } from '../src/server/env.ts'
import { startServer } from '../src/server/server.ts'

const [mode, ...args] = process.argv.slice(2)

if (mode === 'bare') {
  const [bodyFile = '', headersJson = '{}'] = args
  const body = readFileSync(bodyFile)
  const headers = {
    ...(JSON.parse(headersJson) as Record<string, string>),
    'content-length': String(body.byteLength),
  }
  const server = createServer((_req, res) => {
    res.writeHead(200, headers)
    res.end(body)
  })
  server.listen(0, '127.0.0.1', () => {
    const address = server.address()
    console.log(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`)
  })
  process.on('SIGTERM', () => server.close(() => process.exit(0)))
} else if (mode === 'app') {
  const count = Number(args[0] ?? 10_000)
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jobs-bench-'))
  const env = { ...loadEnv(), port: 0, host: '127.0.0.1', dataDir, demoData: false }
  const db = await openDb({ databaseUrl: env.databaseUrl, dataDir })
  await seedDemoJobs(db, { now: Date.now(), timeZone: env.siteTimeZone, count })
  await db.close()
  const server = await startServer(env)
  console.log(server.url)
  process.on('SIGTERM', () => {
    server.close().finally(() => {
      rmSync(dataDir, { recursive: true, force: true })
      process.exit(0)
    })
  })
} else {
  console.error('usage: api-target.ts app [count] | bare <body-file> <headers-json>')
  process.exit(2)
}
