/**
 * npm run operator as a person runs it: a separate process, the password piped in. Against the
 * embedded database in a temporary DATA_DIR, or a throwaway PostgreSQL database when
 * DATABASE_URL is set; and through the control socket of a process that holds the database.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { systemClock } from '../src/server/clock.ts'
import { openDb } from '../src/server/db/open-db.ts'
import { loadEnv } from '../src/server/env.ts'
import { createTestDb, type TestDb } from '../src/server/testing/test-db.ts'
import { startOperatorControlSocket } from '../src/server/trust/operators/control-socket.ts'
import { findOperatorByEmail } from '../src/server/trust/operators/operators.repo.ts'
import { verifyPassword } from '../src/server/trust/operators/password-hash.ts'
import { runScript } from './testing/run-script.ts'

const PASSWORD = 'correct horse battery staple'
const tempDirs: string[] = []
let postgres: TestDb | null = null

beforeAll(async () => {
  if (loadEnv().databaseUrl) postgres = await createTestDb()
})

afterAll(async () => {
  await postgres?.close()
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true })
})

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'jobs-zw-operator-'))
  tempDirs.push(dir)
  return dir
}

function runOperator(
  args: string[],
  { stdin = '', env }: { stdin?: string; env: Record<string, string> },
) {
  // the cheap test cost keeps each run to the time it takes to start
  return runScript('operator', args, { env: { OPERATOR_PASSWORD_COST_LN: '10', ...env }, stdin })
}

describe('npm run operator', () => {
  it('adds, lists, resets and removes an operator', async () => {
    const env = { DATA_DIR: tempDir(), DATABASE_URL: postgres?.url ?? '' }

    const added = await runOperator(['add', 'Ops@Example.org'], { stdin: `${PASSWORD}\n`, env })
    expect(added).toMatchObject({ code: 0, stdout: 'Added operator ops@example.org\n' })

    const listed = await runOperator(['list'], { env })
    expect(listed.code).toBe(0)
    expect(listed.stdout).toMatch(
      /^1 operator\(s\):\n {2}ops@example\.org {2}created \d{4}-\d\d-\d\d \d\d:\d\d UTC, password set \d{4}-\d\d-\d\d \d\d:\d\d UTC, 0 open session\(s\)\n$/,
    )

    // a piped password may end without a newline, or with a Windows one
    const reset = await runOperator(['add', 'ops@example.org'], {
      stdin: 'a new and different phrase\r\nignored second line\n',
      env,
    })
    expect(reset).toMatchObject({
      code: 0,
      stdout: 'Reset the password of ops@example.org (their sessions were ended)\n',
    })

    const removed = await runOperator(['remove', 'ops@example.org'], { env })
    expect(removed).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Removed operator/) })
    const again = await runOperator(['remove', 'ops@example.org'], { env })
    expect(again).toMatchObject({ code: 1, stderr: 'There is no operator ops@example.org.\n' })
    expect(await runOperator(['list'], { env })).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^No operators yet/),
    })

    for (const run of [added, listed, reset, removed, again])
      expect(run.stdout + run.stderr).not.toMatch(/horse|phrase/)
  }, 90_000)

  it('refuses a common password, saying why, and changes nothing', async () => {
    const env = { DATA_DIR: tempDir(), DATABASE_URL: postgres?.url ?? '' }
    const refused = await runOperator(['add', 'ops@example.org'], {
      stdin: 'Zimbabwe2026!!\n',
      env,
    })
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/common word or phrase/)
    expect(refused.stderr).toMatch(/Nothing was changed/)
    expect(refused.stderr + refused.stdout).not.toContain('Zimbabwe2026')
    expect((await runOperator(['list'], { env })).stdout).toMatch(/^No operators yet/)
  }, 60_000)

  it.each([
    [[], /Say what to do/],
    [['add'], /Give their email address/],
    [['add', 'not-an-address'], /is not an email address/],
    [['list', 'extra'], /Unexpected arguments: extra/],
    [['drop'], /Unknown command "drop"/],
  ])('explains wrong usage %j, with exit code 2', async (args, reason) => {
    const run = await runOperator(args, { env: { DATA_DIR: tempDir() } })
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(reason)
    expect(run.stderr).toMatch(/Usage:/)
  })

  it('asks for a password when none is piped', async () => {
    const run = await runOperator(['add', 'ops@example.org'], { env: { DATA_DIR: tempDir() } })
    expect(run).toMatchObject({ code: 2, stderr: expect.stringMatching(/^No password/) })
  })

  it('goes through the control socket of the process that holds the embedded database', async () => {
    const dataDir = tempDir()
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' }
    const db = await openDb({ databaseUrl: null, dataDir })
    try {
      // Without the socket the command line is refused by the lock, and says by whom.
      const locked = await runOperator(['list'], { env })
      expect(locked.code).toBe(1)
      expect(locked.stderr).toMatch(new RegExp(`in use by process ${process.pid}`))

      const control = await startOperatorControlSocket({ db, dataDir, clock: systemClock })
      try {
        const added = await runOperator(['add', 'ops@example.org'], {
          stdin: `${PASSWORD}\n`,
          env,
        })
        expect(added).toMatchObject({
          code: 0,
          stdout: 'Added operator ops@example.org (through the running server)\n',
        })
        const stored = await findOperatorByEmail(db, 'ops@example.org')
        expect(await verifyPassword(PASSWORD, stored?.password_hash ?? '')).toBe(true)

        const listed = await runOperator(['list'], { env })
        expect(listed.stdout).toMatch(/^1 operator\(s\) \(through the running server\):\n/)
        const removed = await runOperator(['remove', 'ops@example.org'], { env })
        expect(removed.stdout).toBe(
          'Removed operator ops@example.org (their sessions were ended) (through the running server)\n',
        )
        const { rows } = await db.query<{ action: string }>(
          'select action from operator_audit order by id',
        )
        expect(rows.map((row) => row.action)).toEqual(['operator.add', 'operator.remove'])
      } finally {
        await control.close()
      }
    } finally {
      await db.close()
    }
  }, 90_000)
})
