/** The SQL of job_posts: a post's row as the feature reads it, and its changes of state. */
import type { JobPost } from '#shared/schemas/job-post.ts'

import type { Queryable } from '../db/db.ts'
import { sqlInstant } from '../db/sql-time.ts'
import type { Hold } from './holds.ts'

export type PostStatus = 'unconfirmed' | 'review' | 'live' | 'rejected'

export interface PostRow {
  id: string
  status: PostStatus
  post: JobPost
  pending_post: JobPost | null
  work_email: string
  email_domain: string
  verified: boolean
  holds: Hold[]
  reasons: string[]
  reject_reason: string | null
  job_id: string | null
  created_at: string
  confirmed_at: string | null
  live_at: string | null
  reviewed_at: string | null
  reviewed_by: string | null
  reminder_sent_at: string | null
}

const iso = (ms: number) => new Date(ms).toISOString()
const instant = (column: string) => `${sqlInstant(column)} as ${column}`

/** The select list that reads a row as a PostRow (instants as ISO text), on both drivers. */
export const POST_COLUMNS = `id, status, post, pending_post, work_email, email_domain, verified,
  holds, reasons, reject_reason, job_id, reviewed_by, ${['created_at', 'confirmed_at', 'live_at', 'reviewed_at', 'reminder_sent_at'].map(instant).join(', ')}`

export async function insertPost(
  tx: Queryable,
  row: {
    id: string
    post: JobPost
    workEmail: string
    domain: string
    verified: boolean
    holds: Hold[]
    reasons: string[]
    now: number
  },
): Promise<void> {
  await tx.query(
    `insert into job_posts (id, status, post, work_email, email_domain, verified, holds, reasons,
       created_at, updated_at)
     values ($1, 'unconfirmed', $2::jsonb, $3, $4, $5, $6::text[], $7::text[], $8, $8)`,
    [
      row.id,
      JSON.stringify(row.post),
      row.workEmail,
      row.domain,
      row.verified,
      row.holds,
      row.reasons,
      iso(row.now),
    ],
  )
}

/** The post, locked for the rest of the transaction when `lock` (one change at a time). */
export async function findPost(
  db: Queryable,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<PostRow | null> {
  const { rows } = await db.query<PostRow>(
    `select ${POST_COLUMNS} from job_posts where id = $1 ${lock ? 'for update' : ''}`,
    [id],
  )
  return rows[0] ?? null
}

/** Writes the fields given (and updated_at). */
export async function updatePost(
  tx: Queryable,
  id: string,
  now: number,
  fields: Partial<{
    status: PostStatus
    post: JobPost
    pending_post: JobPost | null
    verified: boolean
    holds: Hold[]
    reasons: string[]
    reject_reason: string | null
    job_id: string
    confirmed_at: number
    live_at: number
    reviewed_at: number
    reviewed_by: string
    reminder_sent_at: number | null
  }>,
): Promise<void> {
  const names = Object.keys(fields) as (keyof typeof fields)[]
  const values = names.map((name) => {
    const value = fields[name]
    if (name === 'post' || name === 'pending_post')
      return value === null ? null : JSON.stringify(value)
    if (name.endsWith('_at') && typeof value === 'number') return iso(value)
    return value
  })
  const sets = names.map((name, at) => {
    const cast =
      name === 'post' || name === 'pending_post'
        ? '::jsonb'
        : name === 'holds' || name === 'reasons'
          ? '::text[]'
          : ''
    return `${name} = $${at + 3}${cast}`
  })
  await tx.query(`update job_posts set ${[...sets, 'updated_at = $2'].join(', ')} where id = $1`, [
    id,
    iso(now),
    ...values,
  ])
}
