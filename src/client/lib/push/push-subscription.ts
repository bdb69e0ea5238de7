/**
 * Web Push on this device: job alerts and saved-job reminders with the app closed. Only ever
 * started by the reader (an offer they accepted: never on load), and only where the browser
 * has push. The browser's push subscription is the mark of that consent: the app re-sends it
 * while it exists, and "Stop" ends it here and on the server.
 *
 * What the server gets: the subscription (the push service's endpoint and the keys to encrypt
 * for) and the ids of the jobs saved on the device, read from the store the saved-jobs list
 * keeps (src/shared/offline-contract.ts); nothing else.
 */
import { PUSH_ENDPOINT_KEY, SAVED_JOBS_KEY } from '#shared/offline-contract.ts'
import { getSavedJobIds } from '#shared/saved-job-ids.ts'

import { storage } from '../storage.ts'
import { deletePushSubscription, getPushKey, putPushSubscription } from './push-api.ts'
import { announcePushTurnedOn } from './push-turned-on.ts'

/** unsupported: no push in this browser; denied: notifications blocked; off; on. */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on'

/**
 * Subscribing asks the browser's push service over the network; with no network, Chromium
 * waits on it for minutes. The reader is told it did not work long before that.
 */
export const SUBSCRIBE_TIMEOUT_MS = 20_000

export function isPushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof PushManager !== 'undefined' &&
    typeof Notification !== 'undefined'
  )
}

async function getRegistration(): Promise<ServiceWorkerRegistration | null> {
  try {
    return (await navigator.serviceWorker.getRegistration()) ?? null
  } catch {
    return null
  }
}

/** This device's subscription, when push is on. */
export async function getPushSubscription(): Promise<PushSubscription | null> {
  if (!isPushSupported() || Notification.permission !== 'granted') return null
  const registration = await getRegistration()
  return (await registration?.pushManager.getSubscription()) ?? null
}

export async function getPushState(): Promise<PushState> {
  if (!isPushSupported()) return 'unsupported'
  if (Notification.permission === 'denied') return 'denied'
  return (await getPushSubscription()) ? 'on' : 'off'
}

/** The ids of the jobs saved on this device. */
export async function readSavedJobIds(): Promise<string[]> {
  return getSavedJobIds(await storage.getItem(SAVED_JOBS_KEY))
}

/** Sends the subscription with the saved jobs' ids; true once the server has them. */
export async function sendPushSubscription(subscription: PushSubscription): Promise<boolean> {
  const previous = await storage.getItem(PUSH_ENDPOINT_KEY)
  const sent = await putPushSubscription({
    subscription: subscription.toJSON(),
    savedJobIds: await readSavedJobIds(),
    previousEndpoint: previous && previous !== subscription.endpoint ? previous : null,
  })
  if (sent) await storage.setItem(PUSH_ENDPOINT_KEY, subscription.endpoint)
  return sent
}

const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0))

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey
  if (!current) return false
  const bytes = new Uint8Array(current)
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index])
}

/**
 * Push on, once the reader said yes: asks for permission if the browser has not yet, subscribes
 * with the site's key and sends the subscription. The subscription, or null when it cannot be
 * (not allowed, no push here, offline).
 */
export async function turnOnPush(): Promise<PushSubscription | null> {
  if (!isPushSupported()) return null
  if (Notification.permission === 'default') await Notification.requestPermission()
  if (Notification.permission !== 'granted') return null
  const [registration, publicKey] = await Promise.all([getRegistration(), getPushKey()])
  if (!registration || !publicKey) return null
  const key = fromBase64Url(publicKey)
  try {
    let subscription = await registration.pushManager.getSubscription()
    // One made with another key (the site's keys were replaced) can never be pushed to.
    if (subscription && !sameKey(subscription, key)) {
      await subscription.unsubscribe()
      subscription = null
    }
    subscription ??= await new Promise<PushSubscription>((resolve, reject) => {
      setTimeout(() => reject(new Error('the push service did not answer')), SUBSCRIBE_TIMEOUT_MS)
      registration.pushManager
        .subscribe({ userVisibleOnly: true, applicationServerKey: key })
        .then(resolve, reject)
    })
    if (!(await sendPushSubscription(subscription))) return null
    announcePushTurnedOn()
    return subscription
  } catch (error) {
    console.warn('Push could not be turned on.', error)
    return null
  }
}

/** Push off: the server forgets this device (and its push alerts), then the browser does. */
export async function stopPush(): Promise<void> {
  const subscription = await getPushSubscription()
  if (!subscription) return
  // Offline, the server keeps it only until its next push, which the push service refuses.
  await deletePushSubscription(subscription.endpoint)
  await subscription.unsubscribe()
  await storage.removeItem(PUSH_ENDPOINT_KEY)
}
