/**
 * Tells a first install of the service worker from an update (a new worker installed beside the
 * one in charge, waiting for the user's Reload). The browser's own events say both, with less
 * code than workbox-window, which every first visit would download.
 */
export interface WorkerInstallHandlers {
  /** The site's first worker is installed: pages work offline from now on. */
  onFirstInstall(): void
  /** A new version is installed and waits; it takes over once told to skip waiting. */
  onUpdateWaiting(): void
}

/** The part of ServiceWorkerRegistration this needs, so tests can pass a stand-in. */
export type WatchedRegistration = Pick<
  ServiceWorkerRegistration,
  'installing' | 'waiting' | 'active' | 'addEventListener'
>

export function watchWorkerInstalls(
  registration: WatchedRegistration,
  handlers: WorkerInstallHandlers,
): void {
  const watched = new WeakSet<ServiceWorker>()

  const watch = (worker: ServiceWorker | null) => {
    if (!worker || watched.has(worker)) return
    watched.add(worker)
    // Decided now: once this worker is installed, `active` may already be itself.
    const isUpdate = registration.active !== null
    const settle = () => {
      if (worker.state !== 'installed') return
      worker.removeEventListener('statechange', settle)
      if (isUpdate) handlers.onUpdateWaiting()
      else handlers.onFirstInstall()
    }
    worker.addEventListener('statechange', settle)
  }

  // A worker already waiting was installed during an earlier visit and is still not in charge.
  if (registration.waiting && registration.active) {
    watched.add(registration.waiting)
    handlers.onUpdateWaiting()
  }
  watch(registration.installing)
  registration.addEventListener('updatefound', () => watch(registration.installing))
}
