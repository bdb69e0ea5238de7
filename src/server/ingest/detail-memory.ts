/**
 * The pipeline's side of AdapterContext.details: what detail pages gave, read from the database
 * before the adapter runs and written in the source's store transaction, so a run that fails
 * remembers nothing it did not store. After a complete listing, entries of jobs that left it go.
 */
import type { Queryable } from '../db/db.ts'
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
      }>(
        `select external_id, card_hash, fields from ingest_details
         where source = $1 and external_id = any($2::text[])`,
        [source, externalIds],
      )
      return new Map(
        rows.map((row) => [row.external_id, { cardHash: row.card_hash, fields: row.fields }]),
      )
    },
    remember(externalId, detail) {
      used = true
      fresh.set(externalId, detail)
    },
    async save(tx, { now, listedIds }) {
      if (fresh.size > 0) {
        await tx.query(
          `insert into ingest_details (source, external_id, card_hash, fields, read_at)
           select $1, x.external_id, x.card_hash, x.fields, $3
           from jsonb_to_recordset($2::jsonb) as x(external_id text, card_hash text, fields jsonb)
           on conflict (source, external_id) do update set card_hash = excluded.card_hash,
             fields = excluded.fields, read_at = excluded.read_at`,
          [
            source,
            JSON.stringify(
              [...fresh].map(([externalId, detail]) => ({
                external_id: externalId,
                card_hash: detail.cardHash,
                fields: detail.fields,
              })),
            ),
            new Date(now).toISOString(),
          ],
        )
      }
      if (listedIds && used) {
        await tx.query(
          `delete from ingest_details where source = $1 and not (external_id = any($2::text[]))`,
          [source, listedIds],
        )
      }
    },
  }
}
