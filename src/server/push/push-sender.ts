/**
 * Sends one push through web-push (encrypted aes128gcm, signed with the site's VAPID keys) and
 * says what the push service's answer means for the subscription:
 * - sent: 2xx;
 * - gone: 404 or 410, the browser dropped it (or its address is one we refuse): delete it;
 * - retry: 429, 5xx or no answer, the service is busy or away: keep it for the next run;
 * - failed: any other refusal (a payload too large, keys that do not match): counted.
 *
 * Endpoints come from browsers, that is from anyone, so every request goes through the
 * ingester's SSRF guard: no push reaches the host itself or a private network. The agent can be
 * injected: tests send to a local HTTPS stand-in with a self-signed certificate.
 */
import https from 'node:https'

import webpush from 'web-push'

import type { PushPayload } from '#shared/schemas/push.ts'

import {
  createGuardedLookup,
  isBlockedAddressError,
  isBlockedLiteralHost,
} from '../ingest/fetch/ssrf-guard.ts'
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
  /** the connection to push services; by default keep-alive through the SSRF guard */
  agent?: https.Agent
  /** hosts the SSRF guard lets through (tests on 127.0.0.1) */
  allowHosts?: ReadonlySet<string>
  timeoutMs?: number
}

/** Whether pushes to this endpoint may be sent: https, and not to a private address literal. */
export function isPushEndpointAllowed(
  endpoint: string,
  allowHosts: ReadonlySet<string> = new Set(),
): boolean {
  if (!URL.canParse(endpoint)) return false
  const url = new URL(endpoint)
  return url.protocol === 'https:' && !isBlockedLiteralHost(url.hostname, allowHosts)
}

function statusOf(error: unknown): number | null {
  return error instanceof webpush.WebPushError && typeof error.statusCode === 'number'
    ? error.statusCode
    : null
}

export function createPushSender({
  keys,
  subject,
  allowHosts = new Set(),
  agent = new https.Agent({ keepAlive: true, lookup: createGuardedLookup(allowHosts) }),
  timeoutMs = TIMEOUT_MS,
}: PushSenderOptions): PushSender {
  return {
    async send(target, payload, { topic }) {
      if (!isPushEndpointAllowed(target.endpoint, allowHosts)) return { kind: 'gone', status: null }
      const vapid = await keys()
      try {
        const response = await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          encodePushPayload(payload),
          {
            vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
            TTL: PUSH_TTL_SECONDS,
            urgency: 'normal',
            topic,
            contentEncoding: 'aes128gcm',
            agent,
            timeout: timeoutMs,
          },
        )
        return { kind: 'sent', status: response.statusCode }
      } catch (error) {
        const status = statusOf(error)
        const message = (error as Error).message
        if (status === 404 || status === 410) return { kind: 'gone', status }
        // A name that resolves to a private address: never sent to, so never kept.
        if (isBlockedAddressError(error)) return { kind: 'gone', status: null }
        if (status === null || status === 429 || status >= 500)
          return { kind: 'retry', status, message }
        return { kind: 'failed', status, message }
      }
    },
  }
}
