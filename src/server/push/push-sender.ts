/**
 * Sends one push (encrypted aes128gcm, signed with the site's VAPID keys) and says what the push
 * service's answer means for the subscription:
 * - sent: 2xx;
 * - gone: 404 or 410, the browser dropped it (or its address is one we refuse): delete it;
 * - retry: 429, 5xx or no answer, the service is busy or away: keep it for the next run;
 * - failed: any other refusal (a payload too large, keys that do not match): counted.
 *
 * Endpoints come from browsers, that is from anyone. Before each push the endpoint must still
 * pass the rule (push-endpoint-rule.ts: its shape, and a host on PUSH_SERVICE_HOSTS); one
 * stored before the rule, or before the list changed, is called gone and logged. web-push
 * builds the body and headers only: its `sendNotification` reads host and port with Node's
 * legacy `url.parse`, which can see another host than the WHATWG URL checked here, so the
 * request is made below from the WHATWG URL, through the push agent (push-agent.ts), which
 * refuses private and loopback addresses at connect time.
 */
import https from 'node:https'

import webpush from 'web-push'

import type { PushPayload } from '#shared/schemas/push.ts'

import { isBlockedAddressError } from '../ingest/fetch/ssrf-guard.ts'
import { logger } from '../observability/logger.ts'
import { createPushAgent } from './push-agent.ts'
import {
  DEFAULT_PUSH_SERVICE_HOSTS,
  pushServiceAddresses,
  refusePushEndpoint,
  type PushServiceHosts,
} from './push-endpoint-rule.ts'
import { encodePushPayload } from './push-payload.ts'
import type { PushTarget } from './push-subscriptions.repo.ts'
import type { VapidKeys } from './vapid-keys.ts'

/** A day: an alert or reminder older than that is not worth delivering. */
export const PUSH_TTL_SECONDS = 86_400
const TIMEOUT_MS = 10_000

export type PushOutcome =
  | { kind: 'sent'; status: number }
  | { kind: 'gone'; status: number | null }
  | { kind: 'retry'; status: number | null; message: string }
  | { kind: 'failed'; status: number; message: string }

export interface PushSender {
  send(target: PushTarget, payload: PushPayload, options: { topic: string }): Promise<PushOutcome>
}

export interface PushSenderOptions {
  keys: () => Promise<VapidKeys>
  /** `mailto:` the support address: push services write there about trouble */
  subject: string
  /** PUSH_SERVICE_HOSTS: the hosts pushes may go to */
  serviceHosts?: PushServiceHosts
  /** certificates to trust instead of the system's (tests: the local push service's own) */
  ca?: string | Buffer
  timeoutMs?: number
}

export function createPushSender({
  keys,
  subject,
  serviceHosts = DEFAULT_PUSH_SERVICE_HOSTS,
  ca,
  timeoutMs = TIMEOUT_MS,
}: PushSenderOptions): PushSender {
  const agent = createPushAgent({ allowed: pushServiceAddresses(serviceHosts), ca })
  return {
    async send(target, payload, { topic }) {
      const refusal = refusePushEndpoint(target.endpoint, serviceHosts)
      if (refusal !== null) return drop(target, refusal)
      const url = new URL(target.endpoint)
      const vapid = await keys()
      let status: number
      try {
        const { headers, body } = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          encodePushPayload(payload),
          { TTL: PUSH_TTL_SECONDS, urgency: 'normal', topic, contentEncoding: 'aes128gcm' },
        )
        // RFC 8292: the token is for the push service's origin, as the WHATWG URL has it.
        const { Authorization } = webpush.getVapidHeaders(
          url.origin,
          subject,
          vapid.publicKey,
          vapid.privateKey,
          'aes128gcm',
        )
        status = await post(url, { ...headers, Authorization }, body, { agent, timeoutMs })
      } catch (error) {
        // A name that resolves to a private address: never sent to, so never kept.
        if (isBlockedAddressError(error)) return drop(target, error.message)
        return { kind: 'retry', status: null, message: (error as Error).message }
      }
      if (status >= 200 && status <= 299) return { kind: 'sent', status }
      if (status === 404 || status === 410) return { kind: 'gone', status }
      const message = `the push service answered ${status}`
      if (status === 429 || status >= 500) return { kind: 'retry', status, message }
      return { kind: 'failed', status, message }
    },
  }
}

/** A subscription we will not push to: gone, so the run deletes it, and said in the log. */
function drop(target: PushTarget, reason: string): PushOutcome {
  logger.warn(
    { subscription_id: target.id, reason },
    'push: not a push service endpoint we send to; the subscription is dropped',
  )
  return { kind: 'gone', status: null }
}

/** POSTs `body` to `url` (host and port as the WHATWG parser read them); the answer's status. */
function post(
  url: URL,
  headers: Record<string, string | number>,
  body: Buffer,
  { agent, timeoutMs }: { agent: https.Agent; timeoutMs: number },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        hostname: url.hostname,
        port: url.port || 443,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers,
        agent,
        timeout: timeoutMs,
      },
      (response) => {
        // The body says nothing the status does not; read it so the socket can be reused.
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
        response.on('error', reject)
      },
    )
    request.on('timeout', () => request.destroy(new Error('the push service did not answer')))
    request.on('error', reject)
    request.end(body)
  })
}
