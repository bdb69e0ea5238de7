/**
 * Builds the Hono app from its dependencies without listening, so tests drive it through
 * `app.request()` and the process entry (index.ts) only wires it to a port.
 */
import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'

import { DEFAULT_SITE_TIME_ZONE } from '#shared/deadline.ts'

import type { Clock } from './clock.ts'
import { isDatabaseUnavailable } from './db/database-unavailable.ts'
import type { Db } from './db/db.ts'
import { apiError } from './http/api-error.ts'
import { allowedMethods, methodNotAllowed } from './http/method-not-allowed.ts'
import type { AppEnv } from './http/app-env.ts'
import { securityHeaders } from './http/security-headers.ts'
import { sendEncoded } from './http/send-encoded.ts'
import { NO_TRUSTED_PROXY, type TrustProxy } from './http/trust-proxy.ts'
import type { StaticFileSource } from './http/static-files.ts'
import type { JobsService } from './jobs/jobs-service.ts'
import type { TurnstileVerifier } from './forms/turnstile.ts'
import { sameOriginWrites } from './http/same-origin-writes.ts'
import type { RateLimit } from './forms/rate-limit.ts'
import type { Mailer } from './mail/mailer.ts'
import { logger } from './observability/logger.ts'
import { createMetrics, type Metrics } from './observability/metrics.ts'
import { createReadiness, type Readiness } from './observability/readiness.ts'
import { requestLog, type InProcessBindings } from './observability/request-log.ts'
import { advertsRoutes, DEFAULT_ADVERT_CHECK_LIMIT } from './routes/adverts.routes.ts'
import {
  alertPagesRoutes,
  alertsApiRoutes,
  DEFAULT_ALERT_LIMIT,
  type AlertsDeps,
} from './routes/alerts.routes.ts'
import { configRoutes, type PublicConfig } from './routes/config.routes.ts'
import { consoleRoutes, type ConsoleDeps } from './routes/console.routes.ts'
import { formsRoutes, type FormsDeps } from './routes/forms.routes.ts'
import { healthRoutes } from './routes/health.routes.ts'
import { LONG_TEXT_BODY_LIMIT_BYTES, takesLongText } from './routes/long-text-body.ts'
import {
  DEFAULT_JOB_POST_LIMITS,
  jobPostsRoutes,
  type JobPostLimits,
} from './routes/job-posts.routes.ts'
import { jobsRoutes } from './routes/jobs.routes.ts'
import { employersRoutes } from './routes/employers.routes.ts'
import { metricsRoutes } from './routes/metrics.routes.ts'
import { openApiRoutes } from './routes/openapi.routes.ts'
import { DEFAULT_PUSH_LIMIT, pushRoutes } from './routes/push.routes.ts'
import type { PushServiceHosts } from './push/push-endpoint-rule.ts'
import { cachedVapidKeys, type VapidKeys } from './push/vapid-keys.ts'
import { seoRoutes } from './routes/seo.routes.ts'
import { RenderedPages } from './render/rendered-pages.ts'
import { ServerRenderer, type RenderModule } from './render/server-renderer.ts'
import { SeoPages } from './seo/seo-pages.ts'
import { DEFAULT_PASSWORD_COST, type ScryptCost } from './trust/operators/password-hash.ts'

const DATABASE_RETRY_AFTER_SECONDS = 10

export interface AppDeps {
  db: Db
  clock: Clock
  jobs: JobsService
  staticFiles: StaticFileSource
  bodyLimitBytes: number
  publicConfig: PublicConfig
  verifier: TurnstileVerifier
  trustProxy?: TrustProxy
  /**
   * per client address: the forms', `alert` for job alert requests, `push` for /api/push,
   * `advertCheck` for POST /api/adverts/check
   */
  formLimits?: NonNullable<FormsDeps['limits']> & {
    alert?: RateLimit
    push?: RateLimit
    advertCheck?: RateLimit
  }
  /** employers' posts: per address, per work email, previews, private-link actions */
  jobPostLimits?: JobPostLimits
  /** the VAPID keys; by default made once and kept in the database */
  pushKeys?: () => Promise<VapidKeys>
  /** PUSH_SERVICE_HOSTS: the hosts a push subscription's endpoint may be at */
  pushServiceHosts?: PushServiceHosts
  /** sends alert email; null (the default) when SMTP_URL is unset: no alerts then */
  mailer?: Mailer | null
  /** sends queued mail now (the outbox sender's kick) */
  kickOutbox?: () => void
  /** absolute links in pages for crawlers; the request's own origin when unset */
  publicOrigin?: string | null
  siteTimeZone?: string
  /** the app's server-render bundle; without it the browser renders every page itself */
  renderModule?: RenderModule | null
  /** the scrypt cost operators' passwords are hashed with (npm run operator) */
  passwordCost?: ScryptCost
  signInLimits?: ConsoleDeps['signInLimits']
  /** what GET /metrics reports; by default the app's own requests and the database's counts */
  metrics?: Metrics
  /** METRICS_TOKEN; null (the default): no /metrics */
  metricsToken?: string | null
  /** says "not ready" while the process stops (GET /api/health/ready) */
  readiness?: Readiness
}

/** Origins the CSP must allow: the bot check's script and frame, and external form services. */
function getExternalOrigins({ turnstile, contactEndpoint, newsletterEndpoint }: PublicConfig) {
  const originOf = (url: string) => (url.startsWith('/') ? null : new URL(url).origin)
  const challenge = turnstile ? originOf(turnstile.scriptUrl) : null
  const forms = [contactEndpoint, newsletterEndpoint]
    .map(originOf)
    .filter((o): o is string => o !== null)
  return { challengeOrigins: challenge ? [challenge] : [], formOrigins: [...new Set(forms)] }
}

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const metrics =
    deps.metrics ?? createMetrics({ db: deps.db, cacheStats: () => deps.jobs.cacheStats() })
  app.use(requestLog({ trustProxy: deps.trustProxy ?? NO_TRUSTED_PROXY, metrics }))
  app.use(securityHeaders(getExternalOrigins(deps.publicConfig)))
  const limitBodyTo = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) =>
        apiError(c, 413, 'body_too_large', `Request bodies are limited to ${maxSize} bytes`),
    })
  const limitBody = limitBodyTo(deps.bodyLimitBytes)
  // Job posts and pasted adverts carry long text: their routes take a little more.
  const limitLongText = limitBodyTo(Math.max(deps.bodyLimitBytes, LONG_TEXT_BODY_LIMIT_BYTES))
  // Only requests that may carry a body pay for the check: it materialises the body stream.
  const limitWrites: MiddlewareHandler<AppEnv> = (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD'
      ? next()
      : takesLongText(c.req.path)
        ? limitLongText(c, next)
        : limitBody(c, next)
  app.use('/api/*', limitWrites)
  app.use('/admin/*', limitWrites)
  app.use('/alerts/*', limitWrites)
  const publicOrigin = deps.publicOrigin ?? null
  app.use('/api/*', sameOriginWrites({ publicOrigin, strict: false }))

  const alertsDeps: AlertsDeps = {
    db: deps.db,
    clock: deps.clock,
    verifier: deps.verifier,
    trustProxy: deps.trustProxy ?? NO_TRUSTED_PROXY,
    limit: deps.formLimits?.alert ?? DEFAULT_ALERT_LIMIT,
    mailer: deps.mailer ?? null,
    publicOrigin,
    supportEmail: deps.publicConfig.supportEmail,
    kickOutbox: deps.kickOutbox ?? (() => undefined),
  }

  const api = new Hono<AppEnv>()
  api.route('/', jobsRoutes(deps.jobs))
  api.route('/', employersRoutes(deps.jobs, deps.siteTimeZone ?? DEFAULT_SITE_TIME_ZONE))
  api.route('/', healthRoutes({ ...deps, readiness: deps.readiness ?? createReadiness() }))
  api.route('/', configRoutes(deps.publicConfig))
  api.route('/', openApiRoutes({ pushServiceHosts: deps.pushServiceHosts }))
  api.route(
    '/',
    formsRoutes({
      ...deps,
      trustProxy: deps.trustProxy ?? NO_TRUSTED_PROXY,
      limits: deps.formLimits,
    }),
  )
  api.route('/', alertsApiRoutes(alertsDeps))
  api.route(
    '/',
    advertsRoutes({
      db: deps.db,
      clock: deps.clock,
      trustProxy: deps.trustProxy ?? NO_TRUSTED_PROXY,
      jobs: deps.jobs,
      checkLimit: deps.formLimits?.advertCheck ?? DEFAULT_ADVERT_CHECK_LIMIT,
      publicOrigin,
      timeZone: deps.siteTimeZone ?? DEFAULT_SITE_TIME_ZONE,
    }),
  )
  api.route(
    '/',
    jobPostsRoutes({
      db: deps.db,
      clock: deps.clock,
      verifier: deps.verifier,
      trustProxy: deps.trustProxy ?? NO_TRUSTED_PROXY,
      limits: deps.jobPostLimits ?? DEFAULT_JOB_POST_LIMITS,
      mailer: deps.mailer ?? null,
      publicOrigin,
      timeZone: deps.siteTimeZone ?? DEFAULT_SITE_TIME_ZONE,
      kickOutbox: deps.kickOutbox ?? (() => undefined),
      // The employer is shown their job in search as soon as the answer comes.
      refreshJobs: () => deps.jobs.refresh(),
    }),
  )
  api.route(
    '/',
    pushRoutes({
      db: deps.db,
      clock: deps.clock,
      trustProxy: deps.trustProxy ?? NO_TRUSTED_PROXY,
      limit: deps.formLimits?.push ?? DEFAULT_PUSH_LIMIT,
      keys: deps.pushKeys ?? cachedVapidKeys(deps.db),
      serviceHosts: deps.pushServiceHosts,
    }),
  )
  // A known address with another method: 405 with the methods it takes (from the route table).
  api.all(
    '*',
    methodNotAllowed(allowedMethods(api.routes, '/api'), (c, allow) =>
      apiError(
        c,
        405,
        'method_not_allowed',
        `${c.req.path} takes ${allow.join(', ')}, not ${c.req.method}`,
      ),
    ),
    (c) => apiError(c, 404, 'not_found', `No API endpoint at ${c.req.method} ${c.req.path}`),
  )
  app.route('/api', api)

  app.route(
    '/admin',
    consoleRoutes({
      db: deps.db,
      clock: deps.clock,
      refreshJobs: () => deps.jobs.refresh({ waitForSearch: false }),
      trustProxy: deps.trustProxy ?? NO_TRUSTED_PROXY,
      publicOrigin,
      siteTimeZone: deps.siteTimeZone ?? DEFAULT_SITE_TIME_ZONE,
      passwordCost: deps.passwordCost ?? DEFAULT_PASSWORD_COST,
      signInLimits: deps.signInLimits,
      kickOutbox: deps.kickOutbox ?? (() => undefined),
    }),
  )
  // The pages alert emails link to: the server's own, ahead of the app's pages.
  app.route('/alerts', alertPagesRoutes(alertsDeps))
  // The server's own pages too answer another method with 405 and Allow.
  for (const prefix of ['/admin', '/alerts']) {
    const own = app.routes.filter(({ path }) => path === prefix || path.startsWith(`${prefix}/`))
    app.all(
      `${prefix}/*`,
      methodNotAllowed(allowedMethods(own), (c) => c.text('Method not allowed', 405)),
    )
  }
  const seo = new SeoPages({
    staticFiles: deps.staticFiles,
    jobs: deps.jobs,
    timeZone: deps.siteTimeZone ?? DEFAULT_SITE_TIME_ZONE,
    publicOrigin,
  })
  app.route('/', seoRoutes(seo, publicOrigin))
  app.route('/', metricsRoutes({ metrics, token: deps.metricsToken ?? null }))

  const renderedPages = deps.renderModule
    ? new RenderedPages({
        jobs: deps.jobs,
        clock: deps.clock,
        renderer: new ServerRenderer({
          module: deps.renderModule,
          staticFiles: deps.staticFiles,
          // The page's data comes from the API itself, in process.
          // Marked in process: the page's own request is the one logged and measured.
          fetchApi: async (path, init) =>
            app.request(path, init, { inProcess: true } satisfies InProcessBindings),
        }),
      })
    : null

  app.get('*', async (c) => {
    const file = deps.staticFiles.get(c.req.path)
    if (file) return sendEncoded(c, file.body, file.cacheControl, 200, file.headers)
    // Pages crawlers read (shared job links, content pages) carry their own head tags.
    const requestUrl = new URL(c.req.url)
    const seoPage = await seo.render(c.req.path, requestUrl.origin)
    // Routes belong to the app: every other path gets index.html and the app decides (incl. 404).
    const index = deps.staticFiles.indexHtml
    const page =
      seoPage ??
      (index && !/\.[a-z0-9]+$/i.test(c.req.path)
        ? { body: index.body, status: 200 as const }
        : null)
    if (page) {
      const rendered = await renderedPages?.get(
        c.req.path + requestUrl.search,
        publicOrigin ?? requestUrl.origin,
        page.body,
      )
      // An unknown job is 404 and a removed one 410, whatever the app renders for them.
      const status =
        seoPage && seoPage.status !== 200 ? seoPage.status : (rendered?.status ?? page.status)
      return sendEncoded(c, rendered?.body ?? page.body, 'no-cache', status)
    }
    if (!index) {
      return c.text(
        'The app is not built yet. Run "npm run build" (npm start does it for you).',
        503,
      )
    }
    return c.text('Not found', 404)
  })

  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      return apiError(c, error.status, 'http_error', error.message || 'Request failed')
    }
    if (isDatabaseUnavailable(error)) {
      // Not the request's fault, and not lasting: clients (and the app's retry) come back. The
      // outage is logged once, where it starts and ends (db/database-outage.ts), not per request.
      logger.debug(
        { err: error, request_id: c.get('requestId'), method: c.req.method, path: c.req.path },
        'database unavailable',
      )
      const retryAfter = String(DATABASE_RETRY_AFTER_SECONDS)
      const index = deps.staticFiles.indexHtml
      if (index && !c.req.path.startsWith('/api/')) {
        // A page: the app's shell, which loads the data itself (or shows what the device has
        // saved) and retries; crawlers are told to come back.
        return sendEncoded(c, index.body, 'no-store', 503).then((response) => {
          response.headers.set('Retry-After', retryAfter)
          return response
        })
      }
      c.header('Retry-After', retryAfter)
      return apiError(
        c,
        503,
        'database_unavailable',
        'The jobs database is not answering right now. Please try again in a moment.',
      )
    }
    logger.error(
      { err: error, request_id: c.get('requestId'), method: c.req.method, path: c.req.path },
      'request failed',
    )
    return apiError(c, 500, 'internal_error', 'Something went wrong on our side. Please try again.')
  })
  return app
}

export type App = ReturnType<typeof createApp>
