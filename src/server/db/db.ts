/**
 * The one small database interface the server is written against. Two implementations: the
 * embedded PGlite (default, nothing to install) and PostgreSQL through `pg` (DATABASE_URL).
 * Both speak the same SQL dialect, so repositories hold plain parameterised SQL.
 */
/** How long a statement, or a wait for the database, may take before the request gives up. */
export const DEFAULT_DB_TIMEOUT_MS = 5000

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
}

export interface TransactionOptions {
  unbounded?: boolean
}

export interface Db extends Queryable {
  readonly driver: 'pglite' | 'postgres'
  /**
   * Runs `fn` in one transaction on one connection; rolls back if it throws. Its statements are
   * bounded like any query, unless `unbounded`: work that waits on purpose (migrations and
   * ingest runs queue behind each other's locks) and serves no waiting reader.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>
  /**
   * Runs `fn` while holding a lock that no other process (or caller) holds, or returns
   * `{ acquired: false }` at once. PostgreSQL: a session advisory lock on its own connection,
   * freed if the process dies. PGlite: one process owns the data directory, so in-process.
   */
  withExclusiveLock<T>(
    key: number,
    fn: () => Promise<T>,
  ): Promise<{ acquired: true; value: T } | { acquired: false }>
  /**
   * Returns the space of rows that writes left dead to the database, outside any transaction.
   * PGlite has no autovacuum (it is one process, with no background workers), so without this
   * its folder grows with every ingest that changes rows. PostgreSQL's autovacuum does it: no-op.
   */
  maintain(): Promise<void>
  /** the connection pool's counts, for /metrics; absent where there is no pool (PGlite) */
  poolStats?(): { total: number; idle: number; waiting: number }
  close(): Promise<void>
}
