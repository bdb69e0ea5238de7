/**
 * The only module that reads process.env. Every setting is parsed and checked here, once, so a
 * typo in configuration stops the process with a message instead of misbehaving later.
 */
import path from 'node:path'

import { Cron } from 'croner'

import { DEFAULT_SITE_TIME_ZONE } from '#shared/deadline.ts'
import { isValidTimeZone } from '#shared/time-zone.ts'

import { parseTrustProxy, type TrustProxy } from './http/trust-proxy.ts'
import { StartupError } from './startup-error.ts'

export interface Env {
  port: number
  host: string
  /** PostgreSQL connection string; when absent the embedded PGlite in dataDir is used */
  databaseUrl: string | null
  dataDir: string
  /** bound on one statement, or on a wait for the database, before a request answers 503 */
  databaseTimeoutMs: number
  siteTimeZone: string
  /** load demo jobs into an empty database on start */
  demoData: boolean
  /** how often API processes look for data written by other processes */
  dataVersionPollMs: number
  /** where the built app lives */
  clientDir: string
  /** where the server-render bundle lives; null: the browser renders every page itself */
  ssrDir: string | null
  /** public origin used in absolute links (share links, canonical URLs) */
  publicOrigin: string | null
  /** how long a stopping server waits for requests in flight before cutting them */
  shutdownTimeoutMs: number
  /** largest request body accepted, in bytes */
  bodyLimitBytes: number
  /** Cloudflare Turnstile; forms are not bot-checked when the secret is unset */
  turnstile: {
    siteKey: string | null
    secretKey: string | null
    scriptUrl: string
    verifyUrl: string
  }
  /** where the app posts its forms (our own server unless a form service is configured) */
  contactEndpoint: string
  newsletterEndpoint: string
  /** the address the contact page and its error message offer */
  supportEmail: string
  /** our proxies in front of the server, whose X-Forwarded-For entries are believed */
  trustProxy: TrustProxy
  /** form submissions allowed per client address */
  formLimits: {
    contact: { max: number; windowMs: number }
    newsletter: { max: number; windowMs: number }
    report: { max: number; windowMs: number }
  }
  ingest: IngestEnv
}

export interface IngestEnv {
  /** JSON array of sources (src/server/ingest/sources-config.ts); missing file = no sources */
  sourcesFile: string
  /** cron expression for the in-process schedule; null when INGEST_SCHEDULE=off */
  schedule: string | null
  /** hosts or IPs the SSRF guard lets through (tests on 127.0.0.1) */
  allowHosts: string[]
  /** keep the demo jobs after real sources have been ingested */
  keepDemoJobs: boolean
  userAgent: string
  /** largest response accepted from a source, after decompression */
  maxBytes: number
  /** sources fetched at once (requests to one host stay one at a time) */
  concurrency: number
}

type Source = Record<string, string | undefined>

export class EnvError extends StartupError {
  override name = 'EnvError'
}

function readInt(source: Source, name: string, fallback: number, min: number, max: number): number {
  const raw = source[name]?.trim()
  if (raw === undefined || raw === '') return fallback
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new EnvError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`)
  }
  return Number(raw)
}

function readBool(source: Source, name: string, fallback: boolean): boolean {
  const raw = source[name]?.trim().toLowerCase()
  if (raw === undefined || raw === '') return fallback
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true
  if (['0', 'false', 'no', 'off'].includes(raw)) return false
  throw new EnvError(`${name} must be 1 or 0 (or true/false), got "${raw}"`)
}

function readUrl(source: Source, name: string, protocols: string[]): string | null {
  const raw = source[name]?.trim()
  if (!raw) return null
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new EnvError(`${name} is not a valid URL`)
  }
  if (!protocols.includes(url.protocol)) {
    throw new EnvError(`${name} must start with ${protocols.join(' or ')}`)
  }
  return raw
}

function readTurnstile(source: Source): Env['turnstile'] {
  const siteKey = source.TURNSTILE_SITE_KEY?.trim() || null
  const secretKey = source.TURNSTILE_SECRET_KEY?.trim() || null
  if (Boolean(siteKey) !== Boolean(secretKey)) {
    throw new EnvError(
      'TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY must be set together (or neither)',
    )
  }
  return {
    siteKey,
    secretKey,
    scriptUrl:
      readUrl(source, 'TURNSTILE_SCRIPT_URL', ['https:', 'http:']) ??
      'https://challenges.cloudflare.com/turnstile/v0/api.js',
    verifyUrl:
      readUrl(source, 'TURNSTILE_VERIFY_URL', ['https:', 'http:']) ??
      'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  }
}

/** A path on this server ("/api/contact") or an absolute https URL of a form service. */
function readEndpoint(source: Source, name: string, fallback: string): string {
  const raw = source[name]?.trim()
  if (!raw) return fallback
  if (raw.startsWith('/') && !raw.startsWith('//')) return raw
  return readUrl(source, name, ['https:']) ?? fallback
}

/** "COUNT/MINUTES", e.g. "5/10": five per client address every ten minutes. */
function readRateLimit(source: Source, name: string, fallback: string) {
  const raw = source[name]?.trim() || fallback
  const match = /^(\d{1,6})\/(\d{1,5})$/.exec(raw)
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
    throw new EnvError(`${name} must look like COUNT/MINUTES, e.g. "5/10", got "${raw}"`)
  }
  return { max: Number(match[1]), windowMs: Number(match[2]) * 60_000 }
}

function readSupportEmail(source: Source): string {
  const raw = source.SUPPORT_EMAIL?.trim() || 'support@jobszw.co.zw'
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw))
    throw new EnvError(`SUPPORT_EMAIL "${raw}" is not an email address`)
  return raw
}

function readTrustProxy(source: Source): TrustProxy {
  const parsed = parseTrustProxy(source.TRUST_PROXY ?? '')
  if ('error' in parsed) throw new EnvError(`TRUST_PROXY ${parsed.error}`)
  return parsed
}

function readSchedule(source: Source): string | null {
  const raw = source.INGEST_SCHEDULE?.trim() || '0 * * * *'
  if (raw.toLowerCase() === 'off') return null
  try {
    new Cron(raw, { paused: true }).stop()
  } catch (error) {
    throw new EnvError(
      `INGEST_SCHEDULE must be a cron expression such as "0 * * * *" (hourly) or "off": ${(error as Error).message}`,
    )
  }
  return raw
}

function readIngest(source: Source, publicOrigin: string | null): IngestEnv {
  const contact = publicOrigin ? `+${publicOrigin}` : '+https://jobszw.co.zw'
  return {
    sourcesFile: path.resolve(source.SOURCES_FILE?.trim() || './sources.json'),
    schedule: readSchedule(source),
    allowHosts: (source.INGEST_ALLOW_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    keepDemoJobs: readBool(source, 'KEEP_DEMO_JOBS', false),
    userAgent: source.INGEST_USER_AGENT?.trim() || `JobsZW-Ingester/1.0 (${contact})`,
    maxBytes: readInt(source, 'INGEST_MAX_BYTES', 10 * 1024 * 1024, 64 * 1024, 200 * 1024 * 1024),
    concurrency: readInt(source, 'INGEST_CONCURRENCY', 4, 1, 64),
  }
}

export function loadEnv(source: Source = process.env): Env {
  const siteTimeZone = source.SITE_TIMEZONE?.trim() || DEFAULT_SITE_TIME_ZONE
  if (!isValidTimeZone(siteTimeZone)) {
    throw new EnvError(
      `SITE_TIMEZONE "${siteTimeZone}" is not an IANA time zone such as Africa/Harare`,
    )
  }
  const publicOrigin = readUrl(source, 'PUBLIC_ORIGIN', ['http:', 'https:'])
  return {
    port: readInt(source, 'PORT', 8080, 0, 65_535),
    host: source.HOST?.trim() || '0.0.0.0',
    databaseUrl: readUrl(source, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir: path.resolve(source.DATA_DIR?.trim() || './data'),
    databaseTimeoutMs: readInt(source, 'DATABASE_TIMEOUT_MS', 5000, 100, 600_000),
    siteTimeZone,
    demoData: readBool(source, 'DEMO_DATA', true),
    dataVersionPollMs: readInt(source, 'DATA_VERSION_POLL_MS', 2000, 100, 3_600_000),
    clientDir: path.resolve(source.CLIENT_DIR?.trim() || './dist/client'),
    ssrDir: readBool(source, 'SERVER_RENDER', true)
      ? path.resolve(source.SSR_DIR?.trim() || './dist/ssr')
      : null,
    publicOrigin: publicOrigin ? new URL(publicOrigin).origin : null,
    shutdownTimeoutMs: readInt(source, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    bodyLimitBytes: readInt(source, 'BODY_LIMIT_BYTES', 64 * 1024, 1024, 10 * 1024 * 1024),
    turnstile: readTurnstile(source),
    contactEndpoint: readEndpoint(source, 'CONTACT_ENDPOINT', '/api/contact'),
    newsletterEndpoint: readEndpoint(source, 'NEWSLETTER_ENDPOINT', '/api/newsletter'),
    supportEmail: readSupportEmail(source),
    trustProxy: readTrustProxy(source),
    formLimits: {
      contact: readRateLimit(source, 'CONTACT_RATE_LIMIT', '5/10'),
      newsletter: readRateLimit(source, 'NEWSLETTER_RATE_LIMIT', '10/60'),
      report: readRateLimit(source, 'REPORT_RATE_LIMIT', '5/60'),
    },
    ingest: readIngest(source, publicOrigin ? new URL(publicOrigin).origin : null),
  }
}
