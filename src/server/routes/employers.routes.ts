import { Hono } from 'hono'
import * as v from 'valibot'

import { employerSlugParamSchema } from '#shared/schemas/employer.ts'
import type { ApiErrorBody } from '#shared/job.ts'

import { getEmployer as readEmployer } from '../employers/employers.repo.ts'
import { apiError } from '../http/api-error.ts'
import type { AppEnv } from '../http/app-env.ts'
import { EncodedBody } from '../http/encoded-body.ts'
import { sendEncoded } from '../http/send-encoded.ts'
import type { JobsService } from '../jobs/jobs-service.ts'
import { route } from './api-operation.ts'
import { getEmployer } from './employers.operations.ts'

/** As the job lists: a minute old at most, and countdowns run on the device. */
const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600'

/**
 * GET /api/employers/:slug, cached like the jobs API (per data version and class change, with
 * an ETag): the answer for an unknown slug is cached too, as a 404, so asking again costs
 * nothing.
 */
export function employersRoutes(jobs: JobsService, timeZone: string) {
  const notFound = new WeakSet<EncodedBody>()
  const app = new Hono<AppEnv>()
  route(app, getEmployer, async (c) => {
    const slug = c.req.param('slug') ?? ''
    if (!v.is(employerSlugParamSchema, slug)) {
      return apiError(
        c,
        400,
        'invalid_parameter',
        'slug must be lower case letters and digits joined by single hyphens, at most 80',
        'slug',
      )
    }
    const body = await jobs.getDerived(`employer:${slug}`, async (db, now) => {
      const employer = await readEmployer(db, slug, { now, timeZone })
      if (employer) return EncodedBody.json(employer)
      const error: ApiErrorBody = {
        error: { code: 'not_found', message: `No employer has the slug ${slug}` },
      }
      const missing = EncodedBody.json(error)
      notFound.add(missing)
      return missing
    })
    return sendEncoded(c, body, CACHE_CONTROL, notFound.has(body) ? 404 : 200)
  })
  return app
}
