/**
 * The operator audit log: who did what, when and why. Rows are only ever added, and always in
 * the transaction of the change they describe, so the log cannot claim a change that rolled back
 * nor miss one that was made. The console and `npm run operator` both write through here.
 */
import type { Queryable } from '../../db/db.ts'

export interface AuditEntry {
  /** the operator's email at the time, or COMMAND_LINE_ACTOR */
  actor: string
  /** what was done, as area.verb: 'operator.add', 'listing.take-down' */
  action: string
  /** the listing it concerns, if any */
  jobId?: string | null
  /** why, in the operator's words */
  reason?: string
  /** anything else worth keeping, as JSON */
  detail?: Record<string, unknown>
  at: number
}

/** The actor of changes made with `npm run operator`. */
export const COMMAND_LINE_ACTOR = 'command line'

/** Adds one row to the audit log; pass the transaction that makes the change. */
export async function recordAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.query(
    `insert into operator_audit (at, actor, action, job_id, reason, detail)
     values ($1, $2, $3, $4, $5, $6::jsonb)`,
    [
      new Date(entry.at).toISOString(),
      entry.actor,
      entry.action,
      entry.jobId ?? null,
      entry.reason ?? '',
      JSON.stringify(entry.detail ?? {}),
    ],
  )
}
