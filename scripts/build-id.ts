import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

/**
 * A short hash of everything that shapes the built app (sources, lock file, index.html), so the
 * same commit always builds the same id and any change gives a new one.
 */
export function getBuildId(): string {
  const hash = createHash('sha256')
  for (const file of ['package-lock.json', 'index.html', 'manifest.webmanifest'])
    hash.update(readFileSync(path.join(root, file)))
  for (const file of listFiles(path.join(root, 'src'))) {
    hash.update(path.relative(root, file))
    hash.update(readFileSync(file))
  }
  return hash.digest('hex').slice(0, 12)
}

function listFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const file = path.join(dir, name)
      return statSync(file).isDirectory() ? listFiles(file) : [file]
    })
}
