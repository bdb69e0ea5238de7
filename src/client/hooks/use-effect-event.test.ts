import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { useEffectEvent } from './use-effect-event.ts'

// The lint rule for React's own useEffectEvent, which this one stands in for, allows calling the
// result only inside effects; these tests call it from outside to see what an effect would get.
/* eslint-disable react-hooks/rules-of-hooks */

describe('useEffectEvent', () => {
  it('keeps one function across renders that calls the callback of the last render', () => {
    const calls: string[] = []
    const { result, rerender } = renderHook(
      ({ name }: { name: string }) =>
        useEffectEvent((greeting: string) => calls.push(`${greeting} ${name}`)),
      { initialProps: { name: 'Tendai' } },
    )
    const first = result.current
    first('Hello')
    rerender({ name: 'Rudo' })
    expect(result.current).toBe(first)
    first('Hi')
    expect(calls).toEqual(['Hello Tendai', 'Hi Rudo'])
  })

  it('gives back what the callback returns', () => {
    const { result } = renderHook(() => useEffectEvent((n: number) => n * 2))
    expect(result.current(21)).toBe(42)
  })
})
