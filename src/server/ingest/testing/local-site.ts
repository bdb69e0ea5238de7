/**
 * A web site on 127.0.0.1 for tests that fetch through the real guarded fetcher: routes by path,
 * a robots.txt, and a record of every path asked (robots.txt included), in order.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { createSafeFetcher, type SafeFetcherOptions } from '../fetch/safe-fetch.ts'
import type { Fetcher } from '../ingest-types.ts'

export type Route = (request: IncomingMessage, response: ServerResponse) => void

export interface LocalSite {
  origin: string
  /** handlers by path name (the query string is ignored) */
  routes: Map<string, Route>
  /** every path asked, with its query string */
  requested: string[]
  robots: string
  close(): Promise<void>
}

export function respond(body: string, type = 'text/html; charset=utf-8', status = 200): Route {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': type })
    response.end(body)
  }
}

export async function startLocalSite(): Promise<LocalSite> {
  const site: LocalSite = {
    origin: '',
    routes: new Map(),
    requested: [],
    robots: 'User-agent: *\nDisallow:\n',
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://local')
    site.requested.push(`${url.pathname}${url.search}`)
    if (url.pathname === '/robots.txt') return respond(site.robots, 'text/plain')(request, response)
    const route = site.routes.get(url.pathname)
    if (route) route(request, response)
    else respond('not found', 'text/plain', 404)(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  site.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return site
}

/** The guarded fetcher as a run uses it, allowed to reach the local sites tests start. */
export function localSiteFetcher(options: Partial<SafeFetcherOptions> = {}): Fetcher {
  return createSafeFetcher({
    userAgent: 'JobsZW-Test/1.0',
    allowHosts: ['127.0.0.1'],
    hostDelayMs: 0,
    ...options,
  })
}
