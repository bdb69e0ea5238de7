/**
 * Slugs the organisation of stored jobs that have none yet (rows stored before migration 0018)
 * or one made by older rules (EMPLOYER_SLUG_VERSION): the upsert slugs only the rows it writes.
 * Runs in the background of the process that writes the board, a batch at a time, giving the
 * thread a turn between batches (like jobs/reread-stale-adverts.ts). Until a row is slugged its
 * job is missing from its employer page, nothing else.
 *
 * A row whose company changes meanwhile is left to the upsert's own slug: the update holds only
 * while the company is the one that was read.
 */
import { EMPLOYER_SLUG_VERSION, employerSlug } from '#shared/employer-slug.ts'

import type { Queryable } from '../db/db.ts'
import { logger } from '../observability/logger.ts'

const BATCH = 1000

/** One batch; the number of rows slugged (0: none left). */
export async function reslugBatch(db: Queryable, version = EMPLOYER_SLUG_VERSION) {
  const { rows } = await db.query<{ id: string; company: string }>(
    `select id, company from jobs where employer_slug_version <> $1 order by id limit $2`,
    [version, BATCH],
  )
  if (rows.length === 0) return 0
  const slugs = rows.map(({ id, company }) => ({ id, company, slug: employerSlug(company) }))
  await db.query(
    `update jobs set employer_slug = x.slug, employer_slug_version = $2
     from jsonb_to_recordset($1::jsonb) as x(id text, company text, slug text)
     where jobs.id = x.id and jobs.company = x.company and jobs.employer_slug_version <> $2`,
    [JSON.stringify(slugs), version],
  )
  return rows.length
}

/** Slugs every row that needs it, batch by batch, until none is left or `stop` is called. */
export function startReslugging(db: Queryable): { stop(): Promise<void> } {
  let stopped = false
  const run = (async () => {
    let slugged = 0
    for (;;) {
      if (stopped) return
      const batch = await reslugBatch(db)
      if (batch === 0) break
      slugged += batch
      await new Promise((resolve) => setImmediate(resolve))
    }
    if (slugged > 0)
      logger.info(
        { event: 'employer-slugs', slugged },
        `Made the employer page slug of ${slugged} stored jobs`,
      )
  })().catch((error: unknown) => {
    logger.error(
      { event: 'employer-slugs', err: error },
      'Making employer slugs failed; the next start tries again',
    )
  })
  return {
    async stop() {
      stopped = true
      await run
    },
  }
}
