/**
 * Which chunk holds each route's page component, as the build found it
 * (scripts/vite-route-chunks.ts): the server names a page's chunks on it so that the browser
 * fetches them with the app (src/server/render/page-assets.ts). Vite's own manifest knows a
 * route only while its component is a chunk of its own; most share one with related pages.
 */
export const ROUTE_CHUNKS_FILE = '/.vite/route-chunks.json'

/** A route file's name in src/client/routes ('blog.$id.tsx') -> its chunk ('assets/blog-Ab12.js'). */
export type RouteChunks = Record<string, string>

export function parseRouteChunks(text: string): RouteChunks | null {
  try {
    const data: unknown = JSON.parse(text)
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return null
    const entries = Object.entries(data as Record<string, unknown>)
    return entries.every(([, file]) => typeof file === 'string') ? (data as RouteChunks) : null
  } catch {
    return null
  }
}
