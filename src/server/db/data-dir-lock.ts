import { randomBytes } from 'node:crypto'
import { linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { StartupError } from '../startup-error.ts'
import { currentProcessIdentity, holderState, type ProcessIdentity } from './process-identity.ts'

const LOCK_FILE = 'jobs-zw.lock'
/** Rounds of "create, or remove a dead holder's lock" before giving up; races end in 2 or 3. */
const MAX_ATTEMPTS = 50
/** how long a process waits while another removes a dead holder's lock (microseconds' work) */
const TAKEOVER_PAUSE_MS = 5
/** a takeover left by a process that died inside it (it lasts microseconds) is cleared after this */
const STALE_TAKEOVER_MS = 10_000

/**
 * PGlite's files must not be opened by two processes at once (it would corrupt them), so the
 * first process records itself in a lock file and others are refused while it runs.
 *
 * The file names the holder by pid, start time and boot (process-identity.ts), so that a lock
 * left by a killed process is taken over even when its pid now belongs to a zombie or to another
 * process. Node has no flock and native modules are not an option, hence a file. It is never
 * half-written: the record is written to a temporary file and hard-linked into place, which fails
 * if a lock exists. A dead holder's lock is removed by one taker at a time, inside a takeover
 * marked by a directory (mkdir is atomic): moving it aside instead let a slow taker move a lock
 * another process had just won, and a third take the place meanwhile, so that two held it. A
 * taker then confirms the file it won holds its own record.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, LOCK_FILE)
  const self = currentProcessIdentity()
  const mine = `${JSON.stringify(self)}\n`
  const unique = `${process.pid}-${randomBytes(6).toString('hex')}`
  const temp = `${lockFile}.${unique}.tmp`
  const takeover = `${lockFile}.takeover`
  const unlock = () => {
    // never remove a lock that is no longer ours
    if (readText(lockFile) === mine) rmSync(lockFile, { force: true })
  }
  writeFileSync(temp, mine)
  try {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      if (createExclusive(temp, lockFile, mine)) {
        if (readText(lockFile) === mine) return unlock
        continue
      }
      const text = readText(lockFile)
      if (text === null) continue
      const holder = parseLockFile(text)
      const state = holder ? holderState(holder, self) : 'gone'
      if (state === 'this process' && text === mine) return unlock
      if (holder && state === 'alive') throw inUse(dataDir, holder.pid)
      // A dead holder's lock: one taker at a time removes it, then all race to create theirs.
      if (!enterTakeover(takeover)) {
        pause(TAKEOVER_PAUSE_MS)
        continue
      }
      try {
        // While a lock file exists nobody can create one, its dead holder cannot remove it, and
        // other takers wait: unchanged since it was read, it is still the dead holder's.
        if (readText(lockFile) === text) rmSync(lockFile, { force: true })
      } finally {
        rmSync(takeover, { recursive: true, force: true })
      }
    }
    throw new StartupError(
      `Could not lock the database in ${dataDir}: its lock file (${LOCK_FILE}) kept changing. ` +
        'Is another process starting on it over and over?',
    )
  } finally {
    rmSync(temp, { force: true })
  }
}

/** mkdir(2) fails when the directory exists: one process at a time is inside. */
function enterTakeover(takeover: string): boolean {
  try {
    mkdirSync(takeover)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  try {
    if (Date.now() - statSync(takeover).mtimeMs > STALE_TAKEOVER_MS)
      rmSync(takeover, { recursive: true, force: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  return false
}

/** Start-up is synchronous; a few milliseconds' wait while another process takes over. */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}

function inUse(dataDir: string, pid: number): StartupError {
  return new StartupError(
    `The database in ${dataDir} is in use by process ${pid}. PGlite allows one process at a ` +
      'time: stop that process first, or set DATABASE_URL to share a PostgreSQL server.',
  )
}

/** The lock file's record; a bare pid is a lock written before start times were recorded. */
export function parseLockFile(text: string): ProcessIdentity | null {
  const trimmed = text.trim()
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed), startTime: null, bootId: null }
  try {
    const record = JSON.parse(trimmed) as Partial<Record<keyof ProcessIdentity, unknown>>
    if (typeof record.pid !== 'number' || !Number.isInteger(record.pid) || record.pid <= 0)
      return null
    const optional = (value: unknown) => (typeof value === 'string' ? value : null)
    return {
      pid: record.pid,
      startTime: optional(record.startTime),
      bootId: optional(record.bootId),
    }
  } catch {
    return null
  }
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

/** link(2) fails when the target exists, so the lock appears whole or not at all. */
function createExclusive(temp: string, lockFile: string, content: string): boolean {
  try {
    linkSync(temp, lockFile)
    return true
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EEXIST') return false
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS')
      throw error
  }
  // a file system without hard links: exclusive create, then write
  try {
    writeFileSync(lockFile, content, { flag: 'wx' })
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}
