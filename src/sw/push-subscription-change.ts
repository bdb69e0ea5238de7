/**
 * The browser replaced this device's push subscription (the push service rotated it, or took it
 * back), perhaps with the app closed for weeks. The worker subscribes again with the site's key
 * and tells the server, naming the old endpoint so the device's alerts and sent reminders move
 * to the new one. Without this the device would silently stop getting alerts until the reader
 * next opened the app. Nothing here may throw: there is no one to tell.
 */
import { get, set, type UseStore } from 'idb-keyval'

import { PUSH_ENDPOINT_KEY, SAVED_JOBS_KEY } from '#shared/offline-contract.ts'
import { getSavedJobIds } from '#shared/saved-job-ids.ts'

import { openDeviceStore } from './reminders.ts'

const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0))

/** The site's key: the old subscription's, else the server's (GET /api/push/key). */
async function getServerKey(
  old: PushSubscription | null,
  fetcher: typeof fetch,
): Promise<BufferSource | null> {
  const key = old?.options.applicationServerKey
  if (key) return key
  const response = await fetcher('/api/push/key', { headers: { Accept: 'application/json' } })
  if (!response.ok) return null
  const { publicKey } = (await response.json()) as { publicKey?: unknown }
  return typeof publicKey === 'string' ? fromBase64Url(publicKey) : null
}

export type RenewOutcome = 'renewed' | 'off' | 'failed'

export async function renewPushSubscription({
  registration,
  oldSubscription,
  newSubscription,
  store = openDeviceStore(),
  fetcher = fetch,
}: {
  registration: ServiceWorkerRegistration
  oldSubscription: PushSubscription | null
  newSubscription: PushSubscription | null
  store?: UseStore
  fetcher?: typeof fetch
}): Promise<RenewOutcome> {
  try {
    const previousEndpoint =
      oldSubscription?.endpoint ?? (await get<string>(PUSH_ENDPOINT_KEY, store)) ?? null
    // Push was never on here, or the reader turned it off: nothing to renew.
    if (!previousEndpoint) return 'off'
    let subscription = newSubscription ?? (await registration.pushManager.getSubscription())
    if (!subscription) {
      const applicationServerKey = await getServerKey(oldSubscription, fetcher)
      if (!applicationServerKey) return 'failed'
      subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey,
      })
    }
    const savedJobIds = getSavedJobIds(await get<string>(SAVED_JOBS_KEY, store))
    const response = await fetcher('/api/push/subscription', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        subscription: subscription.toJSON(),
        savedJobIds,
        previousEndpoint: previousEndpoint === subscription.endpoint ? null : previousEndpoint,
      }),
    })
    if (!response.ok) return 'failed'
    await set(PUSH_ENDPOINT_KEY, subscription.endpoint, store)
    return 'renewed'
  } catch (error) {
    // Offline, or permission taken back: the page sends it when the app next opens.
    console.warn('The push subscription could not be renewed.', error)
    return 'failed'
  }
}
