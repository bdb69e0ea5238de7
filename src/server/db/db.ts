/**
 * The one small database interface the server is written against. Two implementations: the
 * embedded PGlite (default, nothing to install) and PostgreSQL through `pg` (DATABASE_URL).
 * Both speak the same SQL dialect, so repositories hold plain parameterised SQL.
 */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
}

export interface Db extends Queryable {
  readonly driver: 'pglite' | 'postgres'
  /** Runs `fn` in one transaction on one connection; rolls back if it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  /**
   * Runs `fn` while holding a lock that no other process (or caller) holds, or returns
   * `{ acquired: false }` at once. PostgreSQL: a session advisory lock on its own connection,
   * freed if the process dies. PGlite: one process owns the data directory, so in-process.
   */
  withExclusiveLock<T>(
    key: number,
    fn: () => Promise<T>,
  ): Promise<{ acquired: true; value: T } | { acquired: false }>
  close(): Promise<void>
}
