/**
 * Bytes on the wire for a page visit, read from Chromium's DevTools protocol: the page's own
 * requests plus those its service worker makes (the page's session does not see those, and a
 * worker cannot be given a CDP session directly in Playwright).
 * Sizes are encodedDataLength: headers and body as transferred, after compression.
 */
import type { Browser, CDPSession, Page } from '@playwright/test'

interface LoadingFinished {
  requestId: string
  encodedDataLength: number
}

interface ResponseReceived {
  requestId: string
  type?: string
  response: { url: string; headers: Record<string, string> }
}

/** One response as transferred: who asked (the page or its worker), its type and encoding. */
export interface Transfer {
  url: string
  by: 'page' | 'worker'
  type: string
  encoding: string
  bytes: number
}

interface TargetMessage {
  sessionId?: string
  message: string
}

export interface TransferMeter {
  /** bytes since the meter started (or since the last reset) */
  bytes(): number
  /** bytes by resource type (Script, Document, Fetch, ...) for the page's own requests */
  byType(): Record<string, number>
  /** each response since the meter started (or since the last reset) */
  transfers(): Transfer[]
  reset(): void
  stop(): Promise<void>
}

/**
 * With `acceptEncoding` set (e.g. 'gzip, deflate'), every request, the worker's too, asks for
 * that instead of Chromium's own list: Chromium asks a plain-HTTP site other than localhost for
 * gzip only, so this measures what a reader's phone receives from the site over HTTP.
 */
export async function startTransferMeter(
  browser: Browser,
  page: Page,
  options: { acceptEncoding?: string } = {},
): Promise<TransferMeter> {
  let total = 0
  const types = new Map<string, string>()
  const perType: Record<string, number> = {}
  const responses = new Map<string, Omit<Transfer, 'bytes'>>()
  let transfers: Transfer[] = []
  const headers = options.acceptEncoding ? { 'Accept-Encoding': options.acceptEncoding } : null

  const onResponse = (by: Transfer['by'], key: string, event: ResponseReceived) => {
    const { url, headers: got } = event.response
    const encoding =
      Object.entries(got).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? ''
    responses.set(key, { url, by, type: event.type ?? 'Other', encoding })
  }
  const onFinished = (key: string, bytes: number) => {
    const response = responses.get(key)
    if (response) transfers.push({ ...response, bytes })
  }

  const pageSession: CDPSession = await page.context().newCDPSession(page)
  await pageSession.send('Network.enable')
  if (headers) await pageSession.send('Network.setExtraHTTPHeaders', { headers })
  pageSession.on('Network.requestWillBeSent', (event: { requestId: string; type?: string }) => {
    types.set(event.requestId, event.type ?? 'Other')
  })
  pageSession.on('Network.responseReceived', (event: ResponseReceived) =>
    onResponse('page', `page:${event.requestId}`, event),
  )
  pageSession.on('Network.loadingFinished', (event: LoadingFinished) => {
    total += event.encodedDataLength
    const type = types.get(event.requestId) ?? 'Other'
    perType[type] = (perType[type] ?? 0) + event.encodedDataLength
    onFinished(`page:${event.requestId}`, event.encodedDataLength)
  })

  // The service worker's own fetches (precaching, API calls it forwards).
  const browserSession = await browser.newBrowserCDPSession()
  let messageId = 0
  browserSession.on('Target.receivedMessageFromTarget', (event: TargetMessage) => {
    const message = JSON.parse(event.message) as {
      method?: string
      params?: LoadingFinished & ResponseReceived
    }
    const key = `${event.sessionId ?? ''}:${message.params?.requestId ?? ''}`
    if (message.method === 'Network.responseReceived' && message.params)
      onResponse('worker', key, message.params)
    if (message.method === 'Network.loadingFinished' && message.params) {
      total += message.params.encodedDataLength
      perType.ServiceWorker = (perType.ServiceWorker ?? 0) + message.params.encodedDataLength
      onFinished(key, message.params.encodedDataLength)
    }
  })
  // Workers are attached as soon as they are created, before their install step fetches
  // anything in practice (their script must first load and run).
  const attach = async (targetId: string) => {
    const { sessionId } = (await browserSession.send('Target.attachToTarget', {
      targetId,
      flatten: false,
    })) as { sessionId: string }
    await browserSession.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id: ++messageId, method: 'Network.enable', params: {} }),
    })
    if (headers)
      await browserSession.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({
          id: ++messageId,
          method: 'Network.setExtraHTTPHeaders',
          params: { headers },
        }),
      })
  }
  browserSession.on(
    'Target.targetCreated',
    (event: { targetInfo: { targetId: string; type: string } }) => {
      if (event.targetInfo.type === 'service_worker')
        void attach(event.targetInfo.targetId).catch(() => {})
    },
  )
  await browserSession.send('Target.setDiscoverTargets', { discover: true })

  return {
    bytes: () => total,
    byType: () => ({ ...perType }),
    transfers: () => [...transfers],
    reset() {
      total = 0
      transfers = []
      for (const key of Object.keys(perType)) delete perType[key]
    },
    async stop() {
      await pageSession.detach().catch(() => {})
      await browserSession.detach().catch(() => {})
    },
  }
}
