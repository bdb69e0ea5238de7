/**
 * The only module that reads process.env. Every setting is parsed and checked here, once, so a
 * typo in configuration stops the process with a message instead of misbehaving later. The
 * settings are one valibot schema, a table of variable, reader and default; the readers live in
 * env-readers.ts.
 */
import * as v from 'valibot'

import { DEFAULT_SITE_TIME_ZONE } from '#shared/deadline.ts'

import {
  bool,
  cron,
  email,
  endpoint,
  filePath,
  hostList,
  int,
  oneOf,
  pushServiceHosts,
  rateLimit,
  text,
  timeZone,
  trustProxy,
  url,
} from './env-readers.ts'
import type { TrustProxy } from './http/trust-proxy.ts'
import { LOG_LEVELS, type LogLevel } from './observability/logger.ts'
import { DEFAULT_PUSH_SERVICE_HOSTS, type PushServiceHosts } from './push/push-endpoint-rule.ts'
import { StartupError } from './startup-error.ts'

/**
 * What a process does. `all`: everything (one machine). `web`: serves the site, and never
 * ingests or sends scheduled mail or pushes. `ingest`: runs the schedules (ingestion, alert
 * digests, push, mail retries) and serves only its health and metrics.
 */
export type ServerRole = 'all' | 'web' | 'ingest'
export const SERVER_ROLES: readonly ServerRole[] = ['all', 'web', 'ingest']

export interface Env {
  role: ServerRole
  /** pino's level; `silent` logs nothing */
  logLevel: LogLevel
  /** colour lines on a terminal (NODE_ENV is not production and pino-pretty is installed) */
  logPretty: boolean
  /** the bearer token GET /metrics asks for; null: no /metrics at all (404) */
  metricsToken: string | null
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
    /** requests for a job alert (each sends a confirmation email) */
    alert: { max: number; windowMs: number }
    /** writes to /api/push (subscriptions and push alerts) */
    push: { max: number; windowMs: number }
  }
  /**
   * Email for job alerts. smtpUrl: SMTP_URL (smtp: or smtps:, user and password in the URL);
   * null sends no mail at all, and the site says alerts are not set up rather than take requests
   * it cannot answer. from: MAIL_FROM, an address or "Name <address>".
   */
  mail: { smtpUrl: string | null; from: string }
  ingest: IngestEnv
  alerts: {
    /**
     * cron expression, read in SITE_TIMEZONE, for building and sending alert digests; null when
     * ALERTS_SCHEDULE=off
     */
    schedule: string | null
  }
  push: {
    /**
     * cron expression, read in SITE_TIMEZONE, for pushing saved-job deadline reminders; null
     * when PUSH_REMINDERS_SCHEDULE=off. Push alerts go out on ALERTS_SCHEDULE with the emails.
     */
    remindersSchedule: string | null
    /**
     * PUSH_SERVICE_HOSTS: the only hosts push subscriptions may point at (names, `*.domain`,
     * IPv4 addresses); an address on it is also the only private one a push may reach.
     */
    serviceHosts: PushServiceHosts
  }
  /**
   * scrypt cost of operator passwords, as log2 of N: 17 (OWASP, ~0.4 s and 128 MiB a hash) by
   * default; from 10, which only tests should use, to 17, the most that fits scrypt's 256 MiB.
   */
  operatorPasswordCostLn: number
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

const KIB = 1024
const MIB = 1024 * KIB
/** The sender of alert emails: "alerts@host" or "Name <alerts@host>", on one line. */
const MAIL_FROM =
  /^(?:[^<>\r\n]*<[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>".]+>|[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>".]+)$/

const settingsSchema = v.pipe(
  v.object({
    SERVER_ROLE: oneOf(SERVER_ROLES, 'all'),
    LOG_LEVEL: oneOf(LOG_LEVELS, 'info'),
    NODE_ENV: text('development'),
    METRICS_TOKEN: v.pipe(
      text(null),
      v.check(
        (value) => value === null || value.length >= 16,
        'must be at least 16 characters (a guessable token opens the metrics to anyone)',
      ),
    ),
    PORT: int(8080, 0, 65_535),
    HOST: text('0.0.0.0'),
    DATABASE_URL: url(['postgres:', 'postgresql:'], null),
    DATA_DIR: filePath('./data'),
    DATABASE_TIMEOUT_MS: int(5000, 100, 600_000),
    SITE_TIMEZONE: timeZone(DEFAULT_SITE_TIME_ZONE),
    DEMO_DATA: bool(true),
    DATA_VERSION_POLL_MS: int(2000, 100, 3_600_000),
    CLIENT_DIR: filePath('./dist/client'),
    SERVER_RENDER: bool(true),
    SSR_DIR: filePath('./dist/ssr'),
    PUBLIC_ORIGIN: url(['http:', 'https:'], null),
    SHUTDOWN_TIMEOUT_MS: int(10_000, 0, 600_000),
    BODY_LIMIT_BYTES: int(64 * KIB, KIB, 10 * MIB),
    TURNSTILE_SITE_KEY: text(null),
    TURNSTILE_SECRET_KEY: text(null),
    TURNSTILE_SCRIPT_URL: url(
      ['https:', 'http:'],
      'https://challenges.cloudflare.com/turnstile/v0/api.js',
    ),
    TURNSTILE_VERIFY_URL: url(
      ['https:', 'http:'],
      'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    ),
    CONTACT_ENDPOINT: endpoint('/api/contact'),
    NEWSLETTER_ENDPOINT: endpoint('/api/newsletter'),
    SUPPORT_EMAIL: email('support@jobszw.co.zw'),
    TRUST_PROXY: trustProxy(),
    CONTACT_RATE_LIMIT: rateLimit('5/10'),
    NEWSLETTER_RATE_LIMIT: rateLimit('10/60'),
    REPORT_RATE_LIMIT: rateLimit('5/60'),
    ALERT_RATE_LIMIT: rateLimit('5/60'),
    PUSH_RATE_LIMIT: rateLimit('30/60'),
    SMTP_URL: url(['smtp:', 'smtps:'], null),
    MAIL_FROM: v.pipe(
      text('JobsZW <alerts@jobszw.co.zw>'),
      v.check(
        (value) => MAIL_FROM.test(value),
        (issue) => `must be an address or "Name <address>", got "${issue.input}"`,
      ),
    ),
    SOURCES_FILE: filePath('./sources.json'),
    INGEST_SCHEDULE: cron('0 * * * *'),
    ALERTS_SCHEDULE: cron('0 7 * * *'),
    PUSH_REMINDERS_SCHEDULE: cron('15 * * * *'),
    PUSH_SERVICE_HOSTS: pushServiceHosts(DEFAULT_PUSH_SERVICE_HOSTS),
    INGEST_ALLOW_HOSTS: hostList(),
    KEEP_DEMO_JOBS: bool(false),
    INGEST_USER_AGENT: text(null),
    INGEST_MAX_BYTES: int(10 * MIB, 64 * KIB, 200 * MIB),
    INGEST_CONCURRENCY: int(4, 1, 64),
    OPERATOR_PASSWORD_COST_LN: int(17, 10, 17),
  }),
  // Half a bot check would either refuse every form or check nothing while seeming to.
  v.check(
    (settings) =>
      (settings.TURNSTILE_SITE_KEY === null) === (settings.TURNSTILE_SECRET_KEY === null),
    'TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY must be set together (or neither)',
  ),
  // Alert emails land in inboxes far from any request: their links need the site's address.
  v.check(
    (settings) => settings.SMTP_URL === null || settings.PUBLIC_ORIGIN !== null,
    'SMTP_URL needs PUBLIC_ORIGIN: the links in alert emails point at the site by it',
  ),
)

/** Every problem, one a line, each led by the variable it concerns. */
function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const name = issue.path?.[0]?.key
      return typeof name === 'string' ? `${name} ${issue.message}` : issue.message
    })
    .join('\n')
}

export function loadEnv(source: Source = process.env): Env {
  // One problem per variable (the first), but every variable that has one.
  const result = v.safeParse(settingsSchema, source, { abortPipeEarly: true })
  if (!result.success) throw new EnvError(describeIssues(result.issues))
  const s = result.output
  const publicOrigin = s.PUBLIC_ORIGIN === null ? null : new URL(s.PUBLIC_ORIGIN).origin
  return {
    role: s.SERVER_ROLE,
    logLevel: s.LOG_LEVEL,
    logPretty: s.NODE_ENV !== 'production',
    metricsToken: s.METRICS_TOKEN,
    port: s.PORT,
    host: s.HOST,
    databaseUrl: s.DATABASE_URL,
    dataDir: s.DATA_DIR,
    databaseTimeoutMs: s.DATABASE_TIMEOUT_MS,
    siteTimeZone: s.SITE_TIMEZONE,
    demoData: s.DEMO_DATA,
    dataVersionPollMs: s.DATA_VERSION_POLL_MS,
    clientDir: s.CLIENT_DIR,
    ssrDir: s.SERVER_RENDER ? s.SSR_DIR : null,
    publicOrigin,
    shutdownTimeoutMs: s.SHUTDOWN_TIMEOUT_MS,
    bodyLimitBytes: s.BODY_LIMIT_BYTES,
    turnstile: {
      siteKey: s.TURNSTILE_SITE_KEY,
      secretKey: s.TURNSTILE_SECRET_KEY,
      scriptUrl: s.TURNSTILE_SCRIPT_URL,
      verifyUrl: s.TURNSTILE_VERIFY_URL,
    },
    contactEndpoint: s.CONTACT_ENDPOINT,
    newsletterEndpoint: s.NEWSLETTER_ENDPOINT,
    supportEmail: s.SUPPORT_EMAIL,
    trustProxy: s.TRUST_PROXY,
    formLimits: {
      contact: s.CONTACT_RATE_LIMIT,
      newsletter: s.NEWSLETTER_RATE_LIMIT,
      report: s.REPORT_RATE_LIMIT,
      alert: s.ALERT_RATE_LIMIT,
      push: s.PUSH_RATE_LIMIT,
    },
    mail: { smtpUrl: s.SMTP_URL, from: s.MAIL_FROM },
    ingest: {
      sourcesFile: s.SOURCES_FILE,
      schedule: s.INGEST_SCHEDULE,
      allowHosts: s.INGEST_ALLOW_HOSTS,
      keepDemoJobs: s.KEEP_DEMO_JOBS,
      // Sites we fetch from can see who we are and how to reach us.
      userAgent:
        s.INGEST_USER_AGENT ?? `JobsZW-Ingester/1.0 (+${publicOrigin ?? 'https://jobszw.co.zw'})`,
      maxBytes: s.INGEST_MAX_BYTES,
      concurrency: s.INGEST_CONCURRENCY,
    },
    alerts: { schedule: s.ALERTS_SCHEDULE },
    push: { remindersSchedule: s.PUSH_REMINDERS_SCHEDULE, serviceHosts: s.PUSH_SERVICE_HOSTS },
    operatorPasswordCostLn: s.OPERATOR_PASSWORD_COST_LN,
  }
}
