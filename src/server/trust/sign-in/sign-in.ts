/**
 * Checking an operator's email and password. Every refusal looks the same from outside: one
 * message, and about the same time, since an unknown email is checked against a dummy hash made
 * with the same cost. Throttled tries are refused before any hashing, whatever the password.
 */
import type { Db } from '../../db/db.ts'
import { recordAudit } from '../operators/audit.repo.ts'
import { findOperatorByEmail } from '../operators/operators.repo.ts'
import { verifyPassword } from '../operators/password-hash.ts'
import { createSession } from './operator-sessions.repo.ts'
import type { SIGN_IN_LIMITS } from './sign-in-throttle.ts'
import {
  clearAccountFailures,
  recordSignInFailure,
  signInBuckets,
  signInRetryAfter,
} from './sign-in-throttle.ts'

const MAX_EMAIL_LENGTH = 254

export type SignInResult =
  | { kind: 'signed-in'; token: string; email: string }
  | { kind: 'refused' }
  | { kind: 'throttled'; retryAfterSeconds: number }

export interface SignInDeps {
  db: Db
  /** a hash of nothing anyone knows, made with the live cost, for unknown emails */
  dummyHash: () => Promise<string>
  limits?: typeof SIGN_IN_LIMITS
}

export async function signIn(
  { db, dummyHash, limits }: SignInDeps,
  {
    email,
    password,
    address,
    now,
  }: { email: string; password: string; address: string | null; now: number },
): Promise<SignInResult> {
  const normalised = email.trim().toLowerCase().slice(0, MAX_EMAIL_LENGTH)
  const buckets = signInBuckets(normalised, address, limits)
  const retryAfterSeconds = await signInRetryAfter(db, buckets, now)
  if (retryAfterSeconds > 0) return { kind: 'throttled', retryAfterSeconds }

  const operator = normalised ? await findOperatorByEmail(db, normalised) : null
  // An unknown email is checked against the dummy hash: refused after the same work.
  const matches = await verifyPassword(password, operator?.password_hash ?? (await dummyHash()))
  if (!operator || !matches) {
    await recordSignInFailure(db, buckets, now)
    return { kind: 'refused' }
  }
  const [account] = buckets
  if (account) await clearAccountFailures(db, account)
  const token = await db.transaction(async (tx) => {
    await recordAudit(tx, { actor: operator.email, action: 'operator.sign-in', at: now })
    return createSession(tx, operator.id, now)
  })
  return { kind: 'signed-in', token, email: operator.email }
}
