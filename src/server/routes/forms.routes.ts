/**
 * POST /api/contact, /api/newsletter and /api/reports: JSON bodies checked against the shared
 * schemas, bot-checked on the server, rate limited per client address, stored, answered in JSON.
 */
import { Hono, type Context } from 'hono'
import type * as v from 'valibot'

import {
  contactBodySchema,
  newsletterBodySchema,
  reportBodySchema,
  TURNSTILE_FIELD,
} from '#shared/schemas/forms.ts'

import type { Clock } from '../clock.ts'
import type { Db } from '../db/db.ts'
import { insertContactMessage, jobExists, subscribeToNewsletter } from '../forms/forms.repo.ts'
import { createRateLimitPurger, hitRateLimit, type RateLimit } from '../forms/rate-limit.ts'
import { insertJobReport } from '../forms/report.ts'
import type { TurnstileVerifier } from '../forms/turnstile.ts'
import { FormError, validateForm } from '../forms/validate-form.ts'
import { apiError } from '../http/api-error.ts'
import type { AppEnv } from '../http/app-env.ts'
import { JsonBodyError, readJsonBody } from '../http/read-json-body.ts'
import { getClientAddress } from '../http/client-address.ts'
import type { TrustProxy } from '../http/trust-proxy.ts'

export interface FormsDeps {
  db: Db
  clock: Clock
  verifier: TurnstileVerifier
  trustProxy: TrustProxy
  limits?: { contact: RateLimit; newsletter: RateLimit; report: RateLimit }
}

const DEFAULT_LIMITS = {
  contact: { max: 5, windowMs: 10 * 60_000 },
  newsletter: { max: 10, windowMs: 60 * 60_000 },
  report: { max: 5, windowMs: 60 * 60_000 },
}

export function formsRoutes({
  db,
  clock,
  verifier,
  trustProxy,
  limits = DEFAULT_LIMITS,
}: FormsDeps) {
  const purgeOldHits = createRateLimitPurger(
    db,
    Math.max(...Object.values(limits).map((limit) => limit.windowMs)),
  )
  /** Parse, rate-limit, verify; returns the checked form or the error response to send. */
  async function accept<
    TSchema extends v.GenericSchema<unknown, { [TURNSTILE_FIELD]: string | null }>,
  >(
    c: Context<AppEnv>,
    kind: 'contact' | 'newsletter' | 'report',
    schema: TSchema,
  ): Promise<{ form: v.InferOutput<TSchema>; address: string } | Response> {
    let form: v.InferOutput<TSchema>
    try {
      form = validateForm(schema, await readJsonBody(c))
    } catch (error) {
      if (error instanceof JsonBodyError)
        return apiError(c, 400, 'invalid_field', error.message, 'body')
      if (error instanceof FormError)
        return apiError(c, 400, 'invalid_field', error.message, error.field)
      throw error
    }
    const address = getClientAddress(c, trustProxy) ?? 'unknown'
    await purgeOldHits(clock.now())
    const limit = await hitRateLimit(db, `${kind}:${address}`, limits[kind], clock.now())
    if (!limit.allowed) {
      c.header('Retry-After', String(limit.retryAfterSeconds))
      return apiError(
        c,
        429,
        'rate_limited',
        `Too many requests. Try again in ${limit.retryAfterSeconds} seconds.`,
      )
    }
    const verdict = await verifier.verify(
      form[TURNSTILE_FIELD],
      address === 'unknown' ? null : address,
    )
    if (!verdict.ok) {
      if (verdict.reason === 'unavailable') {
        return apiError(
          c,
          503,
          'verification_unavailable',
          'The bot check could not be reached. Please try again.',
        )
      }
      return apiError(
        c,
        403,
        'verification_failed',
        'The bot check failed or expired. Please complete it again.',
      )
    }
    return { form, address }
  }

  return new Hono<AppEnv>()
    .post('/contact', async (c) => {
      const accepted = await accept(c, 'contact', contactBodySchema)
      if (accepted instanceof Response) return accepted
      await insertContactMessage(db, accepted.form, accepted.address, clock.now())
      return c.json({ ok: true }, 201)
    })
    .post('/reports', async (c) => {
      const accepted = await accept(c, 'report', reportBodySchema)
      if (accepted instanceof Response) return accepted
      const { form, address } = accepted
      if (!(await jobExists(db, form.jobId)))
        return apiError(c, 404, 'not_found', 'There is no job with that id.', 'jobId')
      const { duplicate } = await insertJobReport(db, form, address, clock.now())
      if (duplicate)
        return apiError(
          c,
          409,
          'already_reported',
          'You have already reported this listing. Thank you; we are looking into it.',
        )
      return c.json({ ok: true }, 201)
    })
    .post('/newsletter', async (c) => {
      const accepted = await accept(c, 'newsletter', newsletterBodySchema)
      if (accepted instanceof Response) return accepted
      const { created } = await subscribeToNewsletter(db, accepted.form.email, clock.now())
      return c.json({ ok: true, alreadySubscribed: !created }, created ? 201 : 200)
    })
}
