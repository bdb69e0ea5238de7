import path from 'node:path'

import type { Plugin } from 'vite'

/** Our stand-in for TanStack Query's mutation cache (its comment says why). */
export const NO_MUTATION_CACHE = path.resolve(
  import.meta.dirname,
  '../src/client/lib/no-mutation-cache.ts',
)

/**
 * Gives the browser build's query client a mutation cache without mutations (decision 075).
 * Only the query client's own import is replaced; the server render keeps the library's.
 */
export function noMutationCache(): Plugin {
  return {
    name: 'jobs-zw:no-mutation-cache',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './mutationCache.js' || importer === undefined) return null
      return /[\\/]@tanstack[\\/]query-core[\\/].*[\\/]queryClient\.js$/.test(importer)
        ? NO_MUTATION_CACHE
        : null
    },
  }
}
