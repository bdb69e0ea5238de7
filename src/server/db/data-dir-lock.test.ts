import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { lockDataDir } from './data-dir-lock.ts'

let dir: string
let child: ChildProcess | null = null

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'jobs-zw-lock-'))
})

afterEach(() => {
  if (child && child.exitCode === null) child.kill()
  child = null
  rmSync(dir, { recursive: true, force: true })
})

const lockFile = () => path.join(dir, 'jobs-zw.lock')

describe('lockDataDir', () => {
  it('writes a lock file with this pid and removes it on unlock', () => {
    const unlock = lockDataDir(dir)
    expect(typeof unlock).toBe('function')
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid))
    unlock()
    expect(existsSync(lockFile())).toBe(false)
  })

  it('refuses a directory locked by another live process', async () => {
    const spawned = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 5000)'], {
      stdio: 'ignore',
    })
    child = spawned
    await new Promise<void>((resolve, reject) => {
      spawned.once('spawn', resolve)
      spawned.once('error', reject)
    })
    const pid = spawned.pid
    expect(pid).toBeTypeOf('number')
    writeFileSync(lockFile(), String(pid))

    expect(() => lockDataDir(dir)).toThrow(/in use/)
    expect(() => lockDataDir(dir)).toThrow(/DATABASE_URL/)
    expect(() => lockDataDir(dir)).toThrow(String(pid))
    // the holder's lock is left alone
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(pid))
  })

  it('takes over a stale lock left by a dead process', () => {
    writeFileSync(lockFile(), '2147483646')
    const unlock = lockDataDir(dir)
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid))
    unlock()
    expect(existsSync(lockFile())).toBe(false)
  })
})
