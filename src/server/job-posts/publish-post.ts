/**
 * Puts a post on the site, or updates its job: through the upsert every job is stored by
 * (jobs/upsert-jobs.ts: the fingerprint, content hash, deadline in the site zone, scam verdict,
 * and the data_version bump that tells every process's search index), then the post's own
 * columns: its pay and how to apply as data (not read from its text), who posted it, and
 * whether it was filled (the upsert reopens a row it writes). The posting date is the day it
 * first went live, kept through edits and extensions.
 *
 * The same advert copied onto another site and read from there gives way: its rows with the
 * post's fingerprint are withdrawn, and the ingester keeps skipping it while the post is held
 * (ingest.repo.ts findFingerprintsHeldElsewhere).
 */
import { formatCalendarDate, getZonedDate } from '#shared/time-zone.ts'

import type { Queryable } from '../db/db.ts'
import { makeJobFingerprint } from '../jobs/job-fingerprint.ts'
import { makeJobId } from '../jobs/job-id.ts'
import { upsertJobs } from '../jobs/upsert-jobs.ts'
import type { PostRow } from './job-posts.repo.ts'
import { EMPLOYER_SOURCE, postAsJobInput } from './post-as-job.ts'

export const postJobId = (postId: string) => makeJobId(EMPLOYER_SOURCE, postId)

export async function publishPost(
  tx: Queryable,
  row: Pick<PostRow, 'id' | 'post' | 'verified' | 'email_domain'>,
  {
    liveAt,
    now,
    timeZone,
    clearFlag = false,
  }: {
    /** when the post first went live (epoch ms) */
    liveAt: number
    now: number
    timeZone: string
    /** an operator approved it over the scam rules: no warning on it */
    clearFlag?: boolean
  },
): Promise<string> {
  const day = formatCalendarDate(getZonedDate(liveAt, timeZone))
  const instant = new Date(liveAt).toISOString()
  const input = postAsJobInput(row.post, { postId: row.id, liveAt: { day, instant } })
  await upsertJobs(tx, [input], { now, timeZone })
  const jobId = postJobId(row.id)
  const postedBy = {
    verified: row.verified,
    domain: row.verified ? row.email_domain : null,
    website: row.post.website,
  }
  await tx.query(
    `update jobs set pay = $2::jsonb, how_to_apply = $3::jsonb, posted_by = $4::jsonb,
       withdrawn_at = filled_at,
       flag_cleared_at = case when $5 then coalesce(flag_cleared_at, $6) else flag_cleared_at end
     where id = $1`,
    [
      jobId,
      JSON.stringify(row.post.pay),
      JSON.stringify(row.post.howToApply),
      JSON.stringify(postedBy),
      clearFlag,
      new Date(now).toISOString(),
    ],
  )
  await tx.query(
    `update jobs set withdrawn_at = $3, updated_at = $3
     where fingerprint = $2 and source <> $1 and withdrawn_at is null`,
    [EMPLOYER_SOURCE, makeJobFingerprint(input), new Date(now).toISOString()],
  )
  return jobId
}

/** The employer filled the job: it closes at once (leaves the open lists; its page says so). */
export async function markJobFilled(tx: Queryable, jobId: string, now: number): Promise<void> {
  const at = new Date(now).toISOString()
  await tx.query(
    `update jobs set filled_at = $2, withdrawn_at = $2, updated_at = $2
     where id = $1 and filled_at is null`,
    [jobId, at],
  )
}
