import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { Clock } from '../../clock.ts'
import { createTestDb, type TestDb } from '../../testing/test-db.ts'
import {
  canReachControlSocket,
  controlSocketPath,
  sendToControlSocket,
  startOperatorControlSocket,
  type OperatorControlSocket,
} from './control-socket.ts'
import { TEST_PASSWORD_COST, hashPassword, verifyPassword } from './password-hash.ts'
import { findOperatorByEmail } from './operators.repo.ts'
import { takeLogs } from '../../../../tests/setup/server.ts'

const NOW = Date.UTC(2026, 3, 1, 12, 0, 0)
const clock: Clock = { now: () => NOW }
let db: TestDb
let dataDir: string
let control: OperatorControlSocket | null = null
let hash: string

beforeAll(async () => {
  db = await createTestDb()
  hash = await hashPassword('correct horse battery staple', TEST_PASSWORD_COST)
})

afterAll(async () => {
  await db.close()
})

beforeEach(async () => {
  await db.exec('delete from operators; delete from operator_audit')
  dataDir = mkdtempSync(path.join(tmpdir(), 'jobs-zw-ops-'))
})

afterEach(async () => {
  await control?.close()
  control = null
  rmSync(dataDir, { recursive: true, force: true })
})

/** Sends raw lines and collects the answers until the server has sent `count`. */
function exchange(socketPath: string, text: string, count: number): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath)
    let received = ''
    socket.setEncoding('utf8')
    socket.on('error', reject)
    socket.on('data', (chunk: string) => {
      received += chunk
      const lines = received.split('\n').filter(Boolean)
      if (lines.length >= count) {
        socket.destroy()
        resolve(lines.map((line) => JSON.parse(line) as unknown))
      }
    })
    socket.on('close', () => reject(new Error(`closed after ${JSON.stringify(received)}`)))
    socket.write(text)
  })
}

async function auditActions(): Promise<{ actor: string; action: string; detail: unknown }[]> {
  const { rows } = await db.query<{ actor: string; action: string; detail: unknown }>(
    'select actor, action, detail from operator_audit order by id',
  )
  return rows
}

describe('the operator control socket', () => {
  it('adds, resets, lists and removes operators, logging each change', async () => {
    control = await startOperatorControlSocket({ db, dataDir, clock })
    const socketPath = controlSocketPath(dataDir)
    expect(control.path).toBe(socketPath)

    expect(
      await sendToControlSocket(socketPath, {
        op: 'add',
        email: 'ops@example.org',
        passwordHash: hash,
      }),
    ).toEqual({ ok: true, op: 'add', created: true })
    const stored = await findOperatorByEmail(db, 'ops@example.org')
    expect(await verifyPassword('correct horse battery staple', stored?.password_hash ?? '')).toBe(
      true,
    )

    expect(
      await sendToControlSocket(socketPath, {
        op: 'add',
        email: 'ops@example.org',
        passwordHash: hash,
      }),
    ).toEqual({ ok: true, op: 'add', created: false })
    expect(await sendToControlSocket(socketPath, { op: 'list' })).toEqual({
      ok: true,
      op: 'list',
      operators: [
        {
          email: 'ops@example.org',
          created_at: '2026-04-01T12:00:00Z',
          updated_at: '2026-04-01T12:00:00Z',
          sessions: 0,
        },
      ],
    })
    expect(
      await sendToControlSocket(socketPath, { op: 'remove', email: 'ops@example.org' }),
    ).toEqual({ ok: true, op: 'remove', removed: true })
    expect(
      await sendToControlSocket(socketPath, { op: 'remove', email: 'ops@example.org' }),
    ).toEqual({ ok: true, op: 'remove', removed: false })
    const detail = { email: 'ops@example.org' }
    expect(await auditActions()).toEqual([
      { actor: 'command line', action: 'operator.add', detail },
      { actor: 'command line', action: 'operator.reset', detail },
      { actor: 'command line', action: 'operator.remove', detail },
    ])
  })

  it('is usable by this user only, and leaves no working files behind', async () => {
    control = await startOperatorControlSocket({ db, dataDir, clock })
    const stats = statSync(controlSocketPath(dataDir))
    expect(stats.isSocket()).toBe(true)
    expect(stats.mode & 0o777).toBe(0o600)
    expect(readdirSync(dataDir)).toEqual(['operator.sock'])
  })

  it('replaces a stale socket file, and removes its own when closed', async () => {
    writeFileSync(controlSocketPath(dataDir), 'left by a process that died')
    control = await startOperatorControlSocket({ db, dataDir, clock })
    expect(await canReachControlSocket(controlSocketPath(dataDir))).toBe(true)
    await control.close()
    expect(existsSync(controlSocketPath(dataDir))).toBe(false)
    expect(await canReachControlSocket(controlSocketPath(dataDir))).toBe(false)
    // closing twice is harmless
    await control.close()
  })

  it('answers several requests on one connection in order, and explains bad ones', async () => {
    control = await startOperatorControlSocket({ db, dataDir, clock })
    const lines = [
      JSON.stringify({ op: 'add', email: 'Ops@Example.org', passwordHash: hash }),
      'not json',
      '',
      JSON.stringify({ op: 'drop tables' }),
      JSON.stringify({ op: 'add', email: 'not an address', passwordHash: hash }),
      JSON.stringify({ op: 'add', email: 'x@example.org', passwordHash: 'hunter2' }),
      JSON.stringify([]),
      JSON.stringify({ op: 'list' }),
    ]
    const answers = await exchange(controlSocketPath(dataDir), `${lines.join('\n')}\n`, 7)
    expect(answers).toEqual([
      { ok: true, op: 'add', created: true },
      { ok: false, error: 'A request is one line of JSON.' },
      { ok: false, error: expect.stringContaining('Unknown "op"') },
      { ok: false, error: expect.stringContaining('not an email address') },
      { ok: false, error: expect.stringContaining('not a password hash') },
      { ok: false, error: expect.stringContaining('JSON object') },
      { ok: true, op: 'list', operators: [expect.objectContaining({ email: 'ops@example.org' })] },
    ])
  })

  it('hangs up on a request longer than any real one', async () => {
    control = await startOperatorControlSocket({ db, dataDir, clock })
    const answers = await exchange(controlSocketPath(dataDir), 'x'.repeat(64 * 1024), 1)
    expect(answers).toEqual([{ ok: false, error: 'The request is too long.' }])
  })

  it('carries on without a socket when the path is too long for one', async () => {
    const deep = path.join(dataDir, 'd'.repeat(120))
    control = await startOperatorControlSocket({ db, dataDir: deep, clock })
    expect(control.path).toBeNull()
    const [warning] = takeLogs('warn')
    expect(warning?.msg).toMatch(/npm run operator cannot reach this server/)
    expect((warning?.err as { message: string } | undefined)?.message).toMatch(/too long/)
  })

  it('tells the command line when nothing is listening', async () => {
    const socketPath = controlSocketPath(dataDir)
    expect(await canReachControlSocket(socketPath)).toBe(false)
    await expect(sendToControlSocket(socketPath, { op: 'list' })).rejects.toThrow(
      /Could not reach the server/,
    )
  })
})
