/**
 * Which stylesheets and scripts a server-rendered page needs beyond the entry: the CSS of its
 * route chunks, so that it paints styled before any script runs (none while the build makes one
 * stylesheet), and the scripts in the order the page needs them: the app the entry imports (with
 * its static imports), then the route's chunks, so that the browser fetches them all at once
 * instead of the route's after the app has started. The entry preloads them as named, and
 * Vite's preload helper, which the entry's import of the app goes through, finds them there and
 * names none again. Read from the client's .vite/manifest.json and
 * .vite/route-chunks.json.
 */
import type { RouteChunks } from '#shared/route-chunks.ts'

interface ManifestChunk {
  file: string
  isEntry?: boolean
  css?: string[]
  imports?: string[]
  dynamicImports?: string[]
}

export type ClientManifest = Record<string, ManifestChunk>

export interface PageAssets {
  styles: string[]
  scripts: string[]
}

export function parseClientManifest(text: string): ClientManifest | null {
  try {
    const data: unknown = JSON.parse(text)
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return null
    const chunks = Object.values(data as Record<string, unknown>)
    const valid = chunks.every(
      (chunk) =>
        typeof chunk === 'object' &&
        chunk !== null &&
        typeof (chunk as ManifestChunk).file === 'string',
    )
    return valid ? (data as ClientManifest) : null
  } catch {
    return null
  }
}

/** Adds a chunk, its static imports and their CSS to `into`. */
function collect(manifest: ClientManifest, key: string, into: PageAssets, seen: Set<string>) {
  if (seen.has(key)) return
  seen.add(key)
  const chunk = manifest[key]
  if (!chunk) return
  into.scripts.push(chunk.file)
  into.styles.push(...(chunk.css ?? []))
  for (const imported of chunk.imports ?? []) collect(manifest, imported, into, seen)
}

/**
 * `routeFiles` are names in src/client/routes ('job.$id.tsx'); paths come back absolute. A route
 * whose component shares a chunk with other pages has no entry of its own in the manifest:
 * `routeChunks` names its chunk.
 */
export function getPageAssets(
  manifest: ClientManifest,
  routeFiles: readonly string[],
  routeChunks: RouteChunks = {},
): PageAssets {
  const app: PageAssets = { styles: [], scripts: [] }
  const seen = new Set<string>()
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue
    // The entry and its static imports are on the page already: collected only to be passed over.
    collect(manifest, key, { styles: [], scripts: [] }, seen)
    for (const imported of chunk.dynamicImports ?? []) collect(manifest, imported, app, seen)
  }

  const page: PageAssets = { styles: [], scripts: [] }
  for (const routeFile of routeFiles) {
    const source = `src/client/routes/${routeFile}`
    for (const key of Object.keys(manifest))
      if (key === source || key.startsWith(`${source}?`)) collect(manifest, key, page, seen)
    const sharedChunk = routeChunks[routeFile]
    if (sharedChunk === undefined) continue
    for (const [key, chunk] of Object.entries(manifest))
      if (chunk.file === sharedChunk) collect(manifest, key, page, seen)
  }
  const unique = (files: string[]) => [...new Set(files)].map((file) => `/${file}`)
  // The app's files first: the browser starts fetches in the order they are named, six at a time
  // over HTTP/1.1, and the app is what the page waits for.
  return { styles: unique(page.styles), scripts: unique([...app.scripts, ...page.scripts]) }
}
