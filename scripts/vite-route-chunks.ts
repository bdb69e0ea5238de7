import type { Plugin } from 'vite'

import { ROUTE_CHUNKS_FILE, type RouteChunks } from '../src/shared/route-chunks.ts'

const ROUTE_COMPONENT = /[\\/]src[\\/]client[\\/]routes[\\/]([^\\/?]+\.tsx)\?tsr-split=component$/

/** Route file -> chunk, for every route whose page component was split from the route tree. */
export function findRouteChunks(chunks: { fileName: string; moduleIds: readonly string[] }[]) {
  const found: RouteChunks = {}
  for (const chunk of chunks)
    for (const id of chunk.moduleIds) {
      const routeFile = ROUTE_COMPONENT.exec(id)?.[1]
      if (routeFile) found[routeFile] = chunk.fileName
    }
  return found
}

/** Writes ROUTE_CHUNKS_FILE (src/shared/route-chunks.ts says who reads it and why). */
export function routeChunksFile(): Plugin {
  return {
    name: 'jobs-zw:route-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []))
      const found = findRouteChunks(chunks)
      if (Object.keys(found).length === 0)
        this.error('route chunks: no route component was split; did the router plugin change?')
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_CHUNKS_FILE.slice(1),
        source: `${JSON.stringify(found, null, 2)}\n`,
      })
    },
  }
}
