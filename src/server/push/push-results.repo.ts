/**
 * A line per push attempted (table push_results), for /api/health: how many subscriptions there
 * are, and how many pushes went out or failed in the last day. A growing failure count wants a
 * look (a push service refusing our keys, a payload too large). Rows older than a week go.
 */
import type { Queryable } from '../db/db.ts'
import type { PushOutcome } from './push-sender.ts'

const DAY_MS = 86_400_000
const KEEP_MS = 7 * DAY_MS
const at = (ms: number) => new Date(ms).toISOString()

export type PushKind = 'alert' | 'reminder'

export async function recordPushResult(
  db: Queryable,
  { kind, outcome, now }: { kind: PushKind; outcome: PushOutcome; now: number },
): Promise<void> {
  await db.query('insert into push_results (at, kind, ok, status) values ($1, $2, $3, $4)', [
    at(now),
    kind,
    outcome.kind === 'sent',
    outcome.status,
  ])
}

export interface PushCounts {
  subscriptions: number
  sentLastDay: number
  failedLastDay: number
}

export async function countPush(db: Queryable, now: number): Promise<PushCounts> {
  const { rows } = await db.query<PushCounts>(
    `select (select count(*)::int from push_subscriptions) as subscriptions,
            count(*) filter (where ok)::int as "sentLastDay",
            count(*) filter (where not ok)::int as "failedLastDay"
     from push_results where at > $1`,
    [at(now - DAY_MS)],
  )
  return rows[0] ?? { subscriptions: 0, sentLastDay: 0, failedLastDay: 0 }
}

export async function purgePushResults(db: Queryable, now: number): Promise<void> {
  await db.query('delete from push_results where at <= $1', [at(now - KEEP_MS)])
}
