import { describe, expect, it } from 'vitest'

import { isIosBrowser } from './install-prompt.ts'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15'
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; itel A70) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'

describe('isIosBrowser', () => {
  it('recognises iPhones and iPads, including iPads that say they are Macs', () => {
    expect(isIosBrowser(IPHONE, 5, false)).toBe(true)
    expect(isIosBrowser(IPAD_DESKTOP_MODE, 5, false)).toBe(true)
  })

  it('leaves out Macs, Android and apps already installed', () => {
    expect(isIosBrowser(IPAD_DESKTOP_MODE, 0, false)).toBe(false)
    expect(isIosBrowser(ANDROID, 5, false)).toBe(false)
    expect(isIosBrowser(IPHONE, 5, true)).toBe(false)
  })
})
