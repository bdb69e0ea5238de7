/**
 * The app's one door to durable storage, and the only module that imports idb-keyval. IndexedDB
 * first; where it is missing or broken (some private modes, disabled storage) localStorage; where
 * that fails too, memory, so the page keeps working and only forgets on reload. A write that
 * fails later (quota) keeps the value in memory for this visit and reports the problem once.
 */
// eslint-disable-next-line no-restricted-imports -- this is the wrapper the rule points to
import { createStore, del, get, set, type UseStore } from 'idb-keyval'

import { STORAGE_DB_NAME, STORAGE_STORE_NAME } from '#shared/offline-contract.ts'

export type StorageKind = 'indexeddb' | 'localstorage' | 'memory'

export interface KeyValueStorage {
  getItem(key: string): Promise<string | null>
  setItem(key: string, value: string): Promise<void>
  removeItem(key: string): Promise<void>
}

interface Backend extends KeyValueStorage {
  kind: StorageKind
}

const DB_NAME = STORAGE_DB_NAME
const STORE_NAME = STORAGE_STORE_NAME
const LOCAL_PREFIX = 'jobs-zw:'
/** a blocked IndexedDB open never settles; do not let it hold the page */
const PROBE_TIMEOUT_MS = 1500

function memoryBackend(): Backend {
  const values = new Map<string, string>()
  return {
    kind: 'memory',
    getItem: (key) => Promise.resolve(values.get(key) ?? null),
    setItem: (key, value) => Promise.resolve(void values.set(key, value)),
    removeItem: (key) => Promise.resolve(void values.delete(key)),
  }
}

function indexedDbBackend(store: UseStore): Backend {
  return {
    kind: 'indexeddb',
    getItem: async (key) => {
      const value = await get<unknown>(key, store)
      return typeof value === 'string' ? value : null
    },
    setItem: (key, value) => set(key, value, store),
    removeItem: (key) => del(key, store),
  }
}

function localStorageBackend(storage: Storage): Backend {
  return {
    kind: 'localstorage',
    getItem: (key) => Promise.resolve(storage.getItem(LOCAL_PREFIX + key)),
    setItem: (key, value) => Promise.resolve(storage.setItem(LOCAL_PREFIX + key, value)),
    removeItem: (key) => Promise.resolve(storage.removeItem(LOCAL_PREFIX + key)),
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`storage did not answer in ${ms} ms`)), ms)
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    )
  })
}

async function probe(backend: Backend): Promise<Backend> {
  const key = '__probe__'
  await withTimeout(backend.setItem(key, '1'), PROBE_TIMEOUT_MS)
  if ((await withTimeout(backend.getItem(key), PROBE_TIMEOUT_MS)) !== '1')
    throw new Error('storage did not keep a value')
  await backend.removeItem(key)
  return backend
}

async function openBackend(): Promise<Backend> {
  try {
    if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available')
    return await probe(indexedDbBackend(createStore(DB_NAME, STORE_NAME)))
  } catch (idbError) {
    try {
      const backend = await probe(localStorageBackend(window.localStorage))
      reportProblem('IndexedDB is unavailable; using localStorage.', idbError)
      return backend
    } catch {
      reportProblem('Storage is unavailable; nothing will be kept after this visit.', idbError)
      return memoryBackend()
    }
  }
}

let backend: Promise<Backend> | null = null
const fallback = memoryBackend()
let status: { kind: StorageKind | null; problem: string | null } = { kind: null, problem: null }
const listeners = new Set<() => void>()

function reportProblem(problem: string, cause: unknown): void {
  console.warn(problem, cause)
  status = { ...status, problem }
  for (const listener of listeners) listener()
}

function getBackend(): Promise<Backend> {
  backend ??= openBackend().then((opened) => {
    status = { ...status, kind: opened.kind }
    for (const listener of listeners) listener()
    return opened
  })
  return backend
}

/** Key-value storage that never rejects: failures fall back to memory for this visit. */
export const storage: KeyValueStorage = {
  async getItem(key) {
    const kept = await fallback.getItem(key)
    if (kept !== null) return kept
    try {
      return await (await getBackend()).getItem(key)
    } catch (error) {
      reportProblem('Saved data could not be read.', error)
      return null
    }
  },
  async setItem(key, value) {
    try {
      await (await getBackend()).setItem(key, value)
      await fallback.removeItem(key)
    } catch (error) {
      await fallback.setItem(key, value)
      reportProblem(
        isQuotaError(error)
          ? 'Storage is full; changes are kept until you close the page.'
          : 'Storage failed; changes are kept until you close the page.',
        error,
      )
    }
  },
  async removeItem(key) {
    await fallback.removeItem(key)
    try {
      await (await getBackend()).removeItem(key)
    } catch (error) {
      reportProblem('Saved data could not be removed.', error)
    }
  },
}

export function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && /quota/i.test(error.name)
}

/** Which storage is in use and the last problem, for screens that must explain themselves. */
export function getStorageStatus(): { kind: StorageKind | null; problem: string | null } {
  return status
}

const NO_STATUS = { kind: null, problem: null }

/** The status as the server renders it, and as the browser hydrates that render: none yet. */
export function getServerStorageStatus(): { kind: StorageKind | null; problem: string | null } {
  return NO_STATUS
}

export function subscribeToStorageStatus(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Tests only: forget the chosen backend so the next call probes again. */
export function resetStorageForTests(): void {
  backend = null
  status = { kind: null, problem: null }
}
