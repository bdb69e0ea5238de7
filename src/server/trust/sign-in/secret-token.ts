/**
 * Cookie values of the form "<id>.<secret>" whose row keeps only a SHA-256 of the secret
 * (sessions, known devices): a copy of the table signs no one in, and the secret is compared in
 * constant time.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

export interface SecretToken {
  id: string
  /** what the row keeps */
  secretHash: string
  /** what the cookie carries */
  token: string
}

const sha256 = (text: string) => createHash('sha256').update(text).digest()

export function newSecretToken(): SecretToken {
  const id = randomBytes(16).toString('base64url')
  const secret = randomBytes(32).toString('base64url')
  return { id, secretHash: sha256(secret).toString('base64url'), token: `${id}.${secret}` }
}

export function parseSecretToken(token: string): { id: string; secret: string } | null {
  const match = /^([\w-]{10,64})\.([\w-]{20,128})$/.exec(token)
  return match?.[1] && match[2] ? { id: match[1], secret: match[2] } : null
}

export function secretMatches(secretHash: string, secret: string): boolean {
  const stored = Buffer.from(secretHash, 'base64url')
  const given = sha256(secret)
  return stored.length === given.length && timingSafeEqual(stored, given)
}
