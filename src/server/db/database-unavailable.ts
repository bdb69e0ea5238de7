/**
 * The database cannot answer now (down, refusing connections, starting or stopping, full,
 * unreachable, too slow): not a bug in the request, and not permanent. The API answers it with
 * 503 and Retry-After instead of 500, and cached answers keep being served.
 */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError'
}

// SQLSTATE classes and codes that mean "the server cannot serve now", not "the statement is
// wrong": 08 connection exceptions; 53 insufficient resources (53300 too many connections,
// 53100 disk full, 53200 out of memory); 57P01-57P05 the connection was ended or refused
// (administrator or crash shutdown, starting up or in recovery, database dropped, idle
// session timeout); 57014 a statement cancelled by statement_timeout.
const UNAVAILABLE_SQLSTATE = /^(08...|53...|57P0[1-5]|57014)$/
// 55000 (object not in prerequisite state) is also a statement's fault (currval before
// nextval, say); only its "not accepting connections" (ALTER DATABASE ... ALLOW_CONNECTIONS
// false, a database being created from a template) is the server's.
const REFUSED_CONNECTIONS = /accepting connections/i
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EADDRNOTAVAIL',
  'ENOTFOUND',
  'EAI_AGAIN',
])
// Any failure to connect or to look the server up: a Unix socket path that is missing because
// the server is down fails with ENOENT, which elsewhere means a missing file.
const CONNECT_SYSCALLS = new Set(['connect', 'getaddrinfo'])
// node-postgres reports a lost or slow server with plain errors that carry no code.
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Connection ended/i

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true
  if (!(error instanceof Error)) return false
  const { code, syscall } = error as { code?: unknown; syscall?: unknown }
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code)) return true
    if (code === '55000' && REFUSED_CONNECTIONS.test(error.message)) return true
  }
  if (typeof syscall === 'string' && CONNECT_SYSCALLS.has(syscall)) return true
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable)) return true
  return UNAVAILABLE_MESSAGE.test(error.message)
}

/** Rethrows `error` as DatabaseUnavailableError when that is what it means. */
export function asUnavailable(error: unknown): unknown {
  if (error instanceof DatabaseUnavailableError || !isDatabaseUnavailable(error)) return error
  return new DatabaseUnavailableError(`The database is unavailable: ${(error as Error).message}`, {
    cause: error,
  })
}
