/**
 * Renders pages' first paint on the server with the app's own server-render bundle
 * (src/client/entry-server.tsx, built into dist/ssr). Never in the way: a missing bundle, a
 * failure, a slow render or too many renders at once all send the plain app shell, which the
 * browser renders itself as before.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { FIRST_STYLESHEET_INFO } from '#shared/first-stylesheet.ts'
import { parseRouteChunks, ROUTE_CHUNKS_FILE } from '#shared/route-chunks.ts'
import type { ServerRenderedApp } from '#shared/server-render.ts'

import type { StaticFileSource } from '../http/static-files.ts'
import { linkFirstStylesheet, parseFirstStylesheet } from './first-stylesheet.ts'
import { injectRenderedApp } from './inject-app.ts'
import { inlineStylesheets } from './inline-stylesheets.ts'
import { getPageAssets, parseClientManifest } from './page-assets.ts'
import { logger } from '../observability/logger.ts'

export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>

export interface RenderModule {
  renderApp(
    url: string,
    options: { fetchApi: ApiFetch; signal: AbortSignal; origin: string },
  ): Promise<ServerRenderedApp>
}

export interface RenderedHtml {
  html: string
  status: 200 | 404 | 410
}

const MANIFEST_PATH = '/.vite/manifest.json'

/** dist/ssr/entry-server.js when the build made it; null (with a warning) otherwise. */
export async function loadRenderModule(ssrDir: string): Promise<RenderModule | null> {
  const entry = path.join(ssrDir, 'entry-server.js')
  if (!existsSync(entry)) {
    logger.warn({ ssrDir }, 'No server-render bundle: pages are rendered in the browser only')
    return null
  }
  // React picks its build from NODE_ENV when first loaded, and the bundle is its only user on
  // the server: unless told otherwise, that is the production build (several times faster).
  // eslint-disable-next-line no-restricted-properties -- React's own switch, not our config
  process.env.NODE_ENV ??= 'production'
  const loaded: unknown = await import(pathToFileURL(entry).href)
  const renderApp = (loaded as Partial<RenderModule>).renderApp
  if (typeof renderApp !== 'function') throw new Error(`${entry} does not export renderApp`)
  return { renderApp }
}

export class ServerRenderer {
  private inFlight = 0
  private readonly buildFiles = new Map<string, { etag: string; data: unknown }>()

  constructor(
    private readonly options: {
      module: RenderModule
      staticFiles: StaticFileSource
      fetchApi: ApiFetch
      /** the longest a render may take before the shell is sent instead */
      timeoutMs?: number
      /** renders at once; more requests get the shell (CPU is shared with the API) */
      maxConcurrent?: number
    },
  ) {}

  /** `baseHtml` (index.html, with the page's head tags) with the page rendered into it. */
  async render(url: string, origin: string, baseHtml: string): Promise<RenderedHtml | null> {
    const { module, fetchApi, timeoutMs = 2000, maxConcurrent = 8 } = this.options
    const manifest = this.readBuildFile(MANIFEST_PATH, parseClientManifest)
    if (!manifest || this.inFlight >= maxConcurrent) return null
    this.inFlight++
    const controller = new AbortController()
    // The bundle is told to stop, and is not waited for whether or not it listens.
    let timer: ReturnType<typeof setTimeout> | undefined
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new Error(`Server render took longer than ${timeoutMs} ms`)
        controller.abort(error)
        reject(error)
      }, timeoutMs)
    })
    try {
      const app = await Promise.race([
        module.renderApp(url, { fetchApi, origin, signal: controller.signal }),
        timedOut,
      ])
      const routeChunks = this.readBuildFile(ROUTE_CHUNKS_FILE, parseRouteChunks) ?? {}
      const assets = getPageAssets(manifest, app.routeFiles, routeChunks)
      const rendered = injectRenderedApp(baseHtml, app, assets)
      if (rendered === null) return null
      const styles = this.readBuildFile(FIRST_STYLESHEET_INFO, parseFirstStylesheet)
      const html = styles ? linkFirstStylesheet(rendered, styles) : rendered
      return { html: inlineStylesheets(html, this.readStylesheet), status: app.status }
    } catch (error) {
      // The path only: a query string can hold what a reader typed.
      logger.warn(
        { path: url.split('?')[0], err: error },
        'Server render failed; sending the app shell',
      )
      return null
    } finally {
      clearTimeout(timer)
      this.inFlight--
    }
  }

  private readonly readStylesheet = (href: string): string | null => {
    const file = href.startsWith('/') ? this.options.staticFiles.get(href) : undefined
    return file?.body.contentType.startsWith('text/css') ? file.body.body.toString('utf8') : null
  }

  /** A file the build wrote, parsed once per version of it. */
  private readBuildFile<T>(file: string, parse: (text: string) => T | null): T | null {
    const found = this.options.staticFiles.get(file)
    if (!found) return null
    let read = this.buildFiles.get(file)
    if (read?.etag !== found.body.etag) {
      read = { etag: found.body.etag, data: parse(found.body.body.toString('utf8')) }
      this.buildFiles.set(file, read)
    }
    return read.data as T | null
  }
}
