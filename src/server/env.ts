/**
 * The only module that reads process.env. Every setting is read and checked here, once, so a
 * typo in configuration stops the process with a message instead of misbehaving later. What the
 * settings are, and how each is read, is the table in settings-table.ts; `Env` is inferred from
 * it. This module adds what no single setting can say: the rules between settings and the
 * defaults made of other settings.
 */
import * as v from 'valibot'

import { mapSettings, type SettingValues } from './setting.ts'
import { settings } from './settings-table.ts'
import { StartupError } from './startup-error.ts'

export class EnvError extends StartupError {
  override name = 'EnvError'
}

type Source = Record<string, string | undefined>
type Read = SettingValues<typeof settings>

/** Rules between settings, each with the message that names the variables it concerns. */
const RULES: [holds: (read: Read) => boolean, message: string][] = [
  // Half a bot check would either refuse every form or check nothing while seeming to.
  [
    ({ turnstile }) => (turnstile.siteKey === null) === (turnstile.secretKey === null),
    'TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY must be set together (or neither)',
  ],
  // Alert emails land in inboxes far from any request: their links need the site's address.
  [
    ({ mail, publicOrigin }) => mail.smtpUrl === null || publicOrigin !== null,
    'SMTP_URL needs PUBLIC_ORIGIN: the links in alert emails point at the site by it',
  ],
]

/** Defaults made of another setting's value. */
function withDerivedDefaults(read: Read) {
  return {
    ...read,
    ingest: {
      ...read.ingest,
      // Sites we fetch from can see who we are and how to reach us.
      userAgent:
        read.ingest.userAgent ??
        `JobsZW-Ingester/1.0 (+${read.publicOrigin ?? 'https://jobszw.co.zw'})`,
    },
  }
}

export type Env = ReturnType<typeof withDerivedDefaults>
export type IngestEnv = Env['ingest']

export function loadEnv(source: Source = process.env): Env {
  // Every variable that is wrong, one a line, each with its first problem.
  const problems: string[] = []
  const read = mapSettings(settings, ({ variable, schema }) => {
    // Unset and blank mean the same: the default.
    const result = v.safeParse(schema, source[variable]?.trim() || undefined, {
      abortPipeEarly: true,
    })
    if (result.success) return result.output
    problems.push(`${variable} ${result.issues[0].message}`)
    return undefined
  })
  if (problems.length === 0)
    for (const [holds, message] of RULES) if (!holds(read)) problems.push(message)
  if (problems.length > 0) throw new EnvError(problems.join('\n'))
  return withDerivedDefaults(read)
}
