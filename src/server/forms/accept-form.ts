/**
 * What every form post goes through before its own work: the JSON body checked against its
 * schema (400 naming the field), a rate limit per client address (429 with Retry-After), then
 * the bot check on the server (403; 503 when the checker cannot be reached). The rate limit comes
 * before the bot check so that a flood costs us no calls to the checker. Writes the app makes on
 * its own (its push subscription) go through the first two steps only (acceptBody).
 */
import type { Context } from 'hono'
import type * as v from 'valibot'

import { TURNSTILE_FIELD } from '#shared/schemas/forms.ts'

import type { Clock } from '../clock.ts'
import type { Db } from '../db/db.ts'
import { apiError } from '../http/api-error.ts'
import type { AppEnv } from '../http/app-env.ts'
import { getClientAddress } from '../http/client-address.ts'
import { JsonBodyError, readJsonBody } from '../http/read-json-body.ts'
import type { TrustProxy } from '../http/trust-proxy.ts'
import { hitRateLimits, type RateLimit, type RateLimitBucket } from './rate-limit.ts'
import type { TurnstileVerifier } from './turnstile.ts'
import { FormError, validateForm } from './validate-form.ts'

export interface FormGate {
  db: Db
  clock: Clock
  verifier: TurnstileVerifier
  trustProxy: TrustProxy
}

export function tooManyRequests(c: Context, retryAfterSeconds: number): Response {
  c.header('Retry-After', String(retryAfterSeconds))
  return apiError(
    c,
    429,
    'rate_limited',
    `Too many requests. Try again in ${retryAfterSeconds} seconds.`,
  )
}

/** What acceptBody needs: no bot check. */
export type BodyGate = Omit<FormGate, 'verifier'>

export interface GateOptions<TSchema> {
  schema: TSchema
  /** the rate limit's name; the client's address is added to it */
  bucket: string
  limit: RateLimit
  purgeOldHits: (now: number) => Promise<void>
  /** what the schema cannot check (a date against the clock): the field and why, or null */
  check?: (form: Output<TSchema>) => { field: string; message: string } | null
  /** limits counted with the address's, by what the body says (its email's mailbox) */
  moreBuckets?: (form: Output<TSchema>) => RateLimitBucket[]
}

type Output<TSchema> = TSchema extends v.GenericSchema ? v.InferOutput<TSchema> : never

/**
 * The first two steps alone, for writes that cannot carry a bot-check token (the app sends its
 * push subscription by itself, whenever it opens): the body checked, then the rate limit.
 */
export async function acceptBody<TSchema extends v.GenericSchema>(
  c: Context<AppEnv>,
  { db, clock, trustProxy }: BodyGate,
  { schema, bucket, limit, purgeOldHits, check, moreBuckets }: GateOptions<TSchema>,
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
  const problem = check?.(form as Output<TSchema>)
  if (problem) return apiError(c, 400, 'invalid_field', problem.message, problem.field)
  const limited = await limitClient(
    c,
    { db, clock, trustProxy },
    { bucket, limit, purgeOldHits, more: moreBuckets?.(form as Output<TSchema>) },
  )
  return limited instanceof Response ? limited : { form, address: limited.address }
}

/** Counts the request against the client address's limit: 429 past it, else the address. */
export async function limitClient(
  c: Context<AppEnv>,
  { db, clock, trustProxy }: BodyGate,
  {
    bucket,
    limit,
    purgeOldHits,
    more = [],
  }: Pick<GateOptions<unknown>, 'bucket' | 'limit' | 'purgeOldHits'> & {
    more?: RateLimitBucket[]
  },
): Promise<{ address: string } | Response> {
  const address = getClientAddress(c, trustProxy) ?? 'unknown'
  const now = clock.now()
  await purgeOldHits(now)
  const hit = await hitRateLimits(db, [{ bucket: `${bucket}:${address}`, limit }, ...more], now)
  return hit.allowed ? { address } : tooManyRequests(c, hit.retryAfterSeconds)
}

export async function acceptForm<
  TSchema extends v.GenericSchema<unknown, { [TURNSTILE_FIELD]: string | null }>,
>(
  c: Context<AppEnv>,
  gate: FormGate,
  options: GateOptions<TSchema>,
): Promise<{ form: v.InferOutput<TSchema>; address: string } | Response> {
  const accepted = await acceptBody(c, gate, options)
  if (accepted instanceof Response) return accepted
  const { form, address } = accepted
  const verdict = await gate.verifier.verify(
    form[TURNSTILE_FIELD],
    address === 'unknown' ? null : address,
  )
  if (verdict.ok) return { form, address }
  return verdict.reason === 'unavailable'
    ? apiError(
        c,
        503,
        'verification_unavailable',
        'The bot check could not be reached. Please try again.',
      )
    : apiError(
        c,
        403,
        'verification_failed',
        'The bot check failed or expired. Please complete it again.',
      )
}
