/**
 * Which counts a sign-in is held to (decision 034). Every try is counted before its password is
 * checked, with the forms' limiter (forms/rate-limit.ts), so tries sent at once are counted one
 * after another. A browser without a device cookie for the account is counted against the
 * account and against its address; past a few tries the wait doubles with each one. A browser
 * that signed in to the account before (a valid device cookie) is counted against that device
 * alone, so guesses at the account from elsewhere do not lock its operator out, while wrong
 * passwords from the device still slow the device down. Unknown emails are counted like real
 * ones, so the answers do not tell which accounts exist.
 */
import type { RateLimit, RateLimitBucket } from '../../forms/rate-limit.ts'

export interface SignInLimits {
  account: RateLimit
  address: RateLimit
  device: RateLimit
}

const MINUTE = 60_000
/** First wait 1 minute, doubling to a cap of an hour; tries are remembered for a day. */
const BACKOFF = { firstWaitMs: MINUTE, maxWaitMs: 60 * MINUTE }
const DAY = 24 * 60 * MINUTE

export const SIGN_IN_LIMITS: SignInLimits = {
  account: { max: 5, windowMs: DAY, backoff: BACKOFF },
  // Higher: many people share one carrier address (CGNAT), and an address may try many emails.
  address: { max: 20, windowMs: DAY, backoff: BACKOFF },
  device: { max: 5, windowMs: DAY, backoff: BACKOFF },
}

/** The part of rate_limit_hits' bucket names that is the sign-in's (for purging). */
export const SIGN_IN_KIND = 'sign-in'

/** How long a try is counted, in the longest of the limits (what may be purged after). */
export const longestSignInWindow = (limits: SignInLimits) =>
  Math.max(limits.account.windowMs, limits.address.windowMs, limits.device.windowMs)

export interface SignInCounts {
  /** counted now, before the password is checked */
  buckets: RateLimitBucket[]
  /** cleared by a right password: the account's or the device's count, never the address's */
  clearedOnSuccess: string
  /** given back by a right password: this one try's count against a shared address */
  refundedOnSuccess: string | null
}

/**
 * The counts of one try: the device's alone when it carries a valid device cookie for this
 * account, else the account's and the address's.
 */
export function signInCounts(
  { email, address, deviceId }: { email: string; address: string | null; deviceId: string | null },
  limits: SignInLimits = SIGN_IN_LIMITS,
): SignInCounts {
  if (deviceId) {
    const device = `${SIGN_IN_KIND}:device:${deviceId}`
    return {
      buckets: [{ bucket: device, limit: limits.device }],
      clearedOnSuccess: device,
      refundedOnSuccess: null,
    }
  }
  const account = `${SIGN_IN_KIND}:account:${email}`
  const fromAddress = `${SIGN_IN_KIND}:address:${address ?? 'unknown'}`
  return {
    buckets: [
      { bucket: account, limit: limits.account },
      { bucket: fromAddress, limit: limits.address },
    ],
    clearedOnSuccess: account,
    refundedOnSuccess: fromAddress,
  }
}
