/**
 * Checking an operator's email and password (decisions 027 and 034). Every refusal looks the
 * same from outside: one message, and about the same time, since an unknown email is checked
 * against a dummy hash made with the same cost. A try is counted before its password is checked,
 * atomically (sign-in-throttle.ts), and while one try is being checked a second on the same
 * counts is refused at once: a burst cannot pass the count by arriving before any failure is
 * recorded.
 */
import type { Db } from '../../db/db.ts'
import {
  clearRateLimit,
  createRateLimitPurger,
  hitRateLimits,
  refundRateLimitHit,
} from '../../forms/rate-limit.ts'
import { recordAudit } from '../operators/audit.repo.ts'
import { findOperatorByEmail, replacePasswordHash } from '../operators/operators.repo.ts'
import {
  hashPassword,
  needsRehash,
  verifyPassword,
  type ScryptCost,
} from '../operators/password-hash.ts'
import {
  createDevice,
  deleteDevice,
  findDevice,
  purgeExpiredDevices,
} from './operator-devices.repo.ts'
import { createSession, purgeExpiredSessions } from './operator-sessions.repo.ts'
import {
  longestSignInWindow,
  SIGN_IN_KIND,
  SIGN_IN_LIMITS,
  signInCounts,
  type SignInLimits,
} from './sign-in-throttle.ts'
import { VerificationsInFlight } from './verifications-in-flight.ts'

const MAX_EMAIL_LENGTH = 254

export type SignInResult =
  | { kind: 'signed-in'; token: string; deviceToken: string; email: string }
  | { kind: 'refused' }
  | { kind: 'throttled'; retryAfterSeconds: number }

export interface SignInDeps {
  db: Db
  /** a hash of nothing anyone knows, made with the live cost, for unknown emails */
  dummyHash: () => Promise<string>
  /** the live cost: a password hashed at another is hashed anew when its operator signs in */
  passwordCost: ScryptCost
  limits?: SignInLimits
}

export interface SignInAttempt {
  email: string
  password: string
  address: string | null
  /** the browser's device cookie, if it sent one */
  deviceToken: string | null
  now: number
}

export type SignIn = (attempt: SignInAttempt) => Promise<SignInResult>

/** One per process: it holds the checks in flight and when the counts were last purged. */
export function createSignIn({
  db,
  dummyHash,
  passwordCost,
  limits = SIGN_IN_LIMITS,
}: SignInDeps): SignIn {
  const inFlight = new VerificationsInFlight()
  const purgeOldHits = createRateLimitPurger(db, [SIGN_IN_KIND], longestSignInWindow(limits))

  return async ({ email, password, address, deviceToken, now }) => {
    const normalised = email.trim().toLowerCase().slice(0, MAX_EMAIL_LENGTH)
    const device = deviceToken ? await findDevice(db, deviceToken, now) : null
    // A device cookie counts only for the account it was set for.
    const deviceId = device?.email === normalised ? device.deviceId : null
    const counts = signInCounts({ email: normalised, address, deviceId }, limits)
    const release = inFlight.claim(counts.buckets.map(({ bucket }) => bucket))
    if (!release) return { kind: 'throttled', retryAfterSeconds: 1 }
    try {
      await purgeOldHits(now)
      const turn = await hitRateLimits(db, counts.buckets, now)
      if (!turn.allowed) return { kind: 'throttled', retryAfterSeconds: turn.retryAfterSeconds }

      const operator = normalised ? await findOperatorByEmail(db, normalised) : null
      // An unknown email is checked against the dummy hash: refused after the same work.
      const stored = operator?.password_hash ?? (await dummyHash())
      if (!operator || !(await verifyPassword(password, stored))) return { kind: 'refused' }

      await clearRateLimit(db, counts.clearedOnSuccess)
      if (counts.refundedOnSuccess) await refundRateLimitHit(db, counts.refundedOnSuccess, now)
      // Hashed before the transaction: PGlite runs one at a time, and this takes ~0.4 s.
      const rehashed = needsRehash(stored, passwordCost)
        ? await hashPassword(password, passwordCost)
        : null
      const tokens = await db.transaction(async (tx) => {
        if (rehashed) await replacePasswordHash(tx, operator.id, { from: stored, to: rehashed })
        // Rows are only added here, so purging here keeps both tables to live ones.
        await purgeExpiredSessions(tx, now)
        await purgeExpiredDevices(tx, now)
        // The browser's cookie is replaced, whichever operator it named.
        if (device) await deleteDevice(tx, device.deviceId)
        await recordAudit(tx, {
          actor: operator.email,
          action: 'operator.sign-in',
          detail: { knownDevice: deviceId !== null, rehashed: rehashed !== null },
          at: now,
        })
        return {
          token: await createSession(tx, operator.id, now),
          deviceToken: await createDevice(tx, operator.id, now),
        }
      })
      return { kind: 'signed-in', ...tokens, email: operator.email }
    } finally {
      release()
    }
  }
}
