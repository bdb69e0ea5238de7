import { afterEach, describe, expect, it, vi } from 'vitest'

import { afterFirstPaint } from './after-first-paint.ts'

type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }) => void

/** A stand-in for the browser's paint timing: `paint()` reports the first contentful paint. */
function fakePaintTiming() {
  let callback: PaintCallback | null = null
  class FakeObserver {
    static supportedEntryTypes = ['paint']
    constructor(cb: PaintCallback) {
      callback = cb
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver)
  return {
    paint: (name: string) =>
      callback?.({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }),
  }
}

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('waits for the first contentful paint, not just a frame', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
    const timing = fakePaintTiming()
    let done = false
    void afterFirstPaint().then(() => (done = true))
    await vi.advanceTimersByTimeAsync(100)
    expect(done).toBe(false)
    timing.paint('first-paint')
    await vi.advanceTimersByTimeAsync(100)
    expect(done).toBe(false)
    timing.paint('first-contentful-paint')
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
  })

  it('asks for no animation frame where paint timing answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
    const frame = vi.spyOn(window, 'requestAnimationFrame')
    const timing = fakePaintTiming()
    let done = false
    void afterFirstPaint().then(() => (done = true))
    timing.paint('first-contentful-paint')
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
    expect(frame).not.toHaveBeenCalled()
  })

  it('gives up waiting after the cap', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
    fakePaintTiming()
    let done = false
    void afterFirstPaint(3000).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(2999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
  })

  it('waits for a frame only where paint timing is missing or refuses to observe', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
    for (const observer of [
      undefined,
      class {},
      class {
        static supportedEntryTypes = ['paint']
        observe() {
          throw new TypeError('buffered is not supported')
        }
        disconnect() {}
      },
    ]) {
      vi.stubGlobal('PerformanceObserver', observer)
      let done = false
      void afterFirstPaint().then(() => (done = true))
      await vi.advanceTimersByTimeAsync(20)
      expect(done).toBe(true)
    }
  })

  it('goes on at once in a background tab', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    await expect(afterFirstPaint()).resolves.toBeUndefined()
  })
})
