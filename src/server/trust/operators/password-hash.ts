/**
 * Operators' passwords, stored as scrypt hashes. scrypt is in node:crypto (no native module, no
 * new package) and is memory-hard, so a stolen table is slow to guess even on GPUs. The async
 * form runs on the libuv thread pool: a sign-in never blocks the event loop for its ~0.4 s.
 *
 * One string holds everything needed to check a password later, in the PHC style:
 *   $scrypt$ln=17,r=8,p=1$<salt, base64>$<key, base64>
 * (ln is log2 of N; base64 without padding). Checking uses the parameters in the string, so the
 * cost can be raised later without locking anyone out: needsRehash says when to store anew.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

export interface ScryptCost {
  /** log2 of N, the CPU and memory cost */
  ln: number
  /** block size */
  r: number
  /** parallelism */
  p: number
}

/** OWASP's recommendation for scrypt: N=2^17, r=8, p=1 (128 MiB, ~0.4 s a hash). */
export const DEFAULT_PASSWORD_COST: ScryptCost = { ln: 17, r: 8, p: 1 }
/** For tests only: ~3 ms a hash, so suites that create operators stay fast. */
export const TEST_PASSWORD_COST: ScryptCost = { ln: 10, r: 8, p: 1 }

/** The cost for a given ln, with the standard r and p. */
export function passwordCost(ln: number): ScryptCost {
  return { ...DEFAULT_PASSWORD_COST, ln }
}

/**
 * Longer input is refused before hashing: scrypt's first step reads the whole password, and a
 * megabyte "password" posted at the sign-in form should cost us nothing.
 */
export const MAX_PASSWORD_LENGTH = 1024

// Node's default maxmem (32 MiB) refuses N=2^17, r=8, which needs 128 MiB.
const MAX_MEMORY = 256 * 1024 * 1024
const SALT_BYTES = 16
const KEY_BYTES = 32
// Bounds on what a stored string may ask for: a corrupted or planted row must not make a
// sign-in allocate gigabytes or spin for minutes.
const LIMITS = { ln: [1, 20], r: [1, 32], p: [1, 16], salt: [8, 64], key: [16, 64] } as const

interface ParsedHash {
  cost: ScryptCost
  salt: Buffer
  key: Buffer
}

/** Too long to hash (counted in code points, as the password policy counts). */
export function isPasswordTooLong(password: string): boolean {
  // Every code point is one or two UTF-16 units, so the cheap test settles most inputs.
  if (password.length <= MAX_PASSWORD_LENGTH) return false
  if (password.length > 2 * MAX_PASSWORD_LENGTH) return true
  return [...password].length > MAX_PASSWORD_LENGTH
}

function within(value: number, [min, max]: readonly [number, number]): boolean {
  return Number.isInteger(value) && value >= min && value <= max
}

function checkCost(cost: ScryptCost): void {
  if (!within(cost.ln, LIMITS.ln) || !within(cost.r, LIMITS.r) || !within(cost.p, LIMITS.p))
    throw new RangeError(`Unsupported scrypt cost ln=${cost.ln},r=${cost.r},p=${cost.p}`)
}

function derive(password: string, salt: Buffer, keyBytes: number, cost: ScryptCost) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(
      // One normal form, so the same password typed on another keyboard or system matches.
      password.normalize('NFC'),
      salt,
      keyBytes,
      { N: 2 ** cost.ln, r: cost.r, p: cost.p, maxmem: MAX_MEMORY },
      (error, key) => (error ? reject(error) : resolve(key)),
    )
  })
}

const encode = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '')

/** Hashes a new password with a fresh random salt. Throws if it is over MAX_PASSWORD_LENGTH. */
export async function hashPassword(
  password: string,
  cost: ScryptCost = DEFAULT_PASSWORD_COST,
): Promise<string> {
  if (isPasswordTooLong(password))
    throw new RangeError(`A password may have at most ${MAX_PASSWORD_LENGTH} characters`)
  checkCost(cost)
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(password, salt, KEY_BYTES, cost)
  return `$scrypt$ln=${cost.ln},r=${cost.r},p=${cost.p}$${encode(salt)}$${encode(key)}`
}

const FORMAT =
  /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/

function parseHash(stored: string): ParsedHash | null {
  const match = FORMAT.exec(stored)
  if (!match) return null
  const [, ln, r, p, salt64, key64] = match
  const cost = { ln: Number(ln), r: Number(r), p: Number(p) }
  if (!within(cost.ln, LIMITS.ln) || !within(cost.r, LIMITS.r) || !within(cost.p, LIMITS.p))
    return null
  const salt = Buffer.from(salt64 ?? '', 'base64')
  const key = Buffer.from(key64 ?? '', 'base64')
  // Base64 that does not round-trip has stray bits: not a string we wrote.
  if (encode(salt) !== salt64 || encode(key) !== key64) return null
  if (!within(salt.length, LIMITS.salt) || !within(key.length, LIMITS.key)) return null
  return { cost, salt, key }
}

/** Whether `stored` is a hash in our format (what the control socket accepts to store). */
export function isPasswordHash(stored: string): boolean {
  return parseHash(stored) !== null
}

/**
 * Whether `password` is the one `stored` was made from. False, never a throw, for a malformed
 * string or an over-long password.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored)
  if (!parsed || isPasswordTooLong(password)) return false
  let key: Buffer
  try {
    key = await derive(password, parsed.salt, parsed.key.length, parsed.cost)
  } catch {
    // parameters this machine will not run (beyond maxmem): no password can match
    return false
  }
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key)
}

/**
 * Whether `stored` should be replaced by a hash at `cost` (made when the password is next
 * known, at sign-in): a different cost, key size or an unreadable string.
 */
export function needsRehash(stored: string, cost: ScryptCost = DEFAULT_PASSWORD_COST): boolean {
  const parsed = parseHash(stored)
  if (!parsed) return true
  return (
    parsed.cost.ln !== cost.ln ||
    parsed.cost.r !== cost.r ||
    parsed.cost.p !== cost.p ||
    parsed.key.length !== KEY_BYTES ||
    parsed.salt.length !== SALT_BYTES
  )
}

const dummyHashes = new Map<string, Promise<string>>()

/**
 * A hash of a random password nobody knows, made once per cost. Sign-in verifies against it
 * when the email is unknown, so an unknown address takes as long to refuse as a wrong password
 * and the timing does not tell which addresses are operators.
 */
export function createDummyHash(cost: ScryptCost = DEFAULT_PASSWORD_COST): Promise<string> {
  const id = `${cost.ln},${cost.r},${cost.p}`
  let hash = dummyHashes.get(id)
  if (!hash) {
    hash = hashPassword(randomBytes(24).toString('base64'), cost)
    // A failure (a bad cost) is not kept: the next call tries again and throws again.
    hash.catch(() => dummyHashes.delete(id))
    dummyHashes.set(id, hash)
  }
  return hash
}
