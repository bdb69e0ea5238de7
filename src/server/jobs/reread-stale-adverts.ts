/**
 * Reads pay and how to apply again for stored adverts read by older rules (and, once, for every
 * advert stored before the two were read at all): a reader that improves reaches the whole board,
 * not only the adverts a source lists again. Runs in the background of the process that writes
 * the board, a batch at a time, giving the thread a turn between batches.
 *
 * A row whose text changes while it is being read is left for the upsert's own reading: the
 * update holds only while the content hash is the one that was read.
 *
 * Jobs employers post here are not read: their pay and how to apply are the post's data, as the
 * employer gave them (job-posts/publish-post.ts).
 */
import type { Queryable } from '../db/db.ts'
import { EMPLOYER_SOURCE } from '../job-posts/post-as-job.ts'
import { logger } from '../observability/logger.ts'
import { ADVERT_READING_VERSION, readAdvert, type AdvertToRead } from './read-advert.ts'

const BATCH = 200

interface StaleRow extends AdvertToRead {
  id: string
  content_hash: string
}

/** One batch; the number of adverts read (0: none are stale). */
export async function rereadStaleBatch(db: Queryable, version = ADVERT_READING_VERSION) {
  const { rows } = await db.query<StaleRow>(
    `select id, content_hash, salary, description, requirements, job_link, apply_instructions,
       source_pay
     from jobs where advert_reading_version <> $1 and source <> $3 order by id limit $2`,
    [version, BATCH, EMPLOYER_SOURCE],
  )
  if (rows.length === 0) return 0
  const readings = rows.map((row) => ({
    id: row.id,
    content_hash: row.content_hash,
    ...readAdvert(row),
  }))
  await db.query(
    `update jobs set pay = x.pay, how_to_apply = x.how_to_apply, advert_reading_version = $2
     from jsonb_to_recordset($1::jsonb) as x(id text, content_hash text, pay jsonb, how_to_apply jsonb)
     where jobs.id = x.id and jobs.content_hash = x.content_hash
       and jobs.advert_reading_version <> $2 and jobs.source <> $3`,
    [JSON.stringify(readings), version, EMPLOYER_SOURCE],
  )
  return rows.length
}

/** Reads every stale advert, batch by batch, until none is left or `stop` is called. */
export function startRereadingStaleAdverts(db: Queryable): { stop(): Promise<void> } {
  let stopped = false
  const run = (async () => {
    let read = 0
    for (;;) {
      if (stopped) return
      const batch = await rereadStaleBatch(db)
      if (batch === 0) break
      read += batch
      await new Promise((resolve) => setImmediate(resolve))
    }
    if (read > 0)
      logger.info(
        { event: 'reread-adverts', read },
        `Read pay and how to apply again for ${read} stored adverts`,
      )
  })().catch((error: unknown) => {
    logger.error(
      { event: 'reread-adverts', err: error },
      'Reading stored adverts again failed; the next start tries again',
    )
  })
  return {
    async stop() {
      stopped = true
      await run
    },
  }
}
