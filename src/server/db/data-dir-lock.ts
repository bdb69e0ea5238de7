import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { StartupError } from '../startup-error.ts'

/**
 * PGlite's files must not be opened by two processes at once (it would corrupt them), so the
 * first process writes its pid to a lock file and others are refused while it is alive.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'jobs-zw.lock')
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    const holder = Number(readFileSync(lockFile, 'utf8'))
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new StartupError(
        `The database in ${dataDir} is in use by process ${holder}. PGlite allows one process at a ` +
          'time: stop that process first, or set DATABASE_URL to share a PostgreSQL server.',
        { cause: error },
      )
    }
    writeFileSync(lockFile, String(process.pid))
  }
  return () => rmSync(lockFile, { force: true })
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
