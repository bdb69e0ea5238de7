import { afterEach, describe, expect, it, vi } from 'vitest'

import { yieldToMain } from './yield-to-main.ts'

afterEach(() => vi.unstubAllGlobals())

describe('yieldToMain', () => {
  it('goes on in a later task: the microtasks of this one do not reach it', async () => {
    let resumed = false
    const done = yieldToMain().then(() => (resumed = true))
    for (let i = 0; i < 20; i++) await Promise.resolve()
    expect(resumed).toBe(false)
    await done
    expect(resumed).toBe(true)
  })

  it("uses the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: schedulerYield })
    await yieldToMain()
    expect(schedulerYield).toHaveBeenCalledOnce()
  })
})
