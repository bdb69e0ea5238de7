/** What every action on a post needs besides its own input. */
import type { Db } from '../db/db.ts'

export interface PostContext {
  db: Db
  now: number
  /** SITE_TIMEZONE: the posting day and the deadline are days there */
  timeZone: string
  /** PUBLIC_ORIGIN, or the request's: the emails' links */
  origin: string
}
