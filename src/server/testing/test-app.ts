import { createApp, type AppDeps } from '../app.ts'
import type { Readiness } from '../observability/readiness.ts'
import type { Clock } from '../clock.ts'
import type { Db } from '../db/db.ts'
import { StaticFiles } from '../http/static-files.ts'
import { NO_TRUSTED_PROXY, type TrustProxy } from '../http/trust-proxy.ts'
import { upsertJobs } from '../jobs/upsert-jobs.ts'
import type { JobInput } from '../jobs/job-input.ts'
import { JobsService } from '../jobs/jobs-service.ts'
import { noVerification, type TurnstileVerifier } from '../forms/turnstile.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { RenderModule } from '../render/server-renderer.ts'
import type { PublicConfig } from '../routes/config.routes.ts'
import { TEST_PASSWORD_COST } from '../trust/operators/password-hash.ts'
import type { SignInLimits } from '../trust/sign-in/sign-in-throttle.ts'

export const TEST_TIME_ZONE = 'Africa/Harare'

/** A clock the test moves by hand. */
export function createTestClock(
  start: number,
): Clock & { set(ms: number): void; advance(ms: number): void } {
  let now = start
  return {
    now: () => now,
    set: (ms) => void (now = ms),
    advance: (ms) => void (now += ms),
  }
}

export const TEST_PUBLIC_CONFIG: PublicConfig = {
  turnstile: {
    siteKey: '1x00000000000000000000AA',
    scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
  },
  contactEndpoint: '/api/contact',
  newsletterEndpoint: '/api/newsletter',
  supportEmail: 'support@jobszw.co.zw',
  alerts: { enabled: false, push: true },
  jobPosts: { enabled: false },
}

export function createTestApp(
  db: Db,
  clock: Clock,
  {
    clientDir = '/nonexistent',
    verifier = noVerification,
    publicConfig,
    trustProxy = NO_TRUSTED_PROXY,
    renderModule = null,
    publicOrigin = null,
    signInLimits,
    mailer = null,
    kickOutbox,
    metricsToken = null,
    readiness,
    formLimits,
    jobPostLimits,
  }: {
    clientDir?: string
    verifier?: TurnstileVerifier
    publicConfig?: PublicConfig
    trustProxy?: TrustProxy
    renderModule?: RenderModule | null
    publicOrigin?: string | null
    signInLimits?: SignInLimits
    /** alert email; without it POST /api/alerts answers 503, as on a site without SMTP_URL */
    mailer?: Mailer | null
    kickOutbox?: () => void
    /** METRICS_TOKEN: GET /metrics answers only with it */
    metricsToken?: string | null
    readiness?: Readiness
    /** rate limits per client address, instead of the forms', alerts' and push routes' own */
    formLimits?: AppDeps['formLimits']
    /** the job-post routes' rate limits instead of their own */
    jobPostLimits?: AppDeps['jobPostLimits']
  } = {},
) {
  const jobs = new JobsService({ db, clock, pollMs: 0 })
  const app = createApp({
    db,
    clock,
    jobs,
    staticFiles: new StaticFiles(clientDir),
    bodyLimitBytes: 64 * 1024,
    verifier,
    publicConfig: publicConfig ?? {
      ...TEST_PUBLIC_CONFIG,
      alerts: { enabled: mailer !== null, push: true },
      jobPosts: { enabled: mailer !== null },
    },
    trustProxy,
    renderModule,
    publicOrigin,
    // operators' passwords in tests are hashed cheaply; the rules are the same
    passwordCost: TEST_PASSWORD_COST,
    signInLimits,
    mailer,
    kickOutbox,
    metricsToken,
    readiness,
    formLimits,
    jobPostLimits,
  })
  return {
    app,
    jobs,
    /** Writes jobs and lets the API see them at once (as the background poll would). */
    async addJobs(inputs: JobInput[]) {
      const result = await upsertJobs(db, inputs, { now: clock.now(), timeZone: TEST_TIME_ZONE })
      await jobs.refresh()
      return result
    },
  }
}
