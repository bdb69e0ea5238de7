import { createHash } from 'node:crypto'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

/**
 * CSS modules' class names: the class as written and a 3-character hash of its file, e.g.
 * `item_Xy9`. Vite's default (`_item_819747_23`: class, hash and line) cost ~430 B gzip of the
 * stylesheet and ~280 B of the first-load JS (decision 058). The hash is of the path from the
 * repository root, so the browser build and the server-render build name a class alike.
 */
export function cssClassNames(): (name: string, filename: string) => string {
  const files = new Map<string, string>()
  return (name, filename) => {
    const file = path.relative(root, filename.split('?')[0] ?? filename)
    const hash = cssModuleHash(filename)
    // Two files with one hash could share a class name: the build stops rather than mix them.
    const owner = files.get(hash) ?? file
    if (owner !== file) throw new Error(`CSS modules ${owner} and ${file} hash alike (${hash})`)
    files.set(hash, file)
    return `${name}_${hash}`
  }
}

/** The 3 characters every class of a CSS module's file ends with, after an underscore. */
export function cssModuleHash(filename: string): string {
  const file = path.relative(root, filename.split('?')[0] ?? filename)
  return createHash('sha1').update(file).digest('base64url').slice(0, 3)
}
