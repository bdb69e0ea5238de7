/**
 * What a push carries: `{ title, body, url, tag }` (and a reminder's key), nothing more; the
 * notification links to the page, which has the details. Encrypted, 3,993 bytes of plaintext
 * make exactly the 4,096 bytes push services accept, so a payload is cut to fit before it goes.
 * Topics (at most 32 URL-safe characters) let the push service replace an undelivered message
 * by a newer one of the same subject.
 */
import { createHash } from 'node:crypto'

import { alertSearchUrl, describeAlertSearch, type AlertSearch } from '#shared/alert-search.ts'
import { getReminderTag } from '#shared/reminder-tag.ts'
import type { Reminder } from '#shared/saved-reminders.ts'
import type { PushPayload } from '#shared/schemas/push.ts'

export const MAX_PUSH_PAYLOAD_BYTES = 3993
const MAX_TITLE_CHARS = 120
const MAX_BODY_CHARS = 400

const bytes = (text: string) => Buffer.byteLength(text, 'utf8')

function cut(text: string, max: number): string {
  const chars = [...text]
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`
}

/** The payload as JSON, its texts shortened until it fits in MAX_PUSH_PAYLOAD_BYTES. */
export function encodePushPayload(payload: PushPayload): string {
  let fitted = {
    ...payload,
    title: cut(payload.title, MAX_TITLE_CHARS),
    body: cut(payload.body, MAX_BODY_CHARS),
  }
  let json = JSON.stringify(fitted)
  // Only a url or tag near the limit can keep it over; each round drops a tenth of the body.
  while (bytes(json) > MAX_PUSH_PAYLOAD_BYTES && fitted.body.length > 1) {
    fitted = { ...fitted, body: cut(fitted.body, Math.floor([...fitted.body].length * 0.9)) }
    json = JSON.stringify(fitted)
  }
  if (bytes(json) > MAX_PUSH_PAYLOAD_BYTES) throw new Error('the push payload cannot be made small')
  return json
}

/** `text` when it is a topic already, else a short hash of it (same text, same topic). */
export function toPushTopic(text: string): string {
  if (/^[A-Za-z0-9_-]{1,32}$/.test(text)) return text
  return `h${createHash('sha256').update(text).digest('base64url').slice(0, 31)}`
}

/** "3 new jobs" / "for driver jobs in Bulawayo", opening the list of that search. */
export function alertPushPayload(alert: AlertSearch & { id: string }, count: number): PushPayload {
  const search = describeAlertSearch(alert)
  return {
    title: count === 1 ? '1 new job' : `${count} new jobs`,
    body: search === 'all jobs' ? 'on JobsZW since the last alert' : `for ${search}`,
    // A path: the worker opens it on this site, whatever the origin.
    url: alertSearchUrl('', alert),
    tag: `alert-${alert.id}`,
  }
}

export const alertPushTopic = (alertId: string) => toPushTopic(`alert-${alertId}`)

/** The reminder the page and the worker show, with the tag they show it under. */
export function reminderPushPayload(reminder: Reminder): PushPayload {
  return {
    title: reminder.title,
    body: reminder.body,
    url: `/job/${reminder.jobId}`,
    tag: getReminderTag(reminder),
    reminder: reminder.key,
  }
}

/** One topic per job: its last-day reminder replaces an undelivered 3-day one. */
export const reminderPushTopic = (jobId: string) => toPushTopic(`reminder-${jobId}`)
