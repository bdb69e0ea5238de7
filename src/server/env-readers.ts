/**
 * One valibot schema per kind of setting, for the table in settings-table.ts. Each reads the text
 * of an environment variable, already trimmed by loadEnv, undefined when unset or blank, and
 * yields the typed value. A default is given as the text an operator would write: it is read by
 * the same checks as the variable (so a wrong default fails every test that loads settings),
 * and README shows it as it is (`v.getDefault`). Messages leave out the variable's name, since the
 * same reader serves many variables; loadEnv puts the name in front.
 */
import path from 'node:path'

import { Cron } from 'croner'
import * as v from 'valibot'

import { isValidTimeZone } from '#shared/time-zone.ts'

import { parseTrustProxy, type TrustProxy } from './http/trust-proxy.ts'
import { parsePushServiceHosts } from './push/push-endpoint-rule.ts'

/** The variable's text, or `fallback` when it is unset (undefined: it may stay unset). */
const setting = <const TFallback extends string | undefined>(fallback: TFallback) =>
  v.optional(v.string(), fallback)

/** The text, or the fallback when it is unset (null for a setting that may stay unset). */
export function text<const TFallback extends string | null>(fallback: TFallback) {
  return v.pipe(
    setting(fallback ?? undefined),
    v.transform((value): string | TFallback => value ?? fallback),
  )
}

/** A path, made absolute against the working directory so a later chdir cannot move it. */
export function filePath(fallback: string) {
  return v.pipe(
    setting(fallback),
    v.transform((value) => path.resolve(value)),
  )
}

export function int(fallback: number, min: number, max: number) {
  return v.pipe(
    setting(String(fallback)),
    v.check(
      (value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max,
      (issue) => `must be a whole number from ${min} to ${max}, got "${issue.input}"`,
    ),
    v.transform(Number),
  )
}

const TRUE = ['1', 'true', 'yes', 'on']
const FALSE = ['0', 'false', 'no', 'off']

/** One of a few words, in any case (LOG_LEVEL=Info). */
export function oneOf<const TValue extends string>(values: readonly TValue[], fallback: TValue) {
  return v.pipe(
    setting(fallback),
    v.toLowerCase(),
    v.picklist(values, (issue) => `must be one of ${values.join(', ')}, got "${issue.input}"`),
  )
}

export function bool(fallback: boolean) {
  return v.pipe(
    setting(fallback ? '1' : '0'),
    v.toLowerCase(),
    v.check(
      (value) => TRUE.includes(value) || FALSE.includes(value),
      (issue) => `must be 1 or 0 (or true/false), got "${issue.input}"`,
    ),
    v.transform((value) => TRUE.includes(value)),
  )
}

/** The URL checks; values that `skip` accepts (a local path) are not URLs. */
function urlChecks(protocols: readonly string[], skip: (value: string) => boolean = () => false) {
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
    v.optional(v.pipe(v.string(), ...urlChecks(protocols)), fallback ?? undefined),
    v.transform((value): string | TFallback => value ?? fallback),
  )
}

/** A site's origin ("https://jobs.example.co.zw"), from any http(s) URL on it. */
export function origin() {
  return v.pipe(
    url(['http:', 'https:'], null),
    v.transform((value) => (value === null ? null : new URL(value).origin)),
  )
}

/** Where the app posts a form: a path on this server ("/api/contact") or an https URL. */
export function endpoint(fallback: string) {
  const isLocalPath = (value: string) => value.startsWith('/') && !value.startsWith('//')
  return v.pipe(setting(fallback), ...urlChecks(['https:'], isLocalPath))
}

const RATE_LIMIT = /^(\d{1,6})\/(\d{1,5})$/

/** "COUNT/MINUTES", e.g. "5/10": five per client address every ten minutes. */
export function rateLimit(fallback: string) {
  return v.pipe(
    setting(fallback),
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
    setting(fallback),
    v.check(
      (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
      (issue) => `"${issue.input}" is not an email address`,
    ),
  )
}

/** The sender of alert emails: "alerts@host" or "Name <alerts@host>", on one line. */
const MAILBOX =
  /^(?:[^<>\r\n]*<[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>".]+>|[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>".]+)$/

export function mailbox(fallback: string) {
  return v.pipe(
    setting(fallback),
    v.check(
      (value) => MAILBOX.test(value),
      (issue) => `must be an address or "Name <address>", got "${issue.input}"`,
    ),
  )
}

/** A shared secret a client sends; unset: null (the feature it guards is off). */
export function token(minLength: number) {
  return v.pipe(
    text(null),
    v.check(
      (value) => value === null || value.length >= minLength,
      `must be at least ${minLength} characters (a guessable token opens the metrics to anyone)`,
    ),
  )
}

export function timeZone(fallback: string) {
  return v.pipe(
    setting(fallback),
    v.check(
      isValidTimeZone,
      (issue) => `"${issue.input}" is not an IANA time zone such as Africa/Harare`,
    ),
  )
}

/** A cron expression, checked by the scheduler that will run it; "off" for no schedule. */
export function cron(fallback: string) {
  return v.pipe(
    setting(fallback),
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

/** Our proxies in front of the server (see parseTrustProxy); "0": none. */
export function trustProxy() {
  return v.pipe(
    setting('0'),
    v.rawTransform<string, TrustProxy>(({ dataset, addIssue, NEVER }) => {
      const parsed = parseTrustProxy(dataset.value)
      if (!('error' in parsed)) return parsed
      addIssue({ message: parsed.error })
      return NEVER
    }),
  )
}

/** A comma-separated list of host names or addresses, compared in lower case; unset: none. */
export function hostList() {
  return v.pipe(
    setting(''),
    v.transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  )
}

/** The push services' hosts (parsePushServiceHosts), comma-separated. */
export function pushServiceHosts(fallback: readonly string[]) {
  return v.pipe(
    setting(fallback.join(',')),
    v.rawTransform<string, readonly string[]>(({ dataset, addIssue, NEVER }) => {
      const parsed = parsePushServiceHosts(dataset.value)
      if (!('error' in parsed)) return parsed.hosts
      addIssue({ message: parsed.error })
      return NEVER
    }),
  )
}
