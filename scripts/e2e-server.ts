/**
 * The server for browser tests: the current build on a fresh embedded database with the demo
 * jobs plus the fixtures of tests/e2e/fixtures.ts, sending its email to a local SMTP server.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { addCalendarDays, formatCalendarDate, getZonedDate } from '../src/shared/time-zone.ts'
import { loadEnv } from '../src/server/env.ts'
import { upsertJobs } from '../src/server/jobs/upsert-jobs.ts'
import { startServer } from '../src/server/server.ts'
import { startLocalSmtpServer } from '../src/server/testing/local-smtp-server.ts'
import { buildE2eJobs, E2E_PASSING_TOKEN, EMPLOYER } from '../tests/e2e/fixtures.ts'
import { ensureBuild } from './ensure-build.ts'
import { startReleaseControl, SwitchableRelease } from './e2e-releases.ts'

ensureBuild()
const dataDir = path.resolve(import.meta.dirname, '../data/e2e')
rmSync(dataDir, { recursive: true, force: true })
// A stand-in for Cloudflare's siteverify: only the token the test widget issues passes.
const siteverify = createServer((req, res) => {
  let body = ''
  req.on('data', (chunk: Buffer) => (body += chunk))
  req.on('end', () => {
    const success = new URLSearchParams(body).get('response') === E2E_PASSING_TOKEN
    res.writeHead(200, { 'Content-Type': 'application/json' })
    res.end(
      JSON.stringify(
        success ? { success } : { success, 'error-codes': ['invalid-input-response'] },
      ),
    )
  })
})
await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve))
const verifyPort = (siteverify.address() as AddressInfo).port

// A local SMTP server takes the alert emails; each is written to data/e2e-mail as JSON for the
// journeys to read (tests/e2e/alerts.spec.ts).
const mailDir = path.resolve(import.meta.dirname, '../data/e2e-mail')
rmSync(mailDir, { recursive: true, force: true })
mkdirSync(mailDir, { recursive: true })
const smtp = await startLocalSmtpServer()
let mailCount = 0
const writeMail = setInterval(() => {
  for (const mail of smtp.messages.slice(mailCount)) {
    mailCount++
    const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []
    const record = {
      to: to.map((address) => address.text).join(', '),
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      headers: Object.fromEntries(mail.headerLines.map((header) => [header.key, header.line])),
    }
    writeFileSync(
      path.join(mailDir, `${String(mailCount).padStart(4, '0')}.json`),
      JSON.stringify(record),
    )
  }
}, 100)

const base = loadEnv()
const env = {
  ...base,
  databaseUrl: null,
  dataDir,
  demoData: true,
  dataVersionPollMs: 100,
  publicOrigin: `http://127.0.0.1:${base.port}`,
  mail: { ...base.mail, smtpUrl: smtp.url },
  turnstile: {
    ...base.turnstile,
    siteKey: 'e2e-site-key',
    secretKey: 'e2e-secret',
    verifyUrl: `http://127.0.0.1:${verifyPort}/siteverify`,
  },
}
const release = SwitchableRelease.create(
  env.clientDir,
  path.resolve(dataDir, '../e2e-next-release'),
)
const server = await startServer(env, { staticFiles: release })
// tests/e2e/offline.spec.ts ships the "next" release through this (port: E2E_RELEASE_PORT)
const releaseControl = await startReleaseControl(release, Number(process.env.E2E_RELEASE_PORT))
const today = getZonedDate(Date.now(), env.siteTimeZone)
await upsertJobs(
  server.db,
  buildE2eJobs(formatCalendarDate(today), formatCalendarDate(addCalendarDays(today, 30))),
  { now: Date.now(), timeZone: env.siteTimeZone },
)
// A job its employer posted on the site, as the posts' server writes it (posted_by set).
await server.db.query(
  `update jobs set posted_by = $1::jsonb where source = 'e2e' and external_id = $2`,
  [JSON.stringify(EMPLOYER.postedBy), EMPLOYER.postId],
)
console.log(`e2e server on ${server.url}`)
const stop = () =>
  void server.close().then(() => {
    releaseControl.close()
    clearInterval(writeMail)
    void smtp.close()
    siteverify.close(() => process.exit(0))
  })
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
