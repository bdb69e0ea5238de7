/**
 * POST /api/contact, /api/newsletter, /api/reports and /api/adverts/reports (a forwarded advert
 * a reader sends the team from the advert check): JSON bodies checked against the shared
 * schemas, bot-checked on the server, rate limited per client address, stored, answered in JSON.
 */
import { Hono, type Context } from 'hono'

import type { Clock } from '../clock.ts'
import type { Db } from '../db/db.ts'
import { insertAdvertReport } from '../forms/advert-reports.repo.ts'
import { insertContactMessage, jobExists, subscribeToNewsletter } from '../forms/forms.repo.ts'
import { acceptForm } from '../forms/accept-form.ts'
import { createRateLimitPurger, type RateLimit } from '../forms/rate-limit.ts'
import { insertJobReport } from '../forms/report.ts'
import type { TurnstileVerifier } from '../forms/turnstile.ts'
import { apiError } from '../http/api-error.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { TrustProxy } from '../http/trust-proxy.ts'
import { route } from './api-operation.ts'
import { advertReport, contact, newsletter, report } from './forms.operations.ts'

export interface FormsDeps {
  db: Db
  clock: Clock
  verifier: TurnstileVerifier
  trustProxy: TrustProxy
  limits?: FormLimits
}

type FormKind = 'contact' | 'newsletter' | 'report' | 'advertReport'

/** Each form's limit per client address; the advert check's report takes the report's. */
export type FormLimits = Record<Exclude<FormKind, 'advertReport'>, RateLimit> &
  Partial<Record<'advertReport', RateLimit>>

const DEFAULT_LIMITS = {
  contact: { max: 5, windowMs: 10 * 60_000 },
  newsletter: { max: 10, windowMs: 60 * 60_000 },
  report: { max: 5, windowMs: 60 * 60_000 },
  advertReport: { max: 5, windowMs: 60 * 60_000 },
}

export function formsRoutes({
  db,
  clock,
  verifier,
  trustProxy,
  limits: given = DEFAULT_LIMITS,
}: FormsDeps) {
  const limits = { ...given, advertReport: given.advertReport ?? given.report }
  const purgeOldHits = createRateLimitPurger(
    db,
    Object.keys(limits),
    Math.max(...Object.values(limits).map((limit) => limit.windowMs)),
  )
  const accept = <TSchema extends Parameters<typeof acceptForm>[2]['schema']>(
    c: Context<AppEnv>,
    kind: FormKind,
    schema: TSchema,
  ) =>
    acceptForm(
      c,
      { db, clock, verifier, trustProxy },
      { schema, bucket: kind, limit: limits[kind], purgeOldHits },
    )

  // Each body is parsed with the schema its operation documents.
  const app = new Hono<AppEnv>()
  route(app, contact, async (c) => {
    const accepted = await accept(c, 'contact', contact.body.schema)
    if (accepted instanceof Response) return accepted
    await insertContactMessage(db, accepted.form, accepted.address, clock.now())
    return c.json({ ok: true }, 201)
  })
  route(app, report, async (c) => {
    const accepted = await accept(c, 'report', report.body.schema)
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
  route(app, advertReport, async (c) => {
    const accepted = await accept(c, 'advertReport', advertReport.body.schema)
    if (accepted instanceof Response) return accepted
    const { duplicate } = await insertAdvertReport(db, accepted.form, accepted.address, clock.now())
    if (duplicate)
      return apiError(
        c,
        409,
        'already_sent',
        'You have already sent this advert. Thank you; the team will look at it.',
      )
    return c.json({ ok: true }, 201)
  })
  route(app, newsletter, async (c) => {
    const accepted = await accept(c, 'newsletter', newsletter.body.schema)
    if (accepted instanceof Response) return accepted
    const { created } = await subscribeToNewsletter(db, accepted.form.email, clock.now())
    return c.json({ ok: true, alreadySubscribed: !created }, created ? 201 : 200)
  })
  return app
}
