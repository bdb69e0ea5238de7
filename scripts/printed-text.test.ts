/**
 * The commands that print stored text, as an operator runs them: `npm run reports`, `npm run
 * messages`, `npm run alerts` and `npm run operator -- list`, each a separate process on the
 * embedded database in a temporary DATA_DIR (or a throwaway PostgreSQL database when
 * DATABASE_URL is set). The rows are written raw, as rows stored before text was cleaned on
 * the way in would be: what the commands print must still hold no raw control or bidi
 * character, only visible escapes.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openDb } from '../src/server/db/open-db.ts'
import { loadEnv } from '../src/server/env.ts'
import { createTestDb, type TestDb } from '../src/server/testing/test-db.ts'
import { runScript } from './testing/run-script.ts'

const dataDir = mkdtempSync(path.join(tmpdir(), 'jobs-zw-printed-'))
let postgres: TestDb | null = null

const ESC = '\u001b'
const SMUGGLED = [ESC, '\u0007', '\u009b', '\u202e', '\u2066', '\r']

beforeAll(async () => {
  if (loadEnv().databaseUrl) postgres = await createTestDb()
  const db = await openDb({ databaseUrl: postgres?.url ?? null, dataDir })
  try {
    await db.query(
      `insert into jobs (id, source, external_id, title, company, description, content_hash,
         fingerprint, posted_at, first_seen_at, last_seen_at, updated_at, created_at)
       values ('hostile_h1', 'hostile', 'h1', $1, $2, '', 'x', 'x', now(), now(), now(), now(),
         now())`,
      [`${ESC}[2JStores Clerk\u009b31m`, 'Gweru\u202e Hardware'],
    )
    await db.query(
      `insert into job_reports (job_id, reason, details, reporter_key)
       values ('hostile_h1', 'scam', $1, 'reporter-1')`,
      [`asks for a fee${ESC}]0;pwned\u0007\nsee \u2066here\u2069`],
    )
    await db.query(
      `insert into contact_messages (name, email, subject, message, client_key)
       values ($1, 'rudo@example.com', $2, $3, 'k')`,
      [
        `Rudo\u202e Moyo`,
        `Hello${ESC}[8m`,
        `Line one\r\nline two${ESC}[1A${ESC}[2K\u0007\ttabbed\u009b`,
      ],
    )
    await db.query(
      `insert into mail_outbox (kind, to_address, subject, text_body, html_body, message_id,
         status, attempts, last_error, next_attempt_at, created_at)
       values ('alert-digest', 'r@example.com', 's', 't', 'h', '<m1@jobs.example>', 'failed', 6,
         $1, '2026-11-21T10:00:00Z', '2026-11-21T10:00:00Z')`,
      [`451 try later${ESC}]0;owned\u0007`],
    )
    await db.query(`insert into operators (email, password_hash) values ($1, 'not-a-hash')`, [
      `ops\u202e@jobs.example${ESC}[0m`,
    ])
  } finally {
    await db.close()
  }
})

afterAll(async () => {
  await postgres?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const run = (script: string, args: string[] = []) =>
  runScript(script, args, { env: { DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '' } })

function expectNoRawControls(stdout: string) {
  for (const character of SMUGGLED) expect(stdout).not.toContain(character)
}

describe('commands that print stored text', () => {
  it('npm run reports escapes the titles and the details', async () => {
    const reports = await run('reports')
    expect(reports).toMatchObject({ code: 0, stderr: '' })
    expectNoRawControls(reports.stdout)
    expect(reports.stdout).toContain(
      '1 report(s)  /job/hostile_h1  \\x1b[2JStores Clerk\\x9b31m at Gweru\\u202e Hardware',
    )
    expect(reports.stdout).toContain('  - asks for a fee\\x1b]0;pwned\\x07 see \\u2066here\\u2069')
  }, 60_000)

  it('npm run messages escapes every field, keeping the line breaks of the message', async () => {
    const messages = await run('messages')
    expect(messages).toMatchObject({ code: 0, stderr: '' })
    expectNoRawControls(messages.stdout)
    expect(messages.stdout).toMatch(/#\d+ {2}\S+ {2}Rudo\\u202e Moyo <rudo@example\.com>\n/)
    expect(messages.stdout).toContain('Subject: Hello\\x1b[8m\n')
    expect(messages.stdout).toContain('Line one\\r\nline two\\x1b[1A\\x1b[2K\\x07\ttabbed\\x9b\n')
  }, 60_000)

  it('npm run alerts shows the mail given up on, with its reason escaped', async () => {
    const alerts = await run('alerts')
    expect(alerts).toMatchObject({ code: 0, stderr: '' })
    expectNoRawControls(alerts.stdout)
    expect(alerts.stdout).toContain('Mail outbox: 0 waiting, 1 failed,')
    expect(alerts.stdout).toMatch(
      /^ {2}failed #\d+ alert-digest, queued 2026-11-21 10:00 UTC, 6 attempt\(s\): 451 try later\\x1b\]0;owned\\x07$/m,
    )
  }, 60_000)

  it('npm run operator -- list escapes the addresses', async () => {
    const operators = await run('operator', ['list'])
    expect(operators).toMatchObject({ code: 0, stderr: '' })
    expectNoRawControls(operators.stdout)
    expect(operators.stdout).toContain('  ops\\u202e@jobs.example\\x1b[0m  created')
  }, 60_000)
})
