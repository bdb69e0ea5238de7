/**
 * A browser with push, for component tests in jsdom (which has none): Notification with a
 * permission the test sets and the answer the prompt will give, a service worker registration
 * whose pushManager subscribes, and fetch answering the /api/push calls as the server does.
 * Every request is kept for the test to read. Undone after each test.
 */
import { afterEach, vi } from 'vitest'

export interface FakePushRequest {
  method: string
  url: string
  body: unknown
}

export interface FakePushBrowser {
  requests: FakePushRequest[]
  /** the subscription now, as the page's pushManager has it */
  subscription(): { endpoint: string } | null
  requestPermission: ReturnType<typeof vi.fn>
  subscribe: ReturnType<typeof vi.fn>
  /** a subscription made before this visit (push already on) */
  subscribeNow(endpoint?: string): void
}

/** A P-256 public key, base64url, as GET /api/push/key answers. */
export const FAKE_PUSH_KEY = `B${'A'.repeat(86)}`

export function installFakePushBrowser({
  permission = 'default',
  answer = 'granted',
}: { permission?: NotificationPermission; answer?: NotificationPermission } = {}) {
  let current: ReturnType<typeof makeSubscription> | null = null
  let count = 0
  const requests: FakePushRequest[] = []

  function makeSubscription(endpoint: string, key: ArrayBuffer) {
    const subscription = {
      endpoint,
      options: { applicationServerKey: key, userVisibleOnly: true },
      toJSON: () => ({
        endpoint,
        expirationTime: null,
        keys: { p256dh: `B${'p'.repeat(86)}`, auth: 'a'.repeat(22) },
      }),
      unsubscribe: vi.fn(async () => {
        if (current === subscription) current = null
        return true
      }),
    }
    return subscription
  }

  const keyBytes = () =>
    Uint8Array.from(atob(FAKE_PUSH_KEY.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
      c.charCodeAt(0),
    ).buffer
  const subscribe = vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
    count++
    current = makeSubscription(
      `https://push.example/device-${count}`,
      options.applicationServerKey.slice().buffer,
    )
    return current
  })
  const registration = {
    pushManager: { getSubscription: async () => current, subscribe },
    showNotification: vi.fn(async () => undefined),
  }

  let state = permission
  const requestPermission = vi.fn(async () => (state = answer))
  vi.stubGlobal('PushManager', class {})
  vi.stubGlobal('Notification', {
    get permission() {
      return state
    },
    requestPermission,
  })
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET'
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : null
      requests.push({ method, url, body })
      if (url === '/api/push/key') return Response.json({ publicKey: FAKE_PUSH_KEY })
      if (method === 'PUT') return Response.json({ ok: true, created: true })
      if (method === 'POST') return Response.json({ id: '7' }, { status: 201 })
      return new Response(null, { status: 204 })
    }),
  )

  return {
    requests,
    subscription: () => current,
    requestPermission,
    subscribe,
    subscribeNow(endpoint = 'https://push.example/before') {
      current = makeSubscription(endpoint, keyBytes())
    },
  } satisfies FakePushBrowser
}

/** Call once at the top of a test file that installs the fake browser. */
export function removeFakePushBrowserAfterEach(): void {
  afterEach(() => {
    // Not stubbed by vi.stubGlobal: navigator is jsdom's own object.
    Reflect.deleteProperty(navigator, 'serviceWorker')
    vi.unstubAllGlobals()
  })
}
