/**
 * The HTTPS agent every push goes through. It judges the address the socket is about to connect
 * to, not the endpoint's text, so neither DNS rebinding nor a URL parser's reading can steer a
 * push inward:
 *
 * - a host name: the SSRF guard's lookup (ingest/fetch/ssrf-guard.ts) resolves it and refuses
 *   when any address is private, loopback, link-local or reserved; the socket connects to the
 *   address that lookup returned, not to a second resolution;
 * - an IP literal: Node connects without calling `lookup`, so `createConnection` judges it.
 *
 * Either way the request fails with code EBLOCKED before a packet leaves, unless `allowed` names
 * the address (PUSH_SERVICE_HOSTS entries that are addresses: tests' stand-ins on 127.0.0.1).
 */
import https from 'node:https'
import type { Duplex } from 'node:stream'

import {
  blockedAddressError,
  createGuardedLookup,
  isBlockedLiteralHost,
  normaliseHost,
} from '../ingest/fetch/ssrf-guard.ts'

export interface PushAgentOptions {
  /** private or loopback addresses that may be connected to all the same */
  allowed: ReadonlySet<string>
  /** certificates to trust instead of the system's (tests: the local push service's own) */
  ca?: string | Buffer
}

class GuardedAgent extends https.Agent {
  readonly #allowed: ReadonlySet<string>

  constructor(allowed: ReadonlySet<string>, options: https.AgentOptions) {
    super(options)
    this.#allowed = allowed
  }

  override createConnection(
    options: https.RequestOptions,
    callback?: (error: Error | null, stream: Duplex) => void,
  ): Duplex | null | undefined {
    const host = options.host ?? options.hostname ?? 'localhost'
    if (isBlockedLiteralHost(host, this.#allowed)) {
      const error = blockedAddressError(host, normaliseHost(host))
      if (!callback) throw error
      // The agent passes this error to the request (its 'error' event); no socket was made.
      ;(callback as (error: Error) => void)(error)
      return undefined
    }
    return super.createConnection(options, callback)
  }
}

export function createPushAgent({ allowed, ca }: PushAgentOptions): https.Agent {
  return new GuardedAgent(allowed, {
    // Pushes of one run go to a few services: one connection each, kept between pushes.
    keepAlive: true,
    lookup: createGuardedLookup(allowed),
    ...(ca === undefined ? {} : { ca }),
  })
}
