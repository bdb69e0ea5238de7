/**
 * The database cannot answer now (down, restarting, unreachable, too slow): not a bug in the
 * request, and not permanent. The API answers it with 503 and Retry-After instead of 500, and
 * cached answers keep being served.
 */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError'
}

// SQLSTATE classes and codes that mean "the server, not the statement": connection exceptions
// (08), shutdown and start-up (57P01-57P03), too many connections (53300), and a statement
// cancelled by statement_timeout (57014).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300|57014)$/
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])
// node-postgres reports a lost or slow server with plain errors that carry no code.
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Connection ended/i

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code)))
    return true
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
