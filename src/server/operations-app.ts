/**
 * The HTTP face of an ingest process (SERVER_ROLE=ingest): its health and its metrics, and
 * nothing of the site, so a load balancer sent to it by mistake gets 404s, not a second site.
 */
import { Hono } from 'hono'

import type { Clock } from './clock.ts'
import type { Db } from './db/db.ts'
import { apiError } from './http/api-error.ts'
import type { AppEnv } from './http/app-env.ts'
import type { TrustProxy } from './http/trust-proxy.ts'
import { logger } from './observability/logger.ts'
import type { Metrics } from './observability/metrics.ts'
import type { Readiness } from './observability/readiness.ts'
import { requestLog } from './observability/request-log.ts'
import { healthRoutes } from './routes/health.routes.ts'
import { metricsRoutes } from './routes/metrics.routes.ts'

export interface OperationsDeps {
  db: Db
  clock: Clock
  metrics: Metrics
  readiness: Readiness
  metricsToken: string | null
  trustProxy: TrustProxy
}

export function createOperationsApp(deps: OperationsDeps) {
  const app = new Hono<AppEnv>()
  app.use(requestLog(deps))
  app.route('/api', healthRoutes(deps))
  app.route('/', metricsRoutes({ metrics: deps.metrics, token: deps.metricsToken }))
  app.all('*', (c) =>
    apiError(c, 404, 'not_found', 'This process ingests; the site is served by the web processes'),
  )
  app.onError((error, c) => {
    logger.error({ err: error, request_id: c.get('requestId') }, 'request failed')
    return apiError(c, 500, 'internal_error', 'Something went wrong on our side.')
  })
  return app
}
