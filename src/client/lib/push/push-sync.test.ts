import { describe, expect, it, vi } from 'vitest'

import { SAVED_JOBS_KEY } from '#shared/offline-contract.ts'

import { startEachTestOnAnEmptyDevice } from '../../testing/empty-device.ts'
import {
  installFakePushBrowser,
  removeFakePushBrowserAfterEach,
} from '../../testing/fake-push-browser.ts'
import { storage } from '../storage.ts'
import { keepPushCurrent } from './push-sync.ts'

startEachTestOnAnEmptyDevice()
removeFakePushBrowserAfterEach()

/** The saved-jobs list as the device keeps it, and its change event. */
let changed: () => void = () => undefined
const onSavedJobsChange = (listener: () => void) => {
  changed = listener
  return () => undefined
}
async function saveIds(...ids: string[]) {
  const jobs = ids.map((job_id) => ({ job: { job_id }, savedAt: 1, checkedAt: null, gone: false }))
  await storage.setItem(SAVED_JOBS_KEY, JSON.stringify({ version: 1, jobs }))
  changed()
}

const puts = (requests: { method: string; body: unknown }[]) =>
  requests.filter((request) => request.method === 'PUT').map((request) => request.body)

/** Lets the debounce (10 ms here) run out and its send finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 60))

describe('keepPushCurrent', () => {
  it('re-sends the subscription at start and when the saved jobs change, once per burst', async () => {
    const browser = installFakePushBrowser({ permission: 'granted' })
    browser.subscribeNow('https://push.example/now')
    await storage.setItem('push-endpoint', 'https://push.example/replaced')
    await saveIds('nurse1')
    const stop = keepPushCurrent(onSavedJobsChange, 10)
    await settle()
    expect(puts(browser.requests)).toEqual([
      expect.objectContaining({
        savedJobIds: ['nurse1'],
        previousEndpoint: 'https://push.example/replaced',
      }),
    ])

    await saveIds('nurse1', 'clerk2')
    await saveIds('nurse1', 'clerk2', 'cook3')
    await saveIds('clerk2', 'cook3')
    await settle()
    expect(puts(browser.requests)).toHaveLength(2)
    expect(puts(browser.requests)[1]).toMatchObject({
      savedJobIds: ['clerk2', 'cook3'],
      previousEndpoint: null,
    })
    // a change that leaves the ids as they were (a refresh of the jobs) sends nothing
    await saveIds('clerk2', 'cook3')
    await settle()
    expect(puts(browser.requests)).toHaveLength(2)
    stop()
  })

  it('sends nothing with push off, or offline', async () => {
    const browser = installFakePushBrowser({ permission: 'granted' })
    const stop = keepPushCurrent(onSavedJobsChange, 10)
    await saveIds('nurse1')
    await settle()
    expect(browser.requests).toEqual([])

    browser.subscribeNow()
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await saveIds('nurse1', 'clerk2')
    await settle()
    expect(browser.requests).toEqual([])
    stop()
  })
})
