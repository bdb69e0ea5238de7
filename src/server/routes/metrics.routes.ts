/**
 * GET /metrics: Prometheus's text format, for a scraper holding METRICS_TOKEN. Without a token
 * configured the endpoint does not exist (404); a wrong or missing token is 401. Outside /api and
 * never cached: it is not part of the site.
 */
import { Hono } from 'hono'
import { timingSafeEqual } from 'hono/utils/buffer'

import type { AppEnv } from '../http/app-env.ts'
import type { Metrics } from '../observability/metrics.ts'

export function metricsRoutes({ metrics, token }: { metrics: Metrics; token: string | null }) {
  return new Hono<AppEnv>().get('/metrics', async (c) => {
    c.header('Cache-Control', 'no-store')
    if (token === null) return c.text('Not found', 404)
    const given = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
    // Hono's comparison hashes both sides first: equal lengths, constant time.
    if (given === undefined || !(await timingSafeEqual(given, token))) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"')
      return c.text('Unauthorized', 401)
    }
    const { registry } = metrics
    return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType })
  })
}
