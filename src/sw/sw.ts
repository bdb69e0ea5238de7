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
import { NetworkFirst } from 'workbox-strategies'

import { SKIP_WAITING_MESSAGE } from '#shared/offline-contract.ts'

import {
  API_CACHE_MAX_AGE_SECONDS,
  API_CACHE_MAX_ENTRIES,
  API_CACHE_NAME,
  API_NETWORK_TIMEOUT_SECONDS,
  isCachedApiRequest,
  markAsCached,
} from './api-cache.ts'
import { SHELL_DENYLIST } from './navigation.ts'

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

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING_MESSAGE)
    void self.skipWaiting()
})

// The first worker takes the open page at once, so it works offline without a reload. Later
// versions wait for the user's Reload (prompt mode), and that reload makes them the controller.
clientsClaim()
