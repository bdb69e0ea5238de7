/** Values the middleware hands to handlers through the Hono context. */
export interface AppEnv {
  Variables: {
    /** the security headers every response carries, as one precomputed object */
    securityHeaders: Readonly<Record<string, string>>
    /** set by handlers that already put securityHeaders on their response */
    securityHeadersApplied: boolean
    /** this request's id: its X-Request-Id response header and the `request_id` of its log lines */
    requestId: string
  }
}
