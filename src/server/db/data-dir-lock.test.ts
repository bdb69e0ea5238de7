import { spawn, type ChildProcess } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { lockDataDir, parseLockFile } from './data-dir-lock.ts'
import { currentProcessIdentity, readProcStat, type ProcessIdentity } from './process-identity.ts'

const LOCK_MODULE = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url))
const hasProc = currentProcessIdentity().startTime !== null
/** above any pid_max, so no process ever has it */
const NO_SUCH_PID = 2147483646

let dir: string
const children: ChildProcess[] = []

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'jobs-zw-lock-'))
})

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

const lockFile = () => path.join(dir, 'jobs-zw.lock')
const writeLock = (record: ProcessIdentity) => writeFileSync(lockFile(), JSON.stringify(record))
const lockHolder = () => parseLockFile(readFileSync(lockFile(), 'utf8'))

/** The next line a child writes on `stream`. */
function nextLine(stream: Readable): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffered = ''
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString('utf8')
      const end = buffered.indexOf('\n')
      if (end < 0) return
      stream.off('data', onData)
      resolve(buffered.slice(0, end))
    }
    stream.on('data', onData)
    stream.once('end', () => reject(new Error(`the stream ended after "${buffered}"`)))
  })
}

/**
 * A node process that loads the lock module, says "ready", waits for a line on stdin, then tries
 * to lock `dataDir` and says "locked" or "refused: <message>" and stays alive until killed.
 */
async function startLocker(dataDir: string) {
  const script = `
    const { lockDataDir } = await import(${JSON.stringify(LOCK_MODULE)})
    console.log('ready')
    process.stdin.once('data', () => {
      try {
        lockDataDir(${JSON.stringify(dataDir)})
        console.log('locked')
      } catch (error) {
        console.log('refused: ' + error.message)
      }
      setInterval(() => {}, 60_000)
    })`
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', script],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  )
  children.push(child)
  const stdout = child.stdout as Readable
  expect(await nextLine(stdout)).toBe('ready')
  return {
    child,
    pid: child.pid as number,
    /** tells it to lock now; resolves with what it said */
    lock() {
      const said = nextLine(stdout)
      child.stdin?.write('go\n')
      return said
    },
  }
}

describe('lockDataDir', () => {
  it('writes a lock file naming this process and removes it on unlock', () => {
    const unlock = lockDataDir(dir)
    expect(lockHolder()).toEqual(currentProcessIdentity())
    expect(readdirSync(dir)).toEqual(['jobs-zw.lock'])
    unlock()
    expect(existsSync(lockFile())).toBe(false)
  })

  it('refuses a directory locked by another live process, and leaves its lock alone', async () => {
    const holder = await startLocker(dir)
    expect(await holder.lock()).toBe('locked')
    const held = readFileSync(lockFile(), 'utf8')
    expect(parseLockFile(held)?.pid).toBe(holder.pid)

    expect(() => lockDataDir(dir)).toThrow(/in use/)
    expect(() => lockDataDir(dir)).toThrow(/DATABASE_URL/)
    expect(() => lockDataDir(dir)).toThrow(`process ${holder.pid}.`)
    expect(readFileSync(lockFile(), 'utf8')).toBe(held)
    expect(readdirSync(dir)).toEqual(['jobs-zw.lock'])
  })

  it('refuses a lock file of the older format (a bare pid) while that pid runs', async () => {
    const holder = await startLocker(path.join(dir, 'elsewhere'))
    writeFileSync(lockFile(), String(holder.pid))

    expect(() => lockDataDir(dir)).toThrow(`in use by process ${holder.pid}.`)
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(holder.pid))
  })

  it('takes over a lock left by a dead process, in either format', () => {
    writeFileSync(lockFile(), String(NO_SUCH_PID))
    lockDataDir(dir)()
    writeLock({ ...currentProcessIdentity(), pid: NO_SUCH_PID })
    const unlock = lockDataDir(dir)
    expect(lockHolder()).toEqual(currentProcessIdentity())
    unlock()
    expect(readdirSync(dir)).toEqual([])
  })

  it.runIf(hasProc)('takes over a lock whose pid runs but started at another time', () => {
    // The parent of this process is alive; the lock says a process with its pid started earlier.
    const self = currentProcessIdentity()
    writeLock({ ...self, pid: process.ppid, startTime: '1' })
    const unlock = lockDataDir(dir)
    expect(lockHolder()).toEqual(self)
    unlock()
  })

  it.runIf(hasProc)('takes over a lock naming this very pid with another start time', () => {
    const self = currentProcessIdentity()
    writeLock({ ...self, startTime: String(Number(self.startTime) - 1) })
    lockDataDir(dir)()
    expect(existsSync(lockFile())).toBe(false)
    // the older format: a bare pid that is now this process's cannot be this process's lock
    writeFileSync(lockFile(), String(process.pid))
    const unlock = lockDataDir(dir)
    expect(lockHolder()).toEqual(self)
    unlock()
  })

  it.runIf(hasProc)('takes over a lock from another boot', async () => {
    const holder = await startLocker(path.join(dir, 'elsewhere'))
    const stat = readProcStat(holder.pid)
    writeLock({ pid: holder.pid, startTime: stat?.startTime ?? null, bootId: 'another-boot' })
    const unlock = lockDataDir(dir)
    expect(lockHolder()).toEqual(currentProcessIdentity())
    unlock()
  })

  it.runIf(hasProc)(
    'takes over a lock whose holder is a zombie (exited, never reaped)',
    async () => {
      // The child exits once its parent shell has become `sleep 30`, which never reaps it (had
      // it exited earlier, the shell could reap it first: seen on a loaded machine). Its pid goes
      // out on fd 3, which closes everywhere once it has exited.
      const child = `while [ "$(cat /proc/$PPID/comm)" != sleep ]; do :; done`
      const parent = spawn(
        'sh',
        ['-c', `sh -c '${child}' & echo $! >&3; exec 3>&-; exec sleep 30`],
        { stdio: ['ignore', 'ignore', 'inherit', 'pipe'] },
      )
      children.push(parent)
      const pipe = parent.stdio[3] as Readable
      let output = ''
      pipe.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
      await new Promise((resolve) => pipe.once('end', resolve))
      const zombie = Number(output.trim())
      // It closed its files on the way out; its state turns to Z in the same exit.
      let stat = readProcStat(zombie)
      for (let turn = 0; turn < 10_000 && stat?.state !== 'Z'; turn++) {
        await new Promise((resolve) => setImmediate(resolve))
        stat = readProcStat(zombie)
      }
      expect(stat?.state).toBe('Z')
      // kill(pid, 0) still finds it: the check that a pid alone allows would refuse
      expect(() => process.kill(zombie, 0)).not.toThrow()

      writeLock({ ...currentProcessIdentity(), pid: zombie, startTime: stat?.startTime ?? null })
      const unlock = lockDataDir(dir)
      expect(lockHolder()).toEqual(currentProcessIdentity())
      unlock()
    },
  )

  it('lets exactly one of several processes starting together take a stale lock', async () => {
    writeLock({ ...currentProcessIdentity(), pid: NO_SUCH_PID })
    const lockers = await Promise.all([1, 2, 3, 4].map(() => startLocker(dir)))
    const said = await Promise.all(lockers.map((locker) => locker.lock()))

    expect(said.filter((line) => line === 'locked')).toHaveLength(1)
    const winner = lockers[said.indexOf('locked')]
    for (const line of said.filter((entry) => entry !== 'locked'))
      expect(line).toBe(`refused: ${refusal(winner?.pid)}`)
    expect(lockHolder()?.pid).toBe(winner?.pid)
    expect(readdirSync(dir)).toEqual(['jobs-zw.lock'])
  })

  it('clears a takeover left by a process that died inside it, and takes the dead lock', () => {
    writeLock({ ...currentProcessIdentity(), pid: NO_SUCH_PID })
    const takeover = `${lockFile()}.takeover`
    mkdirSync(takeover)
    const longAgo = new Date(Date.now() - 60_000)
    utimesSync(takeover, longAgo, longAgo)
    const unlock = lockDataDir(dir)
    expect(lockHolder()).toEqual(currentProcessIdentity())
    expect(readdirSync(dir)).toEqual(['jobs-zw.lock'])
    unlock()
  })

  it('waits for a takeover in progress rather than removing a lock beside it', () => {
    writeLock({ ...currentProcessIdentity(), pid: NO_SUCH_PID })
    mkdirSync(`${lockFile()}.takeover`)
    // another process is (apparently) inside and never finishes: this one gives up, touching nothing
    expect(() => lockDataDir(dir)).toThrow(/kept changing/)
    expect(lockHolder()?.pid).toBe(NO_SUCH_PID)
  })

  it('lets exactly one of several processes starting together lock a fresh directory', async () => {
    const lockers = await Promise.all([1, 2, 3].map(() => startLocker(dir)))
    const said = await Promise.all(lockers.map((locker) => locker.lock()))

    expect(said.filter((line) => line === 'locked')).toHaveLength(1)
    expect(lockHolder()?.pid).toBe(lockers[said.indexOf('locked')]?.pid)
  })

  it('does not remove a lock that another process holds by the time it unlocks', () => {
    const unlock = lockDataDir(dir)
    writeLock({ ...currentProcessIdentity(), pid: process.ppid, startTime: null })
    unlock()
    expect(lockHolder()?.pid).toBe(process.ppid)
  })
})

function refusal(pid: number | undefined): string {
  return (
    `The database in ${dir} is in use by process ${pid}. PGlite allows one process at a time: ` +
    'stop that process first, or set DATABASE_URL to share a PostgreSQL server.'
  )
}
