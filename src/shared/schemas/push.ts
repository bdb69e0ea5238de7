/**
 * The bodies of the Web Push routes (/api/push/*): a browser's push subscription with the ids
 * of the jobs saved on that device, and a push alert (the search fields of an email alert,
 * alerts.ts, for a subscription instead of an address). One schema each for the server's check
 * and the API description. Every refusal names its field ("subscription.keys.p256dh").
 */
import * as v from 'valibot'

import { isJobId } from '../job-id.ts'
import { ALERT_SEARCH_ENTRIES, ALERT_SEARCH_WHEN_MISSING } from './alerts.ts'
import { BODY_NOT_OBJECT } from './forms.ts'
import { PUSH_ENDPOINT } from './push-endpoint.ts'
import { JOB_ID_TEXT } from './text-patterns.ts'

/** More than the app keeps (200), so a device is never refused for its saved jobs. */
export const MAX_PUSH_SAVED_JOBS = 500
/** Push services' endpoints are a few hundred characters; anything near this is not one. */
export const MAX_PUSH_ENDPOINT_LENGTH = 2048

// The keys of PushSubscription.toJSON(), base64url: a P-256 point (65 bytes) and 16 random bytes.
const P256DH = /^[A-Za-z0-9_-]{87}$/
const AUTH = /^[A-Za-z0-9_-]{22}$/

/* @__NO_SIDE_EFFECTS__ */
function endpoint(field: string) {
  const message = `${field} must be the https:// address of a push service`
  // push-endpoint.ts: one pattern, which the API description shows as it is. It also keeps
  // control characters (a NUL, which PostgreSQL cannot store) out of every endpoint field.
  return v.pipe(
    v.string(message),
    v.maxLength(MAX_PUSH_ENDPOINT_LENGTH, message),
    v.regex(PUSH_ENDPOINT, message),
  )
}

/** base64url, with the "=" padding some browsers add taken off. */
/* @__NO_SIDE_EFFECTS__ */
function key(field: string, pattern: RegExp) {
  const message = `${field} must be the browser's key, in base64url`
  return v.pipe(
    v.string(message),
    // For the API description, which sees the key as sent: the padding may follow.
    v.metadata({ pattern: `${pattern.source.slice(0, -1)}=*$` }),
    v.transform((text) => text.replace(/=+$/, '')),
    v.regex(pattern, message),
  )
}

/**
 * An object whose refusals name its path: `name` when it is not an object at all ("body" for
 * the body itself), `name.member` when a member is missing.
 */
/* @__NO_SIDE_EFFECTS__ */
function named<const TEntries extends v.ObjectEntries>(
  name: string | null,
  entries: TEntries,
  whenMissing: Partial<Record<keyof TEntries, string>> = {},
) {
  return v.object(entries, (issue) => {
    // A missing member's issue carries its key; the object's own (not an object) has no path.
    const member = issue.path?.at(-1)?.key
    if (typeof member !== 'string') return name ? `${name} must be an object` : BODY_NOT_OBJECT
    return whenMissing[member as keyof TEntries] ?? `${name ? `${name}.` : ''}${member} is required`
  })
}

export const pushSubscriptionSchema = named('subscription', {
  endpoint: endpoint('subscription.endpoint'),
  keys: named('subscription.keys', {
    p256dh: key('subscription.keys.p256dh', P256DH),
    auth: key('subscription.keys.auth', AUTH),
  }),
})

const SAVED_IDS_MESSAGE = `savedJobIds must be a list of at most ${MAX_PUSH_SAVED_JOBS} job ids`

export const pushSubscriptionBodySchema = named(null, {
  subscription: pushSubscriptionSchema,
  savedJobIds: v.pipe(
    v.nullish(
      v.array(
        // The rule checked below, for the API description.
        v.pipe(v.string(SAVED_IDS_MESSAGE), v.metadata({ pattern: JOB_ID_TEXT })),
        SAVED_IDS_MESSAGE,
      ),
      [],
    ),
    v.maxLength(MAX_PUSH_SAVED_JOBS, SAVED_IDS_MESSAGE),
    v.check((ids) => ids.every(isJobId), 'savedJobIds must hold job ids only'),
    // Ids are stored in lower case; repeats are folded.
    v.transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  ),
  /**
   * The endpoint this device sent before, when the browser has since replaced its
   * subscription: its push alerts move to the new one.
   */
  previousEndpoint: v.pipe(
    v.nullish(endpoint('previousEndpoint'), null),
    v.transform((value): string | null => value || null),
  ),
})

export const pushEndpointBodySchema = named(null, { endpoint: endpoint('endpoint') })

export const pushAlertBodySchema = named(
  null,
  { endpoint: endpoint('endpoint'), ...ALERT_SEARCH_ENTRIES },
  ALERT_SEARCH_WHEN_MISSING,
)

/** The body of a push notification the site sends; the service worker shows it. */
export interface PushPayload {
  title: string
  body: string
  /** a path on this site, opened when the notification is tapped */
  url: string
  /** a newer notification with the same tag replaces the older one on the device */
  tag: string
  /**
   * A deadline reminder's key (`${jobId}:${kind}`, saved-reminders.ts): the worker records it
   * so the page and periodic sync do not show it again.
   */
  reminder?: string
}

export type PushSubscriptionBody = v.InferOutput<typeof pushSubscriptionBodySchema>
export type PushAlertBody = v.InferOutput<typeof pushAlertBodySchema>
