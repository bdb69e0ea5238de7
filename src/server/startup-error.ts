/** A failure to start that the operator can fix; printed as its message alone, without a stack. */
export class StartupError extends Error {
  override name = 'StartupError'
}
