/**
 * The page's side of the service worker: registers it, says when the site is
 * ready to work offline, offers a new version with a Reload toast (prompt mode: the new worker
 * waits until the user agrees, then takes over and the page reloads into it), and looks for new
 * versions hourly while the page is open, online and in view. Loaded after first paint.
 */
import { SKIP_WAITING_MESSAGE } from '#shared/offline-contract.ts'

import { toast } from '../../../lib/toast.ts'
import { requestPersistentStorage } from './persistent-storage.ts'
import { shouldCheckForUpdate, UPDATE_CHECK_INTERVAL_MS } from './update-checks.ts'
import { watchWorkerInstalls } from './watch-worker-installs.ts'

const SW_URL = '/sw.js'

export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return
  let reloadRequested = false
  let hadController = Boolean(navigator.serviceWorker.controller)

  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloadRequested) {
      window.location.reload()
      return
    }
    // Another tab accepted the update: this page's code is now older than its worker's files.
    if (navigator.serviceWorker.controller && hadController) {
      toast.message('JobsZW was updated in another tab', {
        description: 'Reload to keep using it.',
        duration: Number.POSITIVE_INFINITY,
        action: { label: 'Reload', onClick: () => window.location.reload() },
      })
    }
    hadController = true
  })

  // updateViaCache 'all': update checks revalidate sw.js through the HTTP cache (the server
  // sends it no-cache with an ETag), so an unchanged worker costs a 304, not a download.
  navigator.serviceWorker
    .register(SW_URL, { scope: '/', updateViaCache: 'all' })
    .then((registration) => {
      watchWorkerInstalls(registration, {
        onFirstInstall: () => {
          toast.success('Ready to work offline', {
            description: 'Pages you open from now on work without a connection.',
          })
          void requestPersistentStorage()
        },
        onUpdateWaiting: () => {
          toast.message('A new version of JobsZW is ready', {
            description: 'Reload to use it. Your saved jobs and drafts are kept.',
            duration: Number.POSITIVE_INFINITY,
            action: {
              label: 'Reload',
              onClick: () => {
                reloadRequested = true
                registration.waiting?.postMessage({ type: SKIP_WAITING_MESSAGE })
              },
            },
          })
        },
      })
      scheduleUpdateChecks(registration)
    })
    .catch((error: unknown) => console.warn('Offline support could not be set up.', error))
}

function scheduleUpdateChecks(registration: ServiceWorkerRegistration): void {
  let lastCheckAt = Date.now()
  const check = () => {
    const state = {
      online: navigator.onLine,
      visible: document.visibilityState === 'visible',
      updatePending: Boolean(registration.installing ?? registration.waiting),
      lastCheckAt,
      now: Date.now(),
    }
    if (!shouldCheckForUpdate(state)) return
    lastCheckAt = state.now
    registration.update().catch((error: unknown) => console.warn('Update check failed.', error))
  }
  setInterval(check, UPDATE_CHECK_INTERVAL_MS / 4)
  document.addEventListener('visibilitychange', check)
  window.addEventListener('online', check)
}
