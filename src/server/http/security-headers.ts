import { createHash } from 'node:crypto'

import type { MiddlewareHandler } from 'hono'

import { BOOT_SCRIPT } from '#shared/boot-script.ts'

import type { AppEnv } from './app-env.ts'

export interface SecurityOptions {
  /** origins the bot check loads from (Cloudflare Turnstile) */
  challengeOrigins: string[]
  /** external form services the app posts to, if any */
  formOrigins?: string[]
}

const BOOT_SCRIPT_HASH = createHash('sha256').update(BOOT_SCRIPT).digest('base64')

export function buildContentSecurityPolicy({
  challengeOrigins,
  formOrigins = [],
}: SecurityOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // index.html's one inline script, by its hash (src/shared/boot-script.ts)
    'script-src': ["'self'", `'sha256-${BOOT_SCRIPT_HASH}'`, ...challengeOrigins],
    'frame-src': challengeOrigins.length > 0 ? challengeOrigins : ["'none'"],
    'connect-src': ["'self'", ...formOrigins],
    'img-src': ["'self'", 'data:'],
    // The toaster and React inject small style elements at runtime.
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

/**
 * CSP allowing exactly what the app needs; nosniff, a strict referrer policy, never framed.
 * HSTS belongs to the TLS terminator (plain-http local installs must keep working).
 *
 * The headers are built once. Hot handlers (sendEncoded) copy them into their response's plain
 * header object, the cheapest path through @hono/node-server; every other response gets them
 * here after the handler has run.
 */
export function securityHeaders(options: SecurityOptions): MiddlewareHandler<AppEnv> {
  const headers: Readonly<Record<string, string>> = Object.freeze({
    'Content-Security-Policy': buildContentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  })
  // Scripts, styles, the manifest and the PNG icons are not documents: policies about framing,
  // opener, referrer and features do nothing on them, and a first visit fetches ~30 of them over
  // connections without header compression. They keep what applies to them.
  const assetHeaders: Readonly<Record<string, string>> = Object.freeze({
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'same-origin',
  })
  return async (c, next) => {
    const chosen = isNeverADocument(c.req.path) ? assetHeaders : headers
    c.set('securityHeaders', chosen)
    await next()
    if (c.get('securityHeadersApplied')) return
    for (const [name, value] of Object.entries(chosen)) c.res.headers.set(name, value)
  }
}

/**
 * Paths a browser never shows as a page: the built scripts and styles, the manifest, the PNG
 * icons. Not an SVG (one opened on its own is a document that could run script) nor HTML.
 */
export function isNeverADocument(urlPath: string): boolean {
  return urlPath.startsWith('/assets/') || /^\/[\w-]+\.(png|webmanifest)$/.test(urlPath)
}
