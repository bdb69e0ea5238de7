/**
 * An outage is logged when it starts and when it ends, not once per request: a database that
 * refused connections for 20 s under load wrote 2,353 error lines, one per request, and the
 * line that said what had happened was lost among them (decision 037).
 */
import { logger, type Logger } from '../observability/logger.ts'
import { isDatabaseUnavailable } from './database-unavailable.ts'
import type { Db } from './db.ts'

/**
 * How long no statement may fail before a success counts as the end of the outage. A server
 * that refuses new connections (53300 too many) while the pool's open ones still work fails
 * and succeeds in turn; without this, every request would log a pair of lines.
 */
export const RECOVERY_QUIET_MS = 5000

export interface DatabaseOutage {
  /** a statement failed; counted when the error means the database cannot serve */
  failed(error: unknown): void
  /** a statement succeeded */
  succeeded(): void
  readonly unavailable: boolean
}

export function createDatabaseOutage({
  now = () => performance.now(),
  log = logger,
}: {
  /** milliseconds on a monotonic clock; tests pass their own */
  now?: () => number
  log?: Pick<Logger, 'warn' | 'info'>
} = {}): DatabaseOutage {
  let since: number | null = null
  let lastFailure = 0
  let failures = 0
  return {
    get unavailable() {
      return since !== null
    },
    failed(error) {
      if (!isDatabaseUnavailable(error)) return
      lastFailure = now()
      failures++
      if (since !== null) return
      since = lastFailure
      // The requests that fail meanwhile answer 503 and log nothing more than their request line.
      log.warn({ err: error }, 'database unavailable')
    },
    succeeded() {
      if (since === null || now() - lastFailure < RECOVERY_QUIET_MS) return
      log.info(
        { unavailable_ms: Math.round(lastFailure - since), failed_statements: failures },
        'database available again',
      )
      since = null
      failures = 0
    },
  }
}

/**
 * `db` with every statement's outcome reported to `outage`. Transactions count as one: the
 * statements inside them already went through the driver's own error mapping.
 */
export function reportingOutages(db: Db, outage: DatabaseOutage): Db {
  const watch = async <R>(work: () => Promise<R>): Promise<R> => {
    try {
      const result = await work()
      outage.succeeded()
      return result
    } catch (error) {
      outage.failed(error)
      throw error
    }
  }
  return {
    ...db,
    query: <Row>(sql: string, params?: unknown[]) => watch(() => db.query<Row>(sql, params)),
    exec: (sql) => watch(() => db.exec(sql)),
    transaction: (fn, options) => watch(() => db.transaction(fn, options)),
  }
}
