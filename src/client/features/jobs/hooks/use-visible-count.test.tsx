import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'

import {
  RenderedShownContext,
  startWithVisibleCount,
  toVisibleCount,
  useVisibleCount,
} from './use-visible-count.ts'

afterEach(() => sessionStorage.clear())

describe('useVisibleCount', () => {
  it('starts at 4 and grows by 4, back to 4 when the list changes', () => {
    const { result, rerender } = renderHook(({ key }) => useVisibleCount(key, '/'), {
      initialProps: { key: 'all||newest' },
    })
    expect(result.current.count).toBe(4)
    act(() => result.current.showMore())
    expect(result.current.count).toBe(8)
    rerender({ key: 'all|nurse|newest' })
    expect(result.current.count).toBe(4)
  })

  it("starts the first list drawn at the address's count, and only that list", () => {
    startWithVisibleCount('/jobs/all', 24)
    const other = renderHook(() => useVisibleCount('urgent||newest', '/jobs/urgent'))
    expect(other.result.current.count).toBe(4)
    other.unmount()

    startWithVisibleCount('/jobs/all', 24)
    const first = renderHook(() => useVisibleCount('all||newest', '/jobs/all'))
    expect(first.result.current.count).toBe(24)
    act(() => first.result.current.showMore())
    expect(first.result.current.count).toBe(28)
    first.unmount()
    // opened again later (by a link, not coming back from a job): afresh
    expect(renderHook(() => useVisibleCount('all||newest', '/jobs/all')).result.current.count).toBe(
      4,
    )
  })

  it("draws a server render's count (its address's ?shown=), held to 4-500", () => {
    const withShown =
      (shown: number) =>
      ({ children }: { children: ReactNode }) => (
        <RenderedShownContext.Provider value={shown}>{children}</RenderedShownContext.Provider>
      )
    const count = (shown: number) =>
      renderHook(() => useVisibleCount('all||newest', '/'), { wrapper: withShown(shown) }).result
        .current.count
    expect(count(44)).toBe(44)
    expect(count(0)).toBe(4)
    expect(count(999_999)).toBe(500)
  })
})

describe('toVisibleCount', () => {
  it('holds a count to what a list can show without the app', () => {
    expect([0, 3, 4, 23, 500, 501].map(toVisibleCount)).toEqual([4, 4, 4, 23, 500, 500])
  })
})
