/**
 * One valibot schema per kind of setting, for the table in env.ts. Each reads the raw text of an
 * environment variable (unset and blank mean the same: the default) and yields the typed value.
 * Messages leave out the variable's name, since the same reader serves many variables; env.ts
 * puts the name in front.
 */
import path from 'node:path'

import { Cron } from 'croner'
import * as v from 'valibot'

import { isValidTimeZone } from '#shared/time-zone.ts'

import { parseTrustProxy, type TrustProxy } from './http/trust-proxy.ts'
import { parsePushServiceHosts } from './push/push-endpoint-rule.ts'

/** The variable's text, trimmed; "" when unset. */
const setting = () => v.pipe(v.optional(v.string(), ''), v.trim())

/** The text, or the fallback when it is unset (null for a setting that may stay unset). */
export function text<const TFallback extends string | null>(fallback: TFallback) {
  return v.pipe(
    setting(),
    v.transform((value): string | TFallback => value || fallback),
  )
}

/** A path, made absolute against the working directory so a later chdir cannot move it. */
export function filePath(fallback: string) {
  return v.pipe(
    setting(),
    v.transform((value) => path.resolve(value || fallback)),
  )
}

export function int(fallback: number, min: number, max: number) {
  return v.pipe(
    setting(),
    v.check(
      (value) =>
        value === '' || (/^\d+$/.test(value) && Number(value) >= min && Number(value) <= max),
      (issue) => `must be a whole number from ${min} to ${max}, got "${issue.input}"`,
    ),
    v.transform((value) => (value === '' ? fallback : Number(value))),
  )
}

const TRUE = ['1', 'true', 'yes', 'on']
const FALSE = ['0', 'false', 'no', 'off']

/** One of a few words, in any case (LOG_LEVEL=Info); the fallback when unset. */
export function oneOf<const TValue extends string>(values: readonly TValue[], fallback: TValue) {
  return v.pipe(
    setting(),
    v.toLowerCase(),
    v.check(
      (value) => value === '' || (values as readonly string[]).includes(value),
      (issue) => `must be one of ${values.join(', ')}, got "${issue.input}"`,
    ),
    v.transform((value) => (value === '' ? fallback : (value as TValue))),
  )
}

export function bool(fallback: boolean) {
  return v.pipe(
    setting(),
    v.toLowerCase(),
    v.check(
      (value) => value === '' || TRUE.includes(value) || FALSE.includes(value),
      (issue) => `must be 1 or 0 (or true/false), got "${issue.input}"`,
    ),
    v.transform((value) => (value === '' ? fallback : TRUE.includes(value))),
  )
}

/** The URL checks; values that `skip` accepts (the unset value, a local path) are not URLs. */
function urlChecks(protocols: readonly string[], skip: (value: string) => boolean) {
  return [
    v.check<string, string>((value) => skip(value) || URL.canParse(value), 'is not a valid URL'),
    v.check<string, string>(
      (value) => skip(value) || protocols.includes(new URL(value).protocol),
      `must start with ${protocols.join(' or ')}`,
    ),
  ] as const
}

/** An absolute URL with one of the protocols (e.g. "https:"), kept as written. */
export function url<const TFallback extends string | null>(
  protocols: readonly string[],
  fallback: TFallback,
) {
  return v.pipe(
    setting(),
    ...urlChecks(protocols, (value) => value === ''),
    v.transform((value): string | TFallback => value || fallback),
  )
}

/** Where the app posts a form: a path on this server ("/api/contact") or an https URL. */
export function endpoint(fallback: string) {
  const isLocalPath = (value: string) => value.startsWith('/') && !value.startsWith('//')
  return v.pipe(
    setting(),
    ...urlChecks(['https:'], (value) => value === '' || isLocalPath(value)),
    v.transform((value) => value || fallback),
  )
}

const RATE_LIMIT = /^(\d{1,6})\/(\d{1,5})$/

/** "COUNT/MINUTES", e.g. "5/10": five per client address every ten minutes. */
export function rateLimit(fallback: string) {
  return v.pipe(
    setting(),
    v.transform((value) => value || fallback),
    v.rawTransform<string, { max: number; windowMs: number }>(({ dataset, addIssue, NEVER }) => {
      const [, count, minutes] = RATE_LIMIT.exec(dataset.value) ?? []
      if (Number(count) >= 1 && Number(minutes) >= 1)
        return { max: Number(count), windowMs: Number(minutes) * 60_000 }
      addIssue({ message: `must look like COUNT/MINUTES, e.g. "5/10", got "${dataset.value}"` })
      return NEVER
    }),
  )
}

/** An address people can write to; deliverability is the mail server's business. */
export function email(fallback: string) {
  return v.pipe(
    text(fallback),
    v.check(
      (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
      (issue) => `"${issue.input}" is not an email address`,
    ),
  )
}

export function timeZone(fallback: string) {
  return v.pipe(
    text(fallback),
    v.check(
      isValidTimeZone,
      (issue) => `"${issue.input}" is not an IANA time zone such as Africa/Harare`,
    ),
  )
}

/** A cron expression, checked by the scheduler that will run it; "off" for no schedule. */
export function cron(fallback: string) {
  return v.pipe(
    text(fallback),
    v.rawTransform<string, string | null>(({ dataset, addIssue, NEVER }) => {
      if (dataset.value.toLowerCase() === 'off') return null
      try {
        new Cron(dataset.value, { paused: true }).stop()
        return dataset.value
      } catch (error) {
        addIssue({
          message: `must be a cron expression such as "0 * * * *" (hourly) or "off": ${(error as Error).message}`,
        })
        return NEVER
      }
    }),
  )
}

/** Our proxies in front of the server (see parseTrustProxy); unset: none. */
export function trustProxy() {
  return v.pipe(
    setting(),
    v.rawTransform<string, TrustProxy>(({ dataset, addIssue, NEVER }) => {
      const parsed = parseTrustProxy(dataset.value)
      if (!('error' in parsed)) return parsed
      addIssue({ message: parsed.error })
      return NEVER
    }),
  )
}

/** A comma-separated list of host names or addresses, compared in lower case. */
export function hostList() {
  return v.pipe(
    setting(),
    v.transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  )
}

/** The push services' hosts (parsePushServiceHosts); unset: the fallback. */
export function pushServiceHosts(fallback: readonly string[]) {
  return v.pipe(
    setting(),
    v.rawTransform<string, readonly string[]>(({ dataset, addIssue, NEVER }) => {
      if (dataset.value === '') return fallback
      const parsed = parsePushServiceHosts(dataset.value)
      if (!('error' in parsed)) return parsed.hosts
      addIssue({ message: parsed.error })
      return NEVER
    }),
  )
}
