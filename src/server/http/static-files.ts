/**
 * Serves the built app from memory. Files are read once at start with the .br/.gz twins that the
 * build wrote, so a request costs no disk read and no compression. Hashed assets are immutable;
 * index.html is revalidated every time so a new release is picked up at once.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { EncodedBody } from './encoded-body.ts'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}

/**
 * Files the browser saves rather than shows (the CV templates' Word files, built with their
 * names: JobsZW-CV-Template-Entry-Level.docx), named as they are on disk.
 */
const DOWNLOADS = new Set(['.docx'])

export interface StaticFile {
  body: EncodedBody
  cacheControl: string
  /** more response headers: Content-Disposition for a file that is a download */
  headers?: Record<string, string>
}

/** What the app needs of the built files (the browser tests swap releases behind it). */
export interface StaticFileSource {
  readonly isBuilt: boolean
  get(urlPath: string): StaticFile | undefined
  readonly indexHtml: StaticFile | undefined
}

export class StaticFiles implements StaticFileSource {
  private readonly files = new Map<string, StaticFile>()

  constructor(readonly root: string) {
    if (existsSync(root)) this.load(root)
  }

  get isBuilt(): boolean {
    return this.files.has('/index.html')
  }

  get(urlPath: string): StaticFile | undefined {
    return this.files.get(urlPath)
  }

  get indexHtml(): StaticFile | undefined {
    return this.files.get('/index.html')
  }

  private load(dir: string) {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name)
      if (statSync(file).isDirectory()) {
        this.load(file)
        continue
      }
      const ext = path.extname(name)
      if (ext === '.br' || ext === '.gz') continue
      const urlPath = '/' + path.relative(this.root, file).split(path.sep).join('/')
      const body = new EncodedBody(
        readFileSync(file),
        CONTENT_TYPES[ext] ?? 'application/octet-stream',
      )
      for (const [suffix, encoding] of [
        ['.br', 'br'],
        ['.gz', 'gzip'],
      ] as const) {
        if (existsSync(file + suffix)) body.preset(encoding, readFileSync(file + suffix))
      }
      this.files.set(urlPath, {
        body,
        cacheControl: getCacheControl(urlPath),
        ...(DOWNLOADS.has(ext) && {
          headers: { 'Content-Disposition': `attachment; filename="${name}"` },
        }),
      })
    }
  }
}

function getCacheControl(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  if (urlPath === '/index.html' || urlPath === '/sw.js' || urlPath.endsWith('.webmanifest')) {
    return 'no-cache'
  }
  return 'public, max-age=3600'
}
