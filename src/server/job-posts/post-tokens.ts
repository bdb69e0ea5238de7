/**
 * The private links' tokens: 32 random bytes in base64url, sent once by email and stored only as
 * their sha-256 (job_post_tokens), so a copy of the database opens no post. A confirm token
 * answers the same whenever it is used again; a manage token works until it is revoked.
 */
import { createHash, randomBytes } from 'node:crypto'

import type { Queryable } from '../db/db.ts'

export type TokenPurpose = 'confirm' | 'manage'

export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

/** A token as the links carry it: 43 base64url characters (anything else is no token of ours). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** Makes a token for the post and stores its hash; the token itself goes into the email only. */
export async function issueToken(
  tx: Queryable,
  { postId, purpose, now }: { postId: string; purpose: TokenPurpose; now: number },
): Promise<string> {
  const token = newToken()
  await tx.query(
    `insert into job_post_tokens (token_hash, post_id, purpose, created_at) values ($1, $2, $3, $4)`,
    [hashToken(token), postId, purpose, new Date(now).toISOString()],
  )
  return token
}

/** The post a live token of `purpose` opens, or null. */
export async function postIdOfToken(
  db: Queryable,
  token: string,
  purpose: TokenPurpose,
): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null
  const { rows } = await db.query<{ post_id: string }>(
    `select post_id from job_post_tokens
     where token_hash = $1 and purpose = $2 and revoked_at is null`,
    [hashToken(token), purpose],
  )
  return rows[0]?.post_id ?? null
}

/** Revokes every manage link of the post (a new one is about to be sent). */
export async function revokeManageTokens(
  tx: Queryable,
  { postId, now }: { postId: string; now: number },
): Promise<void> {
  await tx.query(
    `update job_post_tokens set revoked_at = $2
     where post_id = $1 and purpose = 'manage' and revoked_at is null`,
    [postId, new Date(now).toISOString()],
  )
}
