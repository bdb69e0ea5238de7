/**
 * Pushes from the server (job alerts, saved-job deadline reminders), shown by the worker with
 * the app closed. Every push shows a notification, whatever it carries: a push that shows none
 * makes Chrome show "This site has been updated in the background" instead, and Safari take
 * the permission back.
 *
 * A pushed reminder carries the tag the page and periodic sync show it under
 * (`reminder-<jobId>-<kind>`), so one showing replaces the other rather than adding a second;
 * its key goes into the store of shown reminders, so the page and periodic sync do not show it
 * again. One the device showed already replaces that notification silently.
 */
import type { UseStore } from 'idb-keyval'

import { NOTIFICATION_ICON } from '#shared/offline-contract.ts'
import type { PushPayload } from '#shared/schemas/push.ts'

import { openDeviceStore, readSentReminders, writeSentReminders } from './reminders.ts'

/** What is shown when a push carries nothing readable. */
const FALLBACK: PushPayload = {
  title: 'JobsZW',
  body: 'There is news on JobsZW for you.',
  url: '/',
  tag: 'jobszw',
}

const text = (value: unknown, fallback: string, max: number) =>
  typeof value === 'string' && value.trim() ? value.slice(0, max) : fallback

/** The payload of a push (its `data.text()`), each field checked; never fails. */
export function readPushPayload(raw: string | null): PushPayload {
  let data: Record<string, unknown> | null = null
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null
    if (typeof parsed === 'object' && parsed !== null) data = parsed as Record<string, unknown>
  } catch {
    // not JSON: the fallback is shown
  }
  if (!data) return FALLBACK
  const reminder = data['reminder']
  return {
    title: text(data['title'], FALLBACK.title, 200),
    body: text(data['body'], '', 1000),
    url: text(data['url'], FALLBACK.url, 2000),
    tag: text(data['tag'], FALLBACK.tag, 200),
    ...(typeof reminder === 'string' && /^[\w-]+:[\w-]+$/.test(reminder) ? { reminder } : {}),
  }
}

/** Shows the push, and records a reminder as shown on this device. */
export async function showPush(
  registration: ServiceWorkerRegistration,
  payload: PushPayload,
  store: UseStore = openDeviceStore(),
): Promise<void> {
  let sent: Set<string> | null = null
  if (payload.reminder) {
    try {
      sent = await readSentReminders(store)
    } catch {
      // no storage: the reminder is still shown
    }
  }
  await registration.showNotification(payload.title, {
    body: payload.body,
    tag: payload.tag,
    icon: NOTIFICATION_ICON,
    data: { url: payload.url },
    // Shown on this device already (by the page or periodic sync): replace it without a buzz.
    silent: Boolean(payload.reminder && sent?.has(payload.reminder)),
  })
  if (payload.reminder && sent && !sent.has(payload.reminder)) {
    sent.add(payload.reminder)
    await writeSentReminders(store, sent)
  }
}
