/**
 * The site's secret for alert links (alert-tokens.ts), read from the database once per process:
 * every alert page and request needs it, and it never changes. A failed read (the database was
 * away) is not kept, so the next request tries again.
 */
import type { Queryable } from '../db/db.ts'
import { loadAlertTokenSecret } from './alert-tokens.ts'

export function cachedAlertTokenSecret(db: Queryable): () => Promise<Buffer> {
  let secret: Promise<Buffer> | null = null
  return () => {
    secret ??= loadAlertTokenSecret(db).catch((error: unknown) => {
      secret = null
      throw error
    })
    return secret
  }
}
