import { expect, type Page } from '@playwright/test'

import { SPLASH_STORAGE_KEY } from '../../src/shared/boot-script.ts'
import {
  SAVED_JOBS_KEY,
  STORAGE_DB_NAME,
  STORAGE_STORE_NAME,
} from '../../src/shared/offline-contract.ts'

/** the query cache's key in the device's storage (src/client/lib/query-persistence.ts) */
const PERSISTED_CACHE_KEY = 'query-cache'

/** Console errors fail the journey (epic-stack); 404 warnings are expected and allowed. */
export function failOnConsoleErrors(page: Page): () => void {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return () => expect(errors).toEqual([])
}

/**
 * Opens `path` as a phone on a slow network sees it at first: the server's page on screen, the
 * app's code held back (and the splash skipped) until `releaseApp` is called.
 */
export async function openBeforeTheApp(
  page: Page,
  path: string,
): Promise<{ releaseApp: () => void; noConsoleErrors: () => void }> {
  await skipSplash(page)
  const noConsoleErrors = failOnConsoleErrors(page)
  let releaseApp = () => {}
  const released = new Promise<void>((resolve) => (releaseApp = resolve))
  await page.route('**/assets/app-*.js', async (route) => {
    await released
    await route.continue()
  })
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  return { releaseApp, noConsoleErrors }
}

/**
 * Skips the start-up splash (shown on a device's first visit) so tests see the page at once: the
 * page then reads as a visit after the first (src/shared/boot-script.ts).
 */
export async function skipSplash(page: Page): Promise<void> {
  await page.addInitScript((key) => localStorage.setItem(key, '1'), SPLASH_STORAGE_KEY)
}

export function visibleSearchBox(page: Page) {
  return page.getByRole('searchbox').locator('visible=true').first()
}

export const jobCards = (page: Page) => page.locator('#job-listings article')

/** A value the app keeps in IndexedDB (src/client/lib/storage.ts), as the service worker reads it. */
export function readStored(page: Page, key: string): Promise<string | null> {
  return page.evaluate(
    ({ database, store, key }) =>
      new Promise<string | null>((resolve, reject) => {
        const opening = indexedDB.open(database)
        opening.onerror = () => reject(opening.error ?? new Error('IndexedDB did not open'))
        opening.onsuccess = () => {
          const reading = opening.result.transaction(store).objectStore(store).get(key)
          reading.onsuccess = () => {
            opening.result.close()
            resolve(typeof reading.result === 'string' ? reading.result : null)
          }
          reading.onerror = () => reject(reading.error ?? new Error('IndexedDB read failed'))
        }
      }),
    { database: STORAGE_DB_NAME, store: STORAGE_STORE_NAME, key },
  )
}

/**
 * Waits until the device has stored `count` saved jobs. The Save button turns at once and the
 * write to IndexedDB follows; a reload or a new page before it lands could lose it.
 */
export async function waitForSavedOnDevice(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    async ({ name, store, key, count }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name)
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
      try {
        if (!db.objectStoreNames.contains(store)) return false
        const value = await new Promise<unknown>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).get(key)
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(request.error)
        })
        if (typeof value !== 'string') return false
        return (JSON.parse(value) as { jobs: unknown[] }).jobs.length === count
      } finally {
        db.close()
      }
    },
    { name: STORAGE_DB_NAME, store: STORAGE_STORE_NAME, key: SAVED_JOBS_KEY, count },
  )
}

/**
 * Waits until the query cache kept on the device (src/client/lib/query-persistence.ts, written
 * at most once a second) holds at least `count` jobs in its lists: a reload with no network
 * finds what was loaded before it.
 */
export async function waitForListsOnDevice(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    async ({ name, store, key, count }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name)
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
      try {
        if (!db.objectStoreNames.contains(store)) return false
        const value = await new Promise<unknown>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).get(key)
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(request.error)
        })
        if (typeof value !== 'string') return false
        const { clientState } = JSON.parse(value) as {
          clientState: { queries: { queryKey: unknown[]; state: { data?: unknown } }[] }
        }
        const jobs = clientState.queries
          .filter((query) => query.queryKey[1] === 'list')
          .flatMap((query) => (query.state.data as { pages?: { jobs: unknown[] }[] }).pages ?? [])
          .flatMap((listPage) => listPage.jobs)
        return jobs.length >= count
      } finally {
        db.close()
      }
    },
    { name: STORAGE_DB_NAME, store: STORAGE_STORE_NAME, key: PERSISTED_CACHE_KEY, count },
  )
}

/**
 * Waits until the query cache kept on the device holds the job `jobId` as its page loaded it
 * (written at most once a second): a reload with no network then finds it.
 */
export async function waitForJobOnDevice(page: Page, jobId: string): Promise<void> {
  await expect
    .poll(() => readStored(page, PERSISTED_CACHE_KEY))
    .toContain(JSON.stringify(['jobs', 'detail', jobId]))
}

/**
 * Push in the test browser: the machine has no network, so the browser's push service cannot be
 * reached and pushManager.subscribe() would wait on it for minutes. This stands in for it with
 * a subscription of real P-256 keys on a made-up endpoint, as the page sees one.
 */
export function standInForPushService(): void {
  let current: unknown = null
  const base64Url = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '')
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
      'deriveBits',
    ])
    const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))
    const auth = crypto.getRandomValues(new Uint8Array(16))
    const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${Date.now()}`
    const key = options?.applicationServerKey
    const subscription = {
      endpoint,
      expirationTime: null,
      options: {
        userVisibleOnly: true,
        applicationServerKey: key instanceof Uint8Array ? new Uint8Array(key).buffer : null,
      },
      toJSON: () => ({ endpoint, keys: { p256dh: base64Url(raw), auth: base64Url(auth) } }),
      unsubscribe: async () => {
        current = null
        return true
      },
    }
    current = subscription
    return subscription as unknown as PushSubscription
  }
  PushManager.prototype.getSubscription = async () => current as PushSubscription | null
}

/** Offline, the browser logs each request it cannot make; those are the point here. */
export function failOnUnexpectedConsoleErrors(page: Page): () => void {
  const errors: string[] = []
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      !/net::ERR_(FAILED|INTERNET_DISCONNECTED)/.test(message.text())
    )
      errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return () => expect(errors).toEqual([])
}

/** Opens / and waits until the service worker has installed and controls the page. */
export async function visitUntilOfflineReady(page: Page): Promise<void> {
  await page.goto('/')
  await expect(jobCards(page).first()).toBeVisible()
  await expect(page.getByText('Ready to work offline')).toBeVisible({ timeout: 20_000 })
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true)
}
