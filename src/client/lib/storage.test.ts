import { IDBFactory } from 'fake-indexeddb'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { getStorageStatus, resetStorageForTests, storage } from './storage.ts'

function quotaError() {
  return new DOMException('The quota has been exceeded.', 'QuotaExceededError')
}

describe('storage', () => {
  afterEach(() => {
    resetStorageForTests()
    window.localStorage.clear()
  })

  it('keeps values in IndexedDB when it is there', async () => {
    vi.stubGlobal('indexedDB', new IDBFactory())
    await storage.setItem('greeting', 'mhoro')
    expect(await storage.getItem('greeting')).toBe('mhoro')
    expect(getStorageStatus()).toEqual({ kind: 'indexeddb', problem: null })
    await storage.removeItem('greeting')
    expect(await storage.getItem('greeting')).toBeNull()
  })

  it('falls back to localStorage without IndexedDB, and says so', async () => {
    vi.stubGlobal('indexedDB', undefined)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await storage.setItem('greeting', 'mhoro')
    expect(window.localStorage.getItem('jobs-zw:greeting')).toBe('mhoro')
    expect(getStorageStatus().kind).toBe('localstorage')
    expect(warn).toHaveBeenCalled()
  })

  it('keeps working in memory when no storage works at all', async () => {
    vi.stubGlobal('indexedDB', undefined)
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quotaError()
    })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await storage.setItem('greeting', 'mhoro')
    expect(await storage.getItem('greeting')).toBe('mhoro')
    expect(getStorageStatus()).toEqual({
      kind: 'memory',
      problem: 'Storage is unavailable; nothing will be kept after this visit.',
    })
  })

  it('keeps a value that does not fit for this visit and reports a full disk', async () => {
    vi.stubGlobal('indexedDB', undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await storage.setItem('probe-passes', 'yes')
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quotaError()
    })
    await expect(storage.setItem('big', 'x'.repeat(1000))).resolves.toBeUndefined()
    expect(await storage.getItem('big')).toHaveLength(1000)
    expect(getStorageStatus().problem).toBe(
      'Storage is full; changes are kept until you close the page.',
    )
  })
})
