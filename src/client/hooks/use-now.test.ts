import { afterEach, describe, expect, it, vi } from 'vitest'

import { getNow, subscribeToClock } from './use-now.ts'

afterEach(() => {
  vi.useRealTimers()
})

describe('the page clock', () => {
  it('keeps the time a render read when the page starts listening, then ticks on whole seconds', () => {
    const start = Date.parse('2026-11-29T10:00:00.100Z')
    vi.useFakeTimers({ now: start })
    const read = getNow()
    expect(read).toBe(start)
    // Hydration's effects subscribe a little after the render read the clock: had the clock moved
    // on there, React would render every countdown again at once, synchronously.
    vi.setSystemTime(start + 400)
    const listener = vi.fn()
    const stop = subscribeToClock(listener)
    expect(getNow()).toBe(read)
    vi.advanceTimersByTime(499)
    expect(listener).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(getNow()).toBe(start + 900)
    vi.advanceTimersByTime(1000)
    expect(listener).toHaveBeenCalledTimes(2)
    stop()
    vi.advanceTimersByTime(5000)
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('reads the time afresh when nothing has listened for over a second', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-29T11:00:00.000Z') })
    const first = getNow()
    vi.setSystemTime(first + 2500)
    expect(getNow()).toBe(first + 2500)
  })
})
