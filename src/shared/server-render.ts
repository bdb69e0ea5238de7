/**
 * The contract between the server and the app's server-render bundle (dist/ssr/entry-server.js,
 * built from src/client/entry-server.tsx): the server renders a page's first paint, and the
 * browser takes over from it (docs/decisions/009-server-rendered-first-paint.md).
 */

/** The script element that carries the server's query cache to the browser. */
export const SERVER_STATE_ELEMENT_ID = 'server-state'

/** The root element's attribute that carries ServerRenderedApp.renderedAt to the browser. */
export const RENDERED_AT_ATTRIBUTE = 'data-rendered-at'

/** What a rendered page gives the server to put into index.html. */
export interface ServerRenderedApp {
  /** the markup that goes inside <div id="root"> */
  html: string
  /** the query cache as JSON, safe to place inside a <script> element */
  stateJson: string
  /** the instant the page's countdowns were drawn at (ms), which the browser hydrates them from */
  renderedAt: number
  /** 404 when the router found no page; 410 for a job the site's team removed */
  status: 200 | 404 | 410
  /** the route files the page is made of (src/client/routes/*.tsx), for its CSS and chunks */
  routeFiles: string[]
}

/** Maps a route id to its file in src/client/routes ('/blog/' → 'blog.index.tsx'). */
export function getRouteFile(routeId: string): string {
  if (routeId === '__root__') return '__root.tsx'
  let path = routeId.replace(/^\//, '')
  if (path === '') return 'index.tsx'
  if (path.endsWith('/')) path += 'index'
  return `${path.replaceAll('/', '.')}.tsx`
}

/** JSON that cannot end the <script> element it sits in, nor start a comment or CDATA. */
export function toScriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
