/**
 * Writes a stored job's `pay` straight into its column. The upsert does not fill `pay` yet (it is
 * read out of the advert by a change of its own), so tests of what is done with it (the pay
 * filter, its counts, alerts) set it here, as that reading will.
 */
import type { Pay } from '#shared/pay/pay.ts'

import type { Queryable } from '../db/db.ts'

export async function setJobPay(db: Queryable, jobId: string, pay: Pay | null): Promise<void> {
  const { rows } = await db.query('update jobs set pay = $2::jsonb where id = $1 returning 1', [
    jobId,
    pay === null ? null : JSON.stringify(pay),
  ])
  if (rows.length !== 1) throw new Error(`no stored job ${jobId}`)
}
