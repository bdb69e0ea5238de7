/** The console's Review queue: held posts, and live posts with a held edit, oldest first. */
import type { Queryable } from '../db/db.ts'
import { POST_COLUMNS, type PostRow } from './job-posts.repo.ts'

export async function listReviewQueue(db: Queryable, limit = 100): Promise<PostRow[]> {
  const { rows } = await db.query<PostRow>(
    `select ${POST_COLUMNS} from job_posts
     where status = 'review' or (status = 'live' and pending_post is not null)
     order by coalesce(confirmed_at, created_at), id limit $1`,
    [limit],
  )
  return rows
}
