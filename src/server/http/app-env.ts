/** Values the middleware hands to handlers through the Hono context. */
export interface AppEnv {
  Variables: {
    /** the security headers every response carries, as one precomputed object */
    securityHeaders: Readonly<Record<string, string>>
    /** set by handlers that already put securityHeaders on their response */
    securityHeadersApplied: boolean
  }
}
