import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { StartupError } from '../startup-error.ts'
import { openPgliteDb } from './pglite-db.ts'
import { makeDataDirPrivate } from './private-data-dir.ts'

let root: string

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'jobs-zw-private-'))
})
afterEach(() => {
  rmSync(root, { recursive: true, force: true })
})

const modeOf = (file: string) => statSync(file).mode & 0o777

/** Every folder and file under `dir` (itself included), with its mode; links left out. */
function modes(dir: string): Map<string, number> {
  const found = new Map<string, number>([[dir, modeOf(dir)]])
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue
    const file = path.join(entry.parentPath, entry.name)
    found.set(file, modeOf(file))
  }
  return found
}

function expectPrivate(dir: string) {
  const open = [...modes(dir)].filter(([file, mode]) => {
    const wanted = statSync(file).isDirectory() ? 0o700 : 0o600
    return mode !== wanted
  })
  expect(open.map(([file, mode]) => `${mode.toString(8)} ${path.relative(dir, file)}`)).toEqual([])
}

/** Opens everything to every user, as PGlite used to leave it. */
function openToAll(dir: string) {
  for (const [file] of modes(dir)) chmodSync(file, statSync(file).isDirectory() ? 0o755 : 0o666)
}

describe('the embedded database folder', () => {
  it("is born private, write-ahead log included, and a new file's mode is private", async () => {
    const dataDir = path.join(root, 'data')
    const db = await openPgliteDb(dataDir)
    try {
      expect(existsSync(path.join(dataDir, 'pg_wal'))).toBe(true)
      expectPrivate(dataDir)
      await db.query(`create table notes (body text)`)
      await db.query(`insert into notes values ('a secret')`)
      // The umask set before PGlite wrote: what this process creates now is private too.
      writeFileSync(path.join(root, 'later.txt'), 'x')
      expect(modeOf(path.join(root, 'later.txt'))).toBe(0o600)
    } finally {
      await db.close()
    }
    expectPrivate(dataDir)
  })

  it('is made private at start when it was open to every user (0755 folders, 0666 files)', async () => {
    const dataDir = path.join(root, 'data')
    await (await openPgliteDb(dataDir)).close()
    openToAll(dataDir)
    expect(modeOf(dataDir)).toBe(0o755)
    expect(modeOf(path.join(dataDir, 'PG_VERSION'))).toBe(0o666)
    const db = await openPgliteDb(dataDir)
    try {
      expectPrivate(dataDir)
      expect((await db.query('select 1 as one')).rows).toEqual([{ one: 1 }])
    } finally {
      await db.close()
    }
  })

  it('refuses to start, naming the folder and what to do, when it cannot be made private', async () => {
    const dataDir = path.join(root, 'theirs')
    mkdirSync(dataDir)
    writeFileSync(path.join(dataDir, 'PG_VERSION'), '17\n')
    openToAll(dataDir)
    // Tests run as root, who may chmod anything: the refusal of another user's folder is made.
    const chmod = (file: string) => {
      throw Object.assign(new Error(`EPERM: operation not permitted, chmod '${file}'`), {
        code: 'EPERM',
      })
    }
    const refusal: unknown = await openPgliteDb(dataDir, undefined, { chmod }).catch(
      (error: unknown) => error,
    )
    expect(refusal).toBeInstanceOf(StartupError)
    const { message } = refusal as StartupError
    expect(message).toContain(`The data folder ${dataDir} must be private`)
    expect(message).toContain('(EPERM)')
    expect(message).toContain(`chown -R`)
    expect(message).toContain('set DATA_DIR to a folder it owns')
    // Refused before anything was written: no lock, no database.
    expect(readdirSync(dataDir)).toEqual(['PG_VERSION'])
  })
})

describe('makeDataDirPrivate', () => {
  it('leaves symbolic links, and what they point at, alone', () => {
    const dataDir = path.join(root, 'data')
    mkdirSync(path.join(dataDir, 'base'), { recursive: true })
    writeFileSync(path.join(dataDir, 'base', 'page'), 'x')
    openToAll(dataDir)
    const outside = path.join(root, 'outside.txt')
    writeFileSync(outside, 'not ours to change')
    chmodSync(outside, 0o644)
    symlinkSync(outside, path.join(dataDir, 'link'))
    makeDataDirPrivate(dataDir)
    expect(modeOf(path.join(dataDir, 'base'))).toBe(0o700)
    expect(modeOf(path.join(dataDir, 'base', 'page'))).toBe(0o600)
    expect(modeOf(outside)).toBe(0o644)
  })

  it('changes only what is not private yet', () => {
    const dataDir = path.join(root, 'data')
    mkdirSync(dataDir)
    chmodSync(dataDir, 0o700)
    writeFileSync(path.join(dataDir, 'private'), 'x')
    chmodSync(path.join(dataDir, 'private'), 0o600)
    writeFileSync(path.join(dataDir, 'open'), 'x')
    chmodSync(path.join(dataDir, 'open'), 0o666)
    const changed: string[] = []
    makeDataDirPrivate(dataDir, {
      chmod: (file, mode) => {
        changed.push(path.relative(dataDir, file))
        chmodSync(file, mode)
      },
    })
    expect(changed).toEqual(['open'])
  })
})
