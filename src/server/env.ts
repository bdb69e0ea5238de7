/**
 * The only module that reads process.env. Every setting is parsed and checked here, once, so a
 * typo in configuration stops the process with a message instead of misbehaving later.
 */
import path from 'node:path'

import { DEFAULT_SITE_TIME_ZONE } from '#shared/deadline.ts'
import { isValidTimeZone } from '#shared/time-zone.ts'

import { StartupError } from './startup-error.ts'

export interface Env {
  port: number
  host: string
  /** PostgreSQL connection string; when absent the embedded PGlite in dataDir is used */
  databaseUrl: string | null
  dataDir: string
  siteTimeZone: string
  /** load demo jobs into an empty database on start */
  demoData: boolean
  /** how often API processes look for data written by other processes */
  dataVersionPollMs: number
  /** where the built app lives */
  clientDir: string
  /** public origin used in absolute links (share links, canonical URLs) */
  publicOrigin: string | null
  /** largest request body accepted, in bytes */
  bodyLimitBytes: number
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
    siteTimeZone,
    demoData: readBool(source, 'DEMO_DATA', true),
    dataVersionPollMs: readInt(source, 'DATA_VERSION_POLL_MS', 2000, 100, 3_600_000),
    clientDir: path.resolve(source.CLIENT_DIR?.trim() || './dist/client'),
    publicOrigin: publicOrigin ? new URL(publicOrigin).origin : null,
    bodyLimitBytes: readInt(source, 'BODY_LIMIT_BYTES', 64 * 1024, 1024, 10 * 1024 * 1024),
  }
}
