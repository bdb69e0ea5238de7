/**
 * Everything a running server needs, opened in order and closed in reverse. Used by the process
 * entry (index.ts), the end-to-end tests and the benchmarks. SERVER_ROLE picks the parts: a `web`
 * process serves the site and runs no schedule; an `ingest` process runs the schedules and serves
 * only its health and metrics; `all` does both.
 */
import { serve, type ServerType } from '@hono/node-server'

import { createApp } from './app.ts'
import { systemClock, type Clock } from './clock.ts'
import type { Db } from './db/db.ts'
import { openDb } from './db/open-db.ts'
import { createTurnstileVerifier, noVerification } from './forms/turnstile.ts'
import { seedDemoIfEmpty } from './demo/seed-demo.ts'
import type { Env } from './env.ts'
import { answerClientError } from './http/client-error.ts'
import { drainableHttpServer } from './http/close-http-server.ts'
import { StaticFiles, type StaticFileSource } from './http/static-files.ts'
import { startIngestion } from './ingest/start-ingestion.ts'
import { startRereadingStaleAdverts } from './jobs/reread-stale-adverts.ts'
import { startReslugging } from './employers/reslug-jobs.ts'
import { JobsService } from './jobs/jobs-service.ts'
import { syncDeadlineTimeZone } from './jobs/sync-deadline-zone.ts'
import { startAlertDigests } from './alerts/digest/start-alert-digests.ts'
import { startOutboxSender } from './mail/outbox-sender.ts'
import { startPostReminders } from './job-posts/start-post-reminders.ts'
import { DEFAULT_JOB_POST_LIMITS } from './routes/job-posts.routes.ts'
import { createPushSender } from './push/push-sender.ts'
import { startPush } from './push/start-push.ts'
import { cachedVapidKeys } from './push/vapid-keys.ts'
import { createSmtpMailer } from './mail/smtp-mailer.ts'
import { logger } from './observability/logger.ts'
import { createMetrics } from './observability/metrics.ts'
import { createReadiness, type Readiness } from './observability/readiness.ts'
import { createOperationsApp } from './operations-app.ts'
import { loadRenderModule } from './render/server-renderer.ts'
import { startOperatorControlSocket } from './trust/operators/control-socket.ts'
import { passwordCost } from './trust/operators/password-hash.ts'
import { toPublicConfig } from './public-config.ts'

export interface RunningServer {
  url: string
  db: Db
  /** GET /api/health/ready answers 503 once `drain()` is called (at the start of a shutdown) */
  readiness: Readiness
  /**
   * Stops accepting, lets requests and an ingest run in flight finish for up to
   * `env.shutdownTimeoutMs`, then cuts what is left and closes the database.
   */
  close(): Promise<{ forced: boolean }>
}

export async function startServer(
  env: Env,
  {
    clock = systemClock,
    staticFiles = new StaticFiles(env.clientDir),
  }: { clock?: Clock; staticFiles?: StaticFileSource } = {},
): Promise<RunningServer> {
  const db = await openDb({
    databaseUrl: env.databaseUrl,
    dataDir: env.dataDir,
    timeoutMs: env.databaseTimeoutMs,
  })
  await syncDeadlineTimeZone(db, env.siteTimeZone)
  const servesSite = env.role !== 'ingest'
  const runsSchedules = env.role !== 'web'
  // The board is written by the process that ingests, so two web processes starting on one
  // empty database do not both load the demo jobs.
  if (env.demoData && runsSchedules) {
    const loaded = await seedDemoIfEmpty(db, { now: clock.now(), timeZone: env.siteTimeZone })
    if (loaded > 0)
      logger.info(
        { loaded },
        'Loaded demo jobs into the empty database (DEMO_DATA=0 turns this off)',
      )
  }
  const rereading = runsSchedules ? startRereadingStaleAdverts(db) : null
  const reslugging = runsSchedules ? startReslugging(db) : null
  const jobs = servesSite ? new JobsService({ db, clock, pollMs: env.dataVersionPollMs }) : null
  await jobs?.start()
  const ingest = runsSchedules
    ? await startIngestion({ db, clock, env })
    : { stop: async () => undefined }
  if (servesSite && !staticFiles.isBuilt)
    logger.warn({ clientDir: env.clientDir }, 'No built app: only the API is served')

  // Alert email: without SMTP_URL there is no mailer, and the site says alerts are not set up.
  const mailer = env.mail.smtpUrl
    ? createSmtpMailer({ url: env.mail.smtpUrl, from: env.mail.from })
    : null
  if (!mailer) logger.info('Email alerts are off: SMTP_URL is not set.')
  // A web process sends the confirmation it just queued at once (kick); retries and digests
  // are the ingester's, every minute.
  const outbox = mailer
    ? startOutboxSender({ db, mailer, clock, everyMs: runsSchedules ? undefined : null })
    : null
  const alertDigests =
    mailer && runsSchedules ? startAlertDigests({ db, clock, env, mailer }) : null
  const postReminders =
    mailer && runsSchedules && env.publicOrigin
      ? startPostReminders({
          db,
          clock,
          schedule: env.jobPosts.remindersSchedule,
          timeZone: env.siteTimeZone,
          origin: env.publicOrigin,
          kickOutbox: () => outbox?.kick(),
        })
      : null
  // Web Push needs no mail server: alerts and saved-job reminders on the phone.
  const pushKeys = cachedVapidKeys(db)
  const push = runsSchedules
    ? startPush({
        db,
        clock,
        env,
        sender: createPushSender({
          keys: pushKeys,
          subject: `mailto:${env.supportEmail}`,
          serviceHosts: env.push.serviceHosts,
        }),
      })
    : null

  const readiness = createReadiness()
  const metrics = createMetrics({
    db,
    cacheStats: jobs ? () => jobs.cacheStats() : undefined,
    processMetrics: true,
  })
  const { turnstile } = env
  const renderModule = servesSite && env.serverRender ? await loadRenderModule(env.ssrDir) : null
  const app = !jobs
    ? createOperationsApp({
        db,
        clock,
        metrics,
        readiness,
        metricsToken: env.metricsToken,
        trustProxy: env.trustProxy,
      })
    : createApp({
        renderModule,
        db,
        clock,
        jobs,
        staticFiles,
        metrics,
        metricsToken: env.metricsToken,
        readiness,
        bodyLimitBytes: env.bodyLimitBytes,
        trustProxy: env.trustProxy,
        formLimits: env.formLimits,
        jobPostLimits: { ...DEFAULT_JOB_POST_LIMITS, post: env.jobPosts.rateLimit },
        pushKeys,
        pushServiceHosts: env.push.serviceHosts,
        publicOrigin: env.publicOrigin,
        siteTimeZone: env.siteTimeZone,
        passwordCost: passwordCost(env.operatorPasswordCostLn),
        mailer,
        kickOutbox: () => outbox?.kick(),
        verifier: turnstile.secretKey
          ? createTurnstileVerifier({ secret: turnstile.secretKey, verifyUrl: turnstile.verifyUrl })
          : noVerification,
        publicConfig: toPublicConfig(env),
      })
  const server = await new Promise<ServerType>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, () => resolve(s))
    s.once('error', reject)
  })
  server.on('clientError', answerClientError)
  // From its first connection on, so that a close can end each one without cutting a request.
  const httpDrain = drainableHttpServer(server)
  // The embedded database admits this process only: npm run operator reaches it through here.
  const operatorSocket =
    db.driver === 'pglite'
      ? await startOperatorControlSocket({ db, dataDir: env.dataDir, clock })
      : null
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : env.port
  const host = env.host === '0.0.0.0' || env.host === '::' ? 'localhost' : env.host
  return {
    url: `http://${host}:${port}`,
    db,
    readiness,
    async close() {
      readiness.drain()
      const deadline = new Promise<'deadline'>((resolve) => {
        setTimeout(() => resolve('deadline'), env.shutdownTimeoutMs).unref()
      })
      const [http, ingestStopped] = await Promise.all([
        httpDrain.close({ timeoutMs: env.shutdownTimeoutMs }),
        // An ingest run's writes are transactions: cut off, they roll back.
        Promise.race([ingest.stop().then(() => 'stopped' as const), deadline]),
        Promise.race([rereading?.stop(), deadline]),
        Promise.race([reslugging?.stop(), deadline]),
      ])
      await operatorSocket?.close()
      // A digest run's writes are transactions: cut off, they roll back. A push run cut off
      // may repeat its last notification next time; it loses none.
      await Promise.race([
        Promise.all([alertDigests?.stop(), push?.stop(), postReminders?.stop()]),
        deadline,
      ])
      // A message in flight may finish; one cut off is sent again once its lease runs out.
      await Promise.race([outbox?.stop(), deadline])
      await mailer?.close()
      jobs?.stop()
      await db.close()
      return { forced: http.forced || ingestStopped === 'deadline' }
    },
  }
}
