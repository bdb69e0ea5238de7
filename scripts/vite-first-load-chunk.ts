import path from 'node:path'

import type { Plugin } from 'vite'

import { FIRST_LOAD_MAP_FILE } from './first-load-map.ts'

/**
 * Puts our own code that every first visit runs into one chunk (docs/decisions/013). Left to
 * itself the bundler splits it into about twenty small chunks, one per set of routes sharing a
 * module: a first visit then waits on twenty requests (several round trips on a 300 ms mobile
 * link, with HTTP/1.1's six connections) and pays gzip's start-up cost twenty times, about 6 KB
 * more than the same code compressed as one file.
 *
 * "Every first visit runs" means: reachable through static imports from one of `roots` (the app
 * and the home page's component). Lazy routes keep their own chunks and import what they share
 * from this one, which is already loaded. Packages stay in the framework chunk, which changes
 * less often than our code and so stays cached across releases.
 */
export function firstLoadChunk(roots: RegExp[]): {
  plugin: Plugin
  isFirstLoadModule: (id: string) => boolean
} {
  const firstLoad = new Set<string>()
  let projectRoot = process.cwd()
  const plugin: Plugin = {
    name: 'jobs-zw:first-load-chunk',
    apply: 'build',
    configResolved(config) {
      projectRoot = config.root
    },
    buildEnd() {
      firstLoad.clear()
      const ids = [...this.getModuleIds()]
      const pending = ids.filter((id) => roots.some((root) => root.test(id)))
      const missing = roots.filter((root) => !pending.some((id) => root.test(id)))
      if (missing.length > 0)
        this.error(`first-load chunk: no module matches ${missing.join(', ')}; was it renamed?`)
      while (pending.length > 0) {
        const id = pending.pop()
        if (id === undefined || firstLoad.has(id) || !isOurs(id)) continue
        firstLoad.add(id)
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []))
      }
    },
    // A root merged into the app chunk has no entry in Vite's manifest; the byte budgets need
    // to know where it went.
    generateBundle(_options, bundle) {
      const chunkOf: Record<string, string> = {}
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        for (const id of chunk.moduleIds)
          if (roots.some((root) => root.test(id)))
            chunkOf[path.relative(projectRoot, id).split(path.sep).join('/')] = chunk.fileName
      }
      this.emitFile({
        type: 'asset',
        fileName: FIRST_LOAD_MAP_FILE,
        source: `${JSON.stringify(chunkOf, null, 2)}\n`,
      })
    },
  }
  return { plugin, isFirstLoadModule: (id) => firstLoad.has(id) }
}

/** Our source files; not packages, nor the bundler's helpers (`vite/preload-helper.js`, `\0…`). */
function isOurs(id: string): boolean {
  return path.isAbsolute(id) && !/[\\/]node_modules[\\/]/.test(id)
}
