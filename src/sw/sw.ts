/// <reference lib="webworker" />
/**
 * The service worker: wiring only. Decisions (what is a shell navigation, which API calls are
 * kept) live in the small modules beside it, where they are tested.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'

import { REMINDER_SYNC_TAG, SKIP_WAITING_MESSAGE } from '#shared/offline-contract.ts'

import {
  API_CACHE_MAX_AGE_SECONDS,
  API_CACHE_MAX_ENTRIES,
  API_CACHE_NAME,
  API_NETWORK_TIMEOUT_SECONDS,
  isCachedApiRequest,
  markAsCached,
} from './api-cache.ts'
import {
  isLazyChunkRequest,
  LAZY_CHUNKS_CACHE_NAME,
  LAZY_CHUNKS_MAX_ENTRIES,
} from './lazy-chunks.ts'
import { SHELL_DENYLIST } from './navigation.ts'
import { chooseWindow } from './notification-click.ts'
import { readPushPayload, showPush } from './push.ts'
import { renewPushSubscription } from './push-subscription-change.ts'
import { getNotificationUrl, showDueReminders } from './reminders.ts'

declare let self: ServiceWorkerGlobalScope

cleanupOutdatedCaches()
precacheAndRoute(self.__WB_MANIFEST)

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [...SHELL_DENYLIST] }),
)

registerRoute(
  ({ url, request }) => isCachedApiRequest(url, request.method, self.location.origin),
  new NetworkFirst({
    cacheName: API_CACHE_NAME,
    networkTimeoutSeconds: API_NETWORK_TIMEOUT_SECONDS,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: API_CACHE_MAX_ENTRIES,
        maxAgeSeconds: API_CACHE_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
      {
        cachedResponseWillBeUsed: async ({ cachedResponse }) =>
          cachedResponse ? markAsCached(cachedResponse, Date.now()) : cachedResponse,
      },
    ],
  }),
)

registerRoute(
  ({ url, request }) => isLazyChunkRequest(url, request.method, self.location.origin),
  new CacheFirst({
    cacheName: LAZY_CHUNKS_CACHE_NAME,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: LAZY_CHUNKS_MAX_ENTRIES, purgeOnQuotaError: true }),
    ],
  }),
)

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING_MESSAGE)
    void self.skipWaiting()
})

// Periodic Background Sync is not in TypeScript's WebWorker library yet.
interface PeriodicSyncEvent extends ExtendableEvent {
  tag: string
}
self.addEventListener('periodicsync', (event) => {
  const sync = event as PeriodicSyncEvent
  if (sync.tag === REMINDER_SYNC_TAG)
    sync.waitUntil(showDueReminders(self.registration, Date.now()))
})

// Alerts and reminders from the server, with the app closed: every push shows a notification.
self.addEventListener('push', (event) => {
  event.waitUntil(showPush(self.registration, readPushPayload(event.data?.text() ?? null)))
})

// The browser replaced the subscription: subscribe again and tell the server, app closed or not.
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    renewPushSubscription({
      registration: self.registration,
      oldSubscription: event.oldSubscription,
      newSubscription: event.newSubscription,
    }),
  )
})

// Reminders (the page's, periodic sync's, pushed) and alerts open the page they carry.
self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = getNotificationUrl(event.notification.data)
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const { window: target, navigate } = chooseWindow(windows, url, self.location.origin)
      if (!target) {
        await self.clients.openWindow(url)
        return
      }
      await target.focus()
      if (navigate) await target.navigate(url)
    })(),
  )
})

// The first worker takes the open page at once, so it works offline without a reload. Later
// versions wait for the user's Reload (prompt mode), and that reload makes them the controller.
clientsClaim()
