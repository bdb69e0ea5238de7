/**
 * Every setting of the server, once: its variable, how it is read (env-readers.ts: checks,
 * default, transformation) and what README says of it. The tree's shape is the shape of `Env`
 * (env.ts), whose types are inferred from these schemas; README's Configuration table is written
 * from it (`npm run docs:settings`) and a test holds the two together.
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
  mailbox,
  oneOf,
  origin,
  pushServiceHosts,
  rateLimit,
  text,
  timeZone,
  token,
  trustProxy,
  url,
} from './env-readers.ts'
import { LOG_LEVELS } from './observability/logger.ts'
import { DEFAULT_PUSH_SERVICE_HOSTS } from './push/push-endpoint-rule.ts'
import { setting, type SettingsTree } from './setting.ts'

const KIB = 1024
const MIB = 1024 * KIB

export const settings = {
  role: setting(
    'SERVER_ROLE',
    oneOf(['all', 'web', 'ingest'], 'all'),
    '`all`: one process does everything. `web`: serves the site and never ingests or runs schedules. `ingest`: runs ingestion, alert digests, push and mail retries, and serves only its health and `/metrics` (see Deploying)',
  ),
  logLevel: setting(
    'LOG_LEVEL',
    oneOf(LOG_LEVELS, 'info'),
    '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`. Logs are JSON lines on standard output, one per request and per scheduled run',
  ),
  /** colour lines on a terminal (when pino-pretty is installed) */
  logPretty: setting(
    'NODE_ENV',
    v.pipe(
      text(null),
      v.transform((value) => value !== 'production'),
    ),
    '`production` keeps log lines JSON on a terminal too; otherwise a terminal gets readable colour lines (when the development packages are installed)',
  ),
  metricsToken: setting(
    'METRICS_TOKEN',
    token(16),
    'At least 16 characters: `GET /metrics` answers a scraper sending `Authorization: Bearer <token>`. Unset: `/metrics` is 404',
  ),
  port: setting('PORT', int(8080, 0, 65_535), 'HTTP port'),
  host: setting('HOST', text('0.0.0.0'), 'Interface to listen on'),
  databaseUrl: setting(
    'DATABASE_URL',
    url(['postgres:', 'postgresql:'], null),
    '`postgres://…` to use a PostgreSQL server. When unset, the embedded PGlite is used',
  ),
  dataDir: setting(
    'DATA_DIR',
    filePath('./data'),
    "Where PGlite keeps its files, private to the server's user (folders 0700, files 0600, made so at every start; another user's folder is refused). One process at a time; a second one is refused",
  ),
  siteTimeZone: setting(
    'SITE_TIMEZONE',
    timeZone(DEFAULT_SITE_TIME_ZONE),
    'Deadlines end at 23:59:59.999 on their closing day in this zone. If you change it, stored deadlines are recomputed at the next start',
  ),
  demoData: setting(
    'DEMO_DATA',
    bool(true),
    '`0` stops demo jobs being loaded into an empty database',
  ),
  dataVersionPollMs: setting(
    'DATA_VERSION_POLL_MS',
    int(2000, 100, 3_600_000),
    'How often an API process checks for writes made by other processes',
  ),
  clientDir: setting('CLIENT_DIR', filePath('./dist/client'), 'The built app that is served'),
  ssrDir: setting(
    'SSR_DIR',
    filePath('./dist/ssr'),
    'The server-render bundle: pages arrive as HTML and the browser takes over',
  ),
  serverRender: setting(
    'SERVER_RENDER',
    bool(true),
    '`0` sends the empty app shell and lets the browser render every page',
  ),
  bodyLimitBytes: setting(
    'BODY_LIMIT_BYTES',
    int(64 * KIB, KIB, 10 * MIB),
    'Largest request body accepted (413 above it)',
  ),
  databaseTimeoutMs: setting(
    'DATABASE_TIMEOUT_MS',
    int(5000, 100, 600_000),
    'Longest a statement, or a wait for the database, may take; then the API answers 503 with `Retry-After`',
  ),
  shutdownTimeoutMs: setting(
    'SHUTDOWN_TIMEOUT_MS',
    int(10_000, 0, 600_000),
    'On SIGTERM or SIGINT: how long requests in flight may finish before the rest are cut and the process exits',
  ),
  publicOrigin: setting(
    'PUBLIC_ORIGIN',
    origin(),
    'Public origin for absolute links, for example `https://jobs.example.co.zw`',
  ),
  turnstile: {
    siteKey: setting(
      'TURNSTILE_SITE_KEY',
      text(null),
      'Cloudflare Turnstile site key, set with `TURNSTILE_SECRET_KEY`. Unset: forms are not bot-checked',
    ),
    secretKey: setting(
      'TURNSTILE_SECRET_KEY',
      text(null),
      'Cloudflare Turnstile secret key, set with `TURNSTILE_SITE_KEY`',
    ),
    scriptUrl: setting(
      'TURNSTILE_SCRIPT_URL',
      url(['https:', 'http:'], 'https://challenges.cloudflare.com/turnstile/v0/api.js'),
      "Where the widget's script lives (tests point it at a local stand-in)",
    ),
    verifyUrl: setting(
      'TURNSTILE_VERIFY_URL',
      url(['https:', 'http:'], 'https://challenges.cloudflare.com/turnstile/v0/siteverify'),
      'Where tokens are verified (tests point it at a local stand-in)',
    ),
  },
  contactEndpoint: setting(
    'CONTACT_ENDPOINT',
    endpoint('/api/contact'),
    'Where the contact form posts: this server, or an `https://` form service',
  ),
  newsletterEndpoint: setting(
    'NEWSLETTER_ENDPOINT',
    endpoint('/api/newsletter'),
    'Where the newsletter form posts: this server, or an `https://` form service',
  ),
  /** form submissions allowed per client address */
  formLimits: {
    contact: setting(
      'CONTACT_RATE_LIMIT',
      rateLimit('5/10'),
      'Contact messages allowed per client address, as COUNT/MINUTES',
    ),
    newsletter: setting(
      'NEWSLETTER_RATE_LIMIT',
      rateLimit('10/60'),
      'Newsletter sign-ups allowed per client address, as COUNT/MINUTES',
    ),
    report: setting(
      'REPORT_RATE_LIMIT',
      rateLimit('5/60'),
      'Listing reports allowed per client address, as COUNT/MINUTES',
    ),
    alert: setting(
      'ALERT_RATE_LIMIT',
      rateLimit('5/60'),
      'Alerts created per client address, as COUNT/MINUTES (and at most 3 unconfirmed per mailbox a day: `rudo+1@` is `rudo@`)',
    ),
    push: setting(
      'PUSH_RATE_LIMIT',
      rateLimit('30/60'),
      'Writes to `/api/push` (subscriptions, push alerts) per client address, as COUNT/MINUTES',
    ),
    advertCheck: setting(
      'ADVERT_CHECK_RATE_LIMIT',
      rateLimit('30/10'),
      'Pasted adverts checked (`POST /api/adverts/check`) per client address, as COUNT/MINUTES',
    ),
  },
  operatorPasswordCostLn: setting(
    'OPERATOR_PASSWORD_COST_LN',
    int(17, 10, 17),
    "scrypt cost (log2 N, 10-17) of operators' passwords; 17 takes ~360 ms and 128 MiB per sign-in. Read by `npm run operator` and the server, which re-hashes a password of another cost at sign-in",
  ),
  supportEmail: setting(
    'SUPPORT_EMAIL',
    email('support@jobszw.co.zw'),
    'The address the contact page offers',
  ),
  mail: {
    smtpUrl: setting(
      'SMTP_URL',
      url(['smtp:', 'smtps:'], null),
      'Where job-alert email is sent, e.g. `smtps://user:pass@smtp.example:465`. Unset: the lists offer no email alert, and `POST /api/alerts` answers 503. Needs `PUBLIC_ORIGIN` (the links in the emails)',
    ),
    from: setting(
      'MAIL_FROM',
      mailbox('JobsZW <alerts@jobszw.co.zw>'),
      'The sender of alert email: an address or `Name <address>`',
    ),
  },
  trustProxy: setting(
    'TRUST_PROXY',
    trustProxy(),
    'Proxies you run in front of the server: a count (`1` for one nginx or load balancer) or their addresses/CIDRs (`10.0.0.0/8`). See below',
  ),
  ingest: {
    sourcesFile: setting(
      'SOURCES_FILE',
      filePath('./sources.json'),
      'The job sources to ingest (see Ingesting real jobs). Missing file: no sources, demo board',
    ),
    schedule: setting(
      'INGEST_SCHEDULE',
      cron('0 * * * *'),
      'Cron expression for the in-process ingest (hourly, on the hour); `off` disables it',
    ),
    allowHosts: setting(
      'INGEST_ALLOW_HOSTS',
      hostList(),
      'Comma-separated hosts or IPs exempt from the SSRF guard (a local mirror, tests on `127.0.0.1`)',
    ),
    keepDemoJobs: setting(
      'KEEP_DEMO_JOBS',
      bool(false),
      '`1` keeps the demo jobs after real sources have been ingested',
    ),
    userAgent: setting(
      'INGEST_USER_AGENT',
      text(null),
      'The User-Agent sent to sources; its first word is the robots.txt product token',
      '`JobsZW-Ingester/1.0 (+PUBLIC_ORIGIN)`',
    ),
    concurrency: setting(
      'INGEST_CONCURRENCY',
      int(4, 1, 64),
      'Sources fetched at once; requests to one host stay one at a time, 1 s apart',
    ),
    maxBytes: setting(
      'INGEST_MAX_BYTES',
      int(10 * MIB, 64 * KIB, 200 * MIB),
      'Largest response accepted from a source, counted after decompression',
    ),
  },
  alerts: {
    schedule: setting(
      'ALERTS_SCHEDULE',
      cron('0 7 * * *'),
      'Cron expression for job-alert digests (07:00 in `SITE_TIMEZONE`; weekly alerts go on Mondays); `off` disables it. Push alerts go on it too, with or without `SMTP_URL`; with it `off` the app offers none',
    ),
  },
  jobPosts: {
    rateLimit: setting(
      'JOB_POST_RATE_LIMIT',
      rateLimit('10/60'),
      'Jobs employers may post per client address, as COUNT/MINUTES (and at most 3 a day per work email: `hr+1@` is `hr@`)',
    ),
    remindersSchedule: setting(
      'JOB_POST_REMINDERS_SCHEDULE',
      cron('30 8 * * *'),
      'Cron expression (in `SITE_TIMEZONE`) for emailing employers 3 days before their posted job closes, with a link to extend it or mark it filled: 08:30 daily; `off` disables it. Needs `SMTP_URL`',
    ),
  },
  push: {
    remindersSchedule: setting(
      'PUSH_REMINDERS_SCHEDULE',
      cron('15 * * * *'),
      'Cron expression (in `SITE_TIMEZONE`) for pushing saved-job deadline reminders to subscribed phones: hourly at a quarter past; `off` disables it. The VAPID keys are made once and kept in the database',
    ),
    serviceHosts: setting(
      'PUSH_SERVICE_HOSTS',
      pushServiceHosts(DEFAULT_PUSH_SERVICE_HOSTS),
      'Hosts push subscriptions may point at, comma-separated; `*.x.com`: any host under `x.com`. Default: FCM, Mozilla, Windows, Apple (decision 035). A private address only when listed as an IP (`127.0.0.1`)',
      "browsers' push services",
    ),
  },
} satisfies SettingsTree
