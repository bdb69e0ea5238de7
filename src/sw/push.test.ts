import { IDBFactory } from 'fake-indexeddb'
import { createStore, get, set, type UseStore } from 'idb-keyval'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { SENT_REMINDERS_KEY } from '#shared/offline-contract.ts'

import { readPushPayload, showPush } from './push.ts'
import { showDueReminders } from './reminders.ts'

let store: UseStore
let shown: { title: string; options: NotificationOptions }[]
const registration = {
  showNotification: vi.fn(async (title: string, options: NotificationOptions = {}) => {
    shown.push({ title, options })
  }),
} as unknown as ServiceWorkerRegistration

beforeEach(() => {
  // A fresh device: its own IndexedDB, nothing shown yet.
  vi.stubGlobal('indexedDB', new IDBFactory())
  store = createStore('jobs-zw', 'kv')
  shown = []
})

const sentKeys = async () => JSON.parse((await get<string>(SENT_REMINDERS_KEY, store)) ?? '[]')

describe('readPushPayload', () => {
  it('reads what the server sends', () => {
    const payload = {
      title: '3 new jobs',
      body: 'for driver jobs in Bulawayo',
      url: '/jobs/all?q=driver&location=bulawayo',
      tag: 'alert-7',
    }
    expect(readPushPayload(JSON.stringify(payload))).toEqual(payload)
    expect(
      readPushPayload(JSON.stringify({ ...payload, reminder: 'abc123:last-day' })),
    ).toMatchObject({ reminder: 'abc123:last-day' })
  })

  it('always has something to show', () => {
    for (const raw of [null, '', 'not json', '42', '{}', '{"title":7}'])
      expect(readPushPayload(raw)).toMatchObject({ title: 'JobsZW', url: '/', tag: 'jobszw' })
    expect(readPushPayload('{"title":"Hi","reminder":"no key"}')).not.toHaveProperty('reminder')
  })
})

describe('showPush', () => {
  const reminder = {
    title: 'Closing soon: Nurse',
    body: 'Parirenyatwa. Closes on Friday.',
    url: '/job/abc123',
    tag: 'reminder-abc123-three-days',
    reminder: 'abc123:three-days',
  }

  it('shows the notification, opening its page, with the app icon', async () => {
    await showPush(
      registration,
      { title: '1 new job', body: 'b', url: '/jobs/all', tag: 'alert-1' },
      store,
    )
    expect(shown).toEqual([
      {
        title: '1 new job',
        options: {
          body: 'b',
          tag: 'alert-1',
          icon: '/icon-192.png',
          data: { url: '/jobs/all' },
          silent: false,
        },
      },
    ])
    expect(await sentKeys()).toEqual([])
  })

  it('records a pushed reminder, so periodic sync does not show it again', async () => {
    const deadline = Date.now() + 2 * 86_400_000
    await set(
      'saved-jobs',
      JSON.stringify({
        version: 1,
        jobs: [
          {
            job: {
              job_id: 'abc123',
              title: 'Nurse',
              company: 'Parirenyatwa',
              expiry_ts: new Date(deadline).toISOString(),
              expiry_date: null,
            },
            savedAt: 1,
            checkedAt: null,
            gone: false,
          },
        ],
      }),
      store,
    )
    await showPush(registration, reminder, store)
    expect(await sentKeys()).toEqual(['abc123:three-days'])
    expect(await showDueReminders(registration, Date.now(), store)).toBe(0)
    expect(shown).toHaveLength(1)
  })

  it('replaces a reminder the device showed already, without a second buzz', async () => {
    await set(SENT_REMINDERS_KEY, JSON.stringify(['abc123:three-days']), store)
    await showPush(registration, reminder, store)
    expect(shown[0]?.options).toMatchObject({ tag: 'reminder-abc123-three-days', silent: true })
    expect(await sentKeys()).toEqual(['abc123:three-days'])
  })

  it('shows what periodic sync shows under the same tag', async () => {
    const deadline = Date.now() + 2 * 86_400_000
    await set(
      'saved-jobs',
      JSON.stringify({
        version: 1,
        jobs: [
          {
            job: {
              job_id: 'abc123',
              title: 'Nurse',
              company: 'Parirenyatwa',
              expiry_ts: new Date(deadline).toISOString(),
              expiry_date: null,
            },
            gone: false,
          },
        ],
      }),
      store,
    )
    expect(await showDueReminders(registration, Date.now(), store)).toBe(1)
    expect(shown[0]?.options.tag).toBe(reminder.tag)
    // the push that follows replaces it, silently
    await showPush(registration, reminder, store)
    expect(shown[1]?.options).toMatchObject({ tag: reminder.tag, silent: true })
  })
})
