import { IDBFactory } from 'fake-indexeddb'
import { createStore, get, set, type UseStore } from 'idb-keyval'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { PUSH_ENDPOINT_KEY, SAVED_JOBS_KEY } from '#shared/offline-contract.ts'

import { renewPushSubscription } from './push-subscription-change.ts'

const OLD = 'https://push.example/old'
const NEW = 'https://push.example/new'
const KEY = new Uint8Array([4, 1, 2, 3])

let store: UseStore
let requests: { url: string; method: string; body: unknown }[]
let subscribed: PushSubscriptionOptionsInit[]

function subscription(endpoint: string, key: Uint8Array | null = KEY): PushSubscription {
  return {
    endpoint,
    options: { applicationServerKey: key?.buffer ?? null, userVisibleOnly: true },
    toJSON: () => ({ endpoint, keys: { p256dh: 'p', auth: 'a' } }),
  } as unknown as PushSubscription
}

function registrationWith(current: PushSubscription | null) {
  return {
    pushManager: {
      getSubscription: async () => current,
      subscribe: async (options: PushSubscriptionOptionsInit) => {
        subscribed.push(options)
        return subscription(NEW)
      },
    },
  } as unknown as ServiceWorkerRegistration
}

/** The server: answers the key and takes the subscription, or refuses it with `status`. */
function server(status = 200) {
  return vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    const method = init.method ?? 'GET'
    requests.push({
      url: String(url),
      method,
      body: init.body ? JSON.parse(String(init.body)) : null,
    })
    if (String(url) === '/api/push/key') return Response.json({ publicKey: 'BAECAw' }) // [4, 1, 2, 3] in base64url
    return new Response(status === 200 ? '{"ok":true,"created":true}' : '{}', { status })
  }) as unknown as typeof fetch
}

beforeEach(async () => {
  vi.stubGlobal('indexedDB', new IDBFactory())
  store = createStore('jobs-zw', 'kv')
  requests = []
  subscribed = []
  await set(
    SAVED_JOBS_KEY,
    JSON.stringify({ version: 1, jobs: [{ job: { job_id: 'abc123' } }] }),
    store,
  )
})

describe('renewPushSubscription', () => {
  it('subscribes again with the old key and moves the alerts to the new endpoint', async () => {
    const fetcher = server()
    const outcome = await renewPushSubscription({
      registration: registrationWith(null),
      oldSubscription: subscription(OLD),
      newSubscription: null,
      store,
      fetcher,
    })
    expect(outcome).toBe('renewed')
    expect(subscribed).toEqual([{ userVisibleOnly: true, applicationServerKey: KEY.buffer }])
    expect(requests).toEqual([
      {
        url: '/api/push/subscription',
        method: 'PUT',
        body: {
          subscription: { endpoint: NEW, keys: { p256dh: 'p', auth: 'a' } },
          savedJobIds: ['abc123'],
          previousEndpoint: OLD,
        },
      },
    ])
    expect(await get(PUSH_ENDPOINT_KEY, store)).toBe(NEW)
  })

  it('uses the subscription the browser made, and the endpoint last sent when the old is unknown', async () => {
    await set(PUSH_ENDPOINT_KEY, OLD, store)
    const outcome = await renewPushSubscription({
      registration: registrationWith(null),
      oldSubscription: null,
      newSubscription: subscription(NEW),
      store,
      fetcher: server(),
    })
    expect(outcome).toBe('renewed')
    expect(subscribed).toEqual([])
    expect(requests[0]?.body).toMatchObject({ previousEndpoint: OLD })
  })

  it("asks the server for its key when the old subscription's is unknown", async () => {
    await set(PUSH_ENDPOINT_KEY, OLD, store)
    await renewPushSubscription({
      registration: registrationWith(null),
      oldSubscription: null,
      newSubscription: null,
      store,
      fetcher: server(),
    })
    expect(requests.map((request) => request.url)).toEqual([
      '/api/push/key',
      '/api/push/subscription',
    ])
    expect(new Uint8Array(subscribed[0]?.applicationServerKey as Uint8Array)).toEqual(KEY)
  })

  it('does nothing on a device where push was never on', async () => {
    const outcome = await renewPushSubscription({
      registration: registrationWith(null),
      oldSubscription: null,
      newSubscription: null,
      store,
      fetcher: server(),
    })
    expect(outcome).toBe('off')
    expect(requests).toEqual([])
    expect(subscribed).toEqual([])
  })

  it('keeps the old endpoint on record when the server refuses or the network is down', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await set(PUSH_ENDPOINT_KEY, OLD, store)
    const refused = await renewPushSubscription({
      registration: registrationWith(subscription(NEW)),
      oldSubscription: subscription(OLD),
      newSubscription: null,
      store,
      fetcher: server(500),
    })
    expect(refused).toBe('failed')
    const offline = await renewPushSubscription({
      registration: registrationWith(subscription(NEW)),
      oldSubscription: subscription(OLD),
      newSubscription: null,
      store,
      fetcher: (async () => {
        throw new TypeError('Failed to fetch')
      }) as typeof fetch,
    })
    expect(offline).toBe('failed')
    expect(warn).toHaveBeenCalledTimes(1)
    // So the page, when it next opens, still names the old one and the alerts move then.
    expect(await get(PUSH_ENDPOINT_KEY, store)).toBe(OLD)
  })
})
