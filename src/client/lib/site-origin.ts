/**
 * The site's origin for links a page shows (share links). The browser knows it; a server render
 * is told it (entry-server.tsx), every page of one server having the same.
 */
let serverOrigin = ''

export function setServerOrigin(origin: string): void {
  serverOrigin = origin
}

export function getSiteOrigin(): string {
  return typeof location === 'undefined' ? serverOrigin : location.origin
}
