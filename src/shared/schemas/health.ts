/** What GET /api/health answers: 200 when the database answers, 503 with `reachable: false`. */
import * as v from 'valibot'

const count = v.pipe(v.number(), v.integer(), v.minValue(0))
const driver = v.picklist(['pglite', 'postgres'])

export const ingestRunSchema = v.pipe(
  v.object({
    source: v.string(),
    started_at: v.string(),
    finished_at: v.nullable(v.string()),
    ok: v.boolean(),
    complete: v.boolean(),
    fetched: count,
    inserted: count,
    updated: count,
    withdrawn: count,
    duplicates: count,
    warnings: count,
    error: v.nullable(v.string()),
    duration_ms: v.nullable(count),
  }),
  v.title('IngestRun'),
)

export const healthOkSchema = v.pipe(
  v.object({
    status: v.literal('ok'),
    database: v.object({ driver, reachable: v.literal(true) }),
    jobs: v.object({ active: count, expired: count }),
    ingest: v.pipe(v.array(ingestRunSchema), v.description('The last run of each source')),
    mail: v.pipe(
      v.object({ pending: count, failed: count, sent_last_day: count }),
      v.description(
        'The outbox of alert emails: waiting to be sent (or retried), given up on, and sent in the last 24 hours',
      ),
    ),
    push: v.pipe(
      v.object({ subscriptions: count, sent_last_day: count, failed_last_day: count }),
      v.description(
        'Web Push: browsers subscribed, and pushes (alerts and reminders) the push services took or did not take in the last 24 hours',
      ),
    ),
  }),
  v.title('Health'),
)

export const healthDownSchema = v.pipe(
  v.object({
    status: v.literal('error'),
    database: v.object({ driver, reachable: v.literal(false) }),
  }),
  v.title('HealthDown'),
)

export type IngestRun = v.InferOutput<typeof ingestRunSchema>
export type HealthOk = v.InferOutput<typeof healthOkSchema>
export type HealthDown = v.InferOutput<typeof healthDownSchema>

/** What GET /api/health/live and /api/health/ready answer: a load balancer reads the status. */
export const healthProbeSchema = v.pipe(
  v.object({
    status: v.picklist(['ok', 'unavailable']),
    reason: v.optional(v.picklist(['shutting_down', 'database_unavailable'])),
  }),
  v.title('HealthProbe'),
)
export type HealthProbe = v.InferOutput<typeof healthProbeSchema>
