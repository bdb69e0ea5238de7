/**
 * What operators do to a listing, each with its audit row in the same transaction: take it down
 * (out of every list, search, count and the sitemap; its page answers 410; its open reports are
 * closed as acted on), restore it, dismiss its reports, or clear the scam rules' flag. Each answers
 * whether it changed anything, so a double submit is not logged twice.
 */
import type { Db } from '../../db/db.ts'
import { recordAudit } from '../operators/audit.repo.ts'

export interface ModerationAction {
  jobId: string
  /** the operator's email */
  actor: string
  reason: string
  now: number
}

export type ModerationKind = 'take-down' | 'restore' | 'dismiss-reports' | 'clear-flag'

/** The audit log's names for the actions. */
export const AUDIT_ACTIONS: Record<ModerationKind, string> = {
  'take-down': 'listing.take-down',
  restore: 'listing.restore',
  'dismiss-reports': 'reports.dismiss',
  'clear-flag': 'flag.clear',
}

/** The one statement each action is; `$1` is the job, `$2` the time, `$3` the reason. */
const STATEMENTS: Record<ModerationKind, { sql: string; params: 1 | 2 | 3 }> = {
  'take-down': {
    sql: `update jobs set taken_down_at = $2, taken_down_reason = $3
          where id = $1 and taken_down_at is null`,
    params: 3,
  },
  restore: {
    sql: `update jobs set taken_down_at = null, taken_down_reason = null
          where id = $1 and taken_down_at is not null`,
    params: 1,
  },
  'dismiss-reports': {
    sql: `update job_reports set status = 'dismissed', closed_at = $2
          where job_id = $1 and status = 'open'`,
    params: 2,
  },
  'clear-flag': {
    sql: `update jobs set flag_cleared_at = $2
          where id = $1 and caution is not null and flag_cleared_at is null`,
    params: 2,
  },
}

/** Carries out one action; false when there was nothing to do (already taken down, no open reports). */
export async function moderate(
  db: Db,
  kind: ModerationKind,
  { jobId, actor, reason, now }: ModerationAction,
): Promise<boolean> {
  const at = new Date(now).toISOString()
  return db.transaction(async (tx) => {
    const { sql, params } = STATEMENTS[kind]
    const { rows } = await tx.query<{ changed: number }>(
      `with changed as (${sql} returning 1) select count(*)::int as changed from changed`,
      [jobId, at, reason].slice(0, params),
    )
    const changed = rows[0]?.changed ?? 0
    if (changed === 0) return false
    if (kind === 'take-down') {
      // A listing taken down had its reports acted on: they leave the queue with it.
      await tx.query(
        `update job_reports set status = 'actioned', closed_at = $2 where job_id = $1 and status = 'open'`,
        [jobId, at],
      )
    }
    await recordAudit(tx, {
      actor,
      action: AUDIT_ACTIONS[kind],
      jobId,
      reason,
      detail: kind === 'dismiss-reports' ? { reports: changed } : {},
      at: now,
    })
    return true
  })
}
