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

interface TargetMessage {
  sessionId?: string
  message: string
}

export interface TransferMeter {
  /** bytes since the meter started (or since the last reset) */
  bytes(): number
  /** bytes by resource type (Script, Document, Fetch, ...) for the page's own requests */
  byType(): Record<string, number>
  reset(): void
  stop(): Promise<void>
}

export async function startTransferMeter(browser: Browser, page: Page): Promise<TransferMeter> {
  let total = 0
  const types = new Map<string, string>()
  const perType: Record<string, number> = {}

  const pageSession: CDPSession = await page.context().newCDPSession(page)
  await pageSession.send('Network.enable')
  pageSession.on('Network.requestWillBeSent', (event: { requestId: string; type?: string }) => {
    types.set(event.requestId, event.type ?? 'Other')
  })
  pageSession.on('Network.loadingFinished', (event: LoadingFinished) => {
    total += event.encodedDataLength
    const type = types.get(event.requestId) ?? 'Other'
    perType[type] = (perType[type] ?? 0) + event.encodedDataLength
  })

  // The service worker's own fetches (precaching, API calls it forwards).
  const browserSession = await browser.newBrowserCDPSession()
  let messageId = 0
  browserSession.on('Target.receivedMessageFromTarget', (event: TargetMessage) => {
    const message = JSON.parse(event.message) as {
      method?: string
      params?: LoadingFinished
    }
    if (message.method === 'Network.loadingFinished' && message.params) {
      total += message.params.encodedDataLength
      perType.ServiceWorker = (perType.ServiceWorker ?? 0) + message.params.encodedDataLength
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
    reset() {
      total = 0
      for (const key of Object.keys(perType)) delete perType[key]
    },
    async stop() {
      await pageSession.detach().catch(() => {})
      await browserSession.detach().catch(() => {})
    },
  }
}
