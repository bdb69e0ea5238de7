/**
 * The embedded database's folder holds the operators' password hashes, the secret alert links
 * are signed with and every stored message, in plain pages and WAL segments. PGlite made it
 * 0755 with files 0666: any local user could read the secret out of `pg_wal` and write to the
 * files. So the folder and everything in it is kept private to the server's user (decision 037).
 */
import { chmodSync, lstatSync, readdirSync, type Stats } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { StartupError } from '../startup-error.ts'

export const PRIVATE_DIR_MODE = 0o700
export const PRIVATE_FILE_MODE = 0o600
const OTHERS = 0o077

/**
 * Files and folders this process creates from now on get no bits for group and others. PGlite
 * creates most of its files through Node with mode 0666, which the umask trims. It sets some
 * modes itself (its start-up copies 0666 and 0644 onto new files), which no umask touches: the
 * folder's own 0700 is what shuts others out of those, and `makeDataDirPrivate` trims them.
 */
export function keepNewFilesPrivate(): void {
  const previous = process.umask(OTHERS)
  if ((previous | OTHERS) !== OTHERS) process.umask(previous | OTHERS)
}

export type Chmod = (file: string, mode: number) => void

/**
 * Gives `dataDir` mode 0700 and everything under it 0700 (folders) or 0600 (files), leaving
 * symbolic links and what they point at alone. Throws a StartupError naming the folder when
 * that cannot be done, typically because it belongs to another user.
 */
export function makeDataDirPrivate(dataDir: string, { chmod = chmodSync }: { chmod?: Chmod } = {}) {
  const visit = (file: string) => {
    let stats: Stats
    try {
      stats = lstatSync(file)
    } catch (error) {
      if (codeOf(error) === 'ENOENT') return // removed meanwhile (a temporary file)
      throw notPrivate(dataDir, file, error)
    }
    if (stats.isSymbolicLink()) return
    const wanted = stats.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE
    try {
      if ((stats.mode & 0o777) !== wanted) chmod(file, wanted)
      if (stats.isDirectory()) for (const name of readdirSync(file)) visit(path.join(file, name))
    } catch (error) {
      if (codeOf(error) === 'ENOENT') return
      throw notPrivate(dataDir, file, error)
    }
  }
  visit(dataDir)
}

function codeOf(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | null)?.code
}

function notPrivate(dataDir: string, file: string, error: unknown): Error {
  const code = codeOf(error)
  if (code === undefined) return error as Error
  return new StartupError(
    `The data folder ${dataDir} must be private to the user this server runs as ` +
      `(${currentUser()}): folders 0700, files 0600, because it holds password hashes and ` +
      `secrets. ${file} could not be made so (${code}); it probably belongs to another user. ` +
      `Give the folder to this user (chown -R ${currentUser()} ${dataDir}) or set DATA_DIR to ` +
      'a folder it owns.',
  )
}

function currentUser(): string {
  try {
    return os.userInfo().username
  } catch {
    // a container user with no name: its number still identifies it
    return `uid ${process.getuid?.() ?? '?'}`
  }
}
