/**
 * POST /api/adverts/check: a reader pastes a forwarded job advert and learns whether it is a
 * copy of an official listing here (decisions 068 and 070). The body is checked and the request
 * counted against a rate limit per client address (the forms' gate without its bot check:
 * reading costs nothing stored); the search worker then checks the text against the listings it
 * holds (JobsService.checkAdvert). The text is neither stored nor logged: the request log has no
 * bodies, and a failure is logged without it.
 */
import { Hono } from 'hono'

import type { Clock } from '../clock.ts'
import { isDatabaseUnavailable } from '../db/database-unavailable.ts'
import type { Db } from '../db/db.ts'
import { acceptBody } from '../forms/accept-form.ts'
import { createRateLimitPurger, type RateLimit } from '../forms/rate-limit.ts'
import { apiError } from '../http/api-error.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { TrustProxy } from '../http/trust-proxy.ts'
import type { JobsService } from '../jobs/jobs-service.ts'
import { logger } from '../observability/logger.ts'
import { route } from './api-operation.ts'
import { advertCheck } from './adverts.operations.ts'

export interface AdvertsDeps {
  db: Db
  clock: Clock
  trustProxy: TrustProxy
  jobs: Pick<JobsService, 'checkAdvert'>
  /** checks per client address (ADVERT_CHECK_RATE_LIMIT) */
  checkLimit: RateLimit
  /** PUBLIC_ORIGIN; null: the request's own origin */
  publicOrigin: string | null
  /** the site's zone, for closing days */
  timeZone: string
}

export const DEFAULT_ADVERT_CHECK_LIMIT: RateLimit = { max: 30, windowMs: 10 * 60_000 }

/** The worker failed or did not answer: soon a new one is built. */
const CHECK_RETRY_AFTER_SECONDS = 10

/** The site's host with and without "www.": a link to a job page on either names that job. */
export function siteHostsOf(origin: string): string[] {
  const bare = new URL(origin).hostname.toLowerCase().replace(/^www\./, '')
  return [bare, `www.${bare}`]
}

export function advertsRoutes(deps: AdvertsDeps) {
  const { db, jobs, checkLimit, publicOrigin, timeZone } = deps
  const purgeOldHits = createRateLimitPurger(db, ['advert-check'], checkLimit.windowMs)

  const app = new Hono<AppEnv>()
  route(app, advertCheck, async (c) => {
    const accepted = await acceptBody(c, deps, {
      schema: advertCheck.body.schema,
      bucket: 'advert-check',
      limit: checkLimit,
      purgeOldHits,
    })
    if (accepted instanceof Response) return accepted
    let answer
    try {
      answer = await jobs.checkAdvert({
        text: accepted.form.text,
        timeZone,
        siteHosts: siteHostsOf(publicOrigin ?? new URL(c.req.url).origin),
      })
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error
      logger.warn({ err: error, request_id: c.get('requestId') }, 'advert check failed')
      c.header('Retry-After', String(CHECK_RETRY_AFTER_SECONDS))
      return apiError(
        c,
        503,
        'check_unavailable',
        'The advert cannot be checked right now. Please try again in a moment.',
      )
    }
    c.header('Cache-Control', 'no-store')
    return c.json(answer, 200)
  })
  return app
}
