/**
 * Forwarded adverts readers sent to the team from the advert check ("Send to the JobsZW team"):
 * stored one per reader and text, listed in the console grouped by text, closed by an operator
 * with an audit row. Nothing else of a check is ever stored.
 */
import { createHash } from 'node:crypto'

import type { AdvertReportBody } from '#shared/schemas/advert-report-body.ts'

import type { Db, Queryable } from '../db/db.ts'
import { sqlInstantSeconds as iso } from '../db/sql-time.ts'
import { recordAudit } from '../trust/operators/audit.repo.ts'
import { reporterKey } from './report.ts'

export type AdvertReport = Pick<AdvertReportBody, 'text' | 'verdict' | 'note' | 'reporterId'>

/** The key an advert's reports are grouped and closed by: its text's SHA-256, base64url. */
export function advertTextHash(text: string): string {
  return createHash('sha256').update(text).digest('base64url')
}

/** Stores the report; `duplicate` when this reader already sent this text. */
export async function insertAdvertReport(
  db: Queryable,
  report: AdvertReport,
  address: string,
  now: number,
): Promise<{ duplicate: boolean }> {
  const { rows } = await db.query(
    `insert into advert_reports (text_hash, text, verdict, note, reporter_key, created_at)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (text_hash, reporter_key) do nothing
     returning id`,
    [
      advertTextHash(report.text),
      report.text,
      report.verdict,
      report.note,
      reporterKey(report.reporterId, address),
      new Date(now).toISOString(),
    ],
  )
  return { duplicate: rows.length === 0 }
}

export interface SentAdvert {
  text_hash: string
  text: string
  /** how many readers sent it */
  readers: number
  /** the answers they were shown, each once */
  verdicts: string[]
  notes: string[]
  first_at: string
  last_at: string
}

/** Open adverts, one entry per text, the most recently sent first. */
export async function listSentAdverts(db: Queryable, limit = 100): Promise<SentAdvert[]> {
  const { rows } = await db.query<SentAdvert>(
    `select text_hash, min(text) as text, count(*)::int as readers,
       array_agg(distinct verdict order by verdict) as verdicts,
       array_remove(array_agg(note order by created_at), null) as notes,
       ${iso('min(created_at)')} as first_at, ${iso('max(created_at)')} as last_at
     from advert_reports where status = 'open'
     group by text_hash
     order by max(created_at) desc, text_hash
     limit $1`,
    [limit],
  )
  return rows
}

/** dismissed: nothing to do; actioned: the team acted (took a listing down, warned readers). */
export type AdvertClosing = 'dismissed' | 'actioned'

export const ADVERT_AUDIT_ACTIONS: Record<AdvertClosing, string> = {
  dismissed: 'advert.dismiss',
  actioned: 'advert.act',
}

/** Closes every open report of one text; false when none was open (a double submit). */
export async function closeSentAdvert(
  db: Db,
  closing: AdvertClosing,
  {
    textHash,
    actor,
    reason,
    now,
  }: { textHash: string; actor: string; reason: string; now: number },
): Promise<boolean> {
  const at = new Date(now).toISOString()
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ changed: number }>(
      `with changed as (
         update advert_reports set status = $2, closed_at = $3
         where text_hash = $1 and status = 'open' returning 1)
       select count(*)::int as changed from changed`,
      [textHash, closing, at],
    )
    const changed = rows[0]?.changed ?? 0
    if (changed === 0) return false
    await recordAudit(tx, {
      actor,
      action: ADVERT_AUDIT_ACTIONS[closing],
      reason,
      detail: { text_hash: textHash, reports: changed },
      at: now,
    })
    return true
  })
}
