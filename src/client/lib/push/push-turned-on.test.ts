import { describe, expect, it, vi } from 'vitest'

import { startEachTestOnAnEmptyDevice } from '../../testing/empty-device.ts'
import {
  installFakePushBrowser,
  removeFakePushBrowserAfterEach,
} from '../../testing/fake-push-browser.ts'
import { turnOnPush } from './push-subscription.ts'
import { hasPushSubscription, whenPushTurnsOn } from './push-turned-on.ts'

startEachTestOnAnEmptyDevice()
removeFakePushBrowserAfterEach()

describe('push turned on', () => {
  it('finds no subscription on a device where push was never turned on', async () => {
    installFakePushBrowser({ permission: 'default' })
    expect(await hasPushSubscription()).toBe(false)
  })

  it('finds the subscription of an earlier visit', async () => {
    const browser = installFakePushBrowser({ permission: 'granted' })
    browser.subscribeNow()
    expect(await hasPushSubscription()).toBe(true)
  })

  it('tells the app once the reader has turned push on, and not when it failed', async () => {
    const turnedOn = vi.fn()
    const stop = whenPushTurnsOn(turnedOn)
    installFakePushBrowser({ permission: 'denied' })
    expect(await turnOnPush()).toBeNull()
    expect(turnedOn).not.toHaveBeenCalled()

    installFakePushBrowser({ permission: 'granted' })
    expect(await turnOnPush()).not.toBeNull()
    expect(turnedOn).toHaveBeenCalledOnce()
    expect(await hasPushSubscription()).toBe(true)
    stop()
  })
})
