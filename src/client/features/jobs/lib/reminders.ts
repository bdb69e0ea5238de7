/**
 * Deadline reminders for saved jobs, page side: which were already shown (kept on the
 * device, shared with the service worker), asking for permission (only after a save, from a
 * tap, never on load), turning on reminders with the app closed (periodic sync, push), and
 * showing them through the service worker when allowed.
 */
import {
  NOTIFICATION_ICON,
  REMINDER_SYNC_TAG,
  SENT_REMINDERS_KEY,
} from '#shared/offline-contract.ts'
import { getReminderTag } from '#shared/reminder-tag.ts'
import type { Reminder } from '#shared/saved-reminders.ts'

import { storage } from '../../../lib/storage.ts'

const ASKED_KEY = 'reminders-asked'
/** Chromium runs periodic sync at most this often, and only for an installed app */
const SYNC_INTERVAL_MS = 12 * 60 * 60_000

export async function readSentReminders(): Promise<Set<string>> {
  try {
    const value: unknown = JSON.parse((await storage.getItem(SENT_REMINDERS_KEY)) ?? '[]')
    return new Set(Array.isArray(value) ? value.filter((key) => typeof key === 'string') : [])
  } catch {
    return new Set()
  }
}

export async function markRemindersSent(keys: readonly string[]): Promise<void> {
  const sent = await readSentReminders()
  for (const key of keys) sent.add(key)
  // old keys are worthless once their job has closed; the newest 1,000 are plenty
  await storage.setItem(SENT_REMINDERS_KEY, JSON.stringify([...sent].slice(-1000)))
}

export function notificationsAllowed(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'granted'
}

/** True once per device, after a save, while the browser has not been asked yet. */
export async function shouldOfferReminders(): Promise<boolean> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return false
  return (await storage.getItem(ASKED_KEY)) === null
}

export async function askForReminders(): Promise<NotificationPermission> {
  await storage.setItem(ASKED_KEY, '1')
  const permission = await Notification.requestPermission()
  if (permission === 'granted') await turnOnPhoneReminders()
  return permission
}

/**
 * With permission: reminders with the app closed, by periodic sync where the browser runs it
 * and by push from the server (the push code is its own chunk). False when push could not be
 * turned on (no push here, offline); periodic sync and the open app still remind.
 */
export async function turnOnPhoneReminders(): Promise<boolean> {
  await registerReminderSync()
  const { turnOnPush } = await import('../../../lib/push/push-subscription.ts')
  return (await turnOnPush()) !== null
}

interface PeriodicSyncRegistration extends ServiceWorkerRegistration {
  periodicSync?: { register(tag: string, options: { minInterval: number }): Promise<void> }
}

/** Reminders with the app closed, where the browser offers periodic background sync. */
export async function registerReminderSync(): Promise<void> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as
      PeriodicSyncRegistration | undefined
    await registration?.periodicSync?.register(REMINDER_SYNC_TAG, {
      minInterval: SYNC_INTERVAL_MS,
    })
  } catch (error) {
    // not installed, not allowed, or not offered by this browser: reminders then come when
    // the app is opened
    console.info('Background reminders are not available here.', error)
  }
}

/** Shows `reminders` as system notifications through the service worker; false if it cannot. */
export async function showReminderNotifications(reminders: readonly Reminder[]): Promise<boolean> {
  if (!notificationsAllowed() || !('serviceWorker' in navigator)) return false
  const registration = await navigator.serviceWorker.getRegistration()
  if (!registration) return false
  for (const reminder of reminders) {
    // The tag the worker shows it under, periodic or pushed: one replaces the other.
    await registration.showNotification(reminder.title, {
      body: reminder.body,
      tag: getReminderTag(reminder),
      icon: NOTIFICATION_ICON,
      data: { url: `/job/${reminder.jobId}` },
    })
  }
  return true
}
