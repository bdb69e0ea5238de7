/**
 * Whether this process should be sent requests. A stopping process says no (GET
 * /api/health/ready answers 503) while it finishes the requests it has, so a load balancer that
 * polls it moves new ones to the other processes.
 */
export interface Readiness {
  readonly draining: boolean
  drain(): void
}

export function createReadiness(): Readiness {
  let draining = false
  return {
    get draining() {
      return draining
    },
    drain() {
      draining = true
    },
  }
}
