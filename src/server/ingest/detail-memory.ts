/**
 * The pipeline's side of AdapterContext.details: what detail pages gave, and which pages failed
 * and when they may be asked again, read from the database before the adapter runs and written
 * in the source's store transaction, so a run that fails remembers nothing it did not store.
 * After a complete listing, entries of jobs that left it go.
 */
import type { Queryable } from '../db/db.ts'
import { advertExternalId } from './advert-role-id.ts'
import type { DetailMemory, RememberedDetail } from './ingest-types.ts'

export interface StoredDetailMemory extends DetailMemory {
  /** writes what this run read; `listedIds` (a complete listing) also prunes the rest */
  save(tx: Queryable, options: { now: number; listedIds: string[] | null }): Promise<void>
}

export function createDetailMemory(db: Queryable, source: string): StoredDetailMemory {
  const fresh = new Map<string, RememberedDetail>()
  // Only kinds with detail pages consult the memory: the others' runs write nothing to it, and
  // do not send their every id to a prune that has nothing to delete.
  let used = false
  return {
    async recall(externalIds) {
      used = true
      if (externalIds.length === 0) return new Map()
      const { rows } = await db.query<{
        external_id: string
        card_hash: string
        fields: RememberedDetail['fields']
        failures: number
        failed_url: string | null
        retry_at: Date | string | null
      }>(
        `select external_id, card_hash, fields, failures, failed_url, retry_at from ingest_details
         where source = $1 and external_id = any($2::text[])`,
        [source, externalIds],
      )
      return new Map(
        rows.map((row) => {
          const detail: RememberedDetail = { cardHash: row.card_hash, fields: row.fields }
          if (row.failures > 0 && row.failed_url !== null && row.retry_at !== null) {
            const retryAt = new Date(row.retry_at).getTime()
            detail.failure = { url: row.failed_url, count: row.failures, retryAt }
          }
          return [row.external_id, detail]
        }),
      )
    },
    remember(externalId, detail) {
      used = true
      fresh.set(externalId, detail)
    },
    async save(tx, { now, listedIds }) {
      if (fresh.size > 0) {
        await tx.query(
          `insert into ingest_details
             (source, external_id, card_hash, fields, read_at, failures, failed_url, retry_at)
           select $1, x.external_id, x.card_hash, x.fields, $3, x.failures, x.failed_url,
             x.retry_at
           from jsonb_to_recordset($2::jsonb) as x(external_id text, card_hash text,
             fields jsonb, failures integer, failed_url text, retry_at timestamptz)
           on conflict (source, external_id) do update set card_hash = excluded.card_hash,
             fields = excluded.fields, read_at = excluded.read_at,
             failures = excluded.failures, failed_url = excluded.failed_url,
             retry_at = excluded.retry_at`,
          [
            source,
            JSON.stringify(
              [...fresh].map(([externalId, { cardHash, fields, failure }]) => ({
                external_id: externalId,
                card_hash: cardHash,
                fields,
                // A page read (no failure) clears what failures were counted.
                failures: failure?.count ?? 0,
                failed_url: failure?.url ?? null,
                retry_at: failure ? new Date(failure.retryAt).toISOString() : null,
              })),
            ),
            new Date(now).toISOString(),
          ],
        )
      }
      if (listedIds && used) {
        // An advert split into roles is remembered under its own id, listed as its roles' ids.
        await tx.query(
          `delete from ingest_details where source = $1 and not (external_id = any($2::text[]))`,
          [source, [...new Set(listedIds.map(advertExternalId))]],
        )
      }
    },
  }
}
