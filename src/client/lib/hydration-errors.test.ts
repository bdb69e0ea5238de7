import { describe, expect, it } from 'vitest'

import { isHydrationBug } from './hydration-errors.ts'

describe('isHydrationBug', () => {
  it('lets pass a part drawn afresh because a tap changed it before its code came', () => {
    expect(
      isHydrationBug(
        new Error(
          'Minified React error #421; visit https://reactjs.org/docs/error-decoder.html?invariant=421 for the full message',
        ),
      ),
    ).toBe(false)
    expect(
      isHydrationBug(
        new Error(
          'This Suspense boundary received an update before it finished hydrating. This caused the boundary to switch to client rendering.',
        ),
      ),
    ).toBe(false)
  })

  it("reports a difference between the server's page and the app's", () => {
    expect(isHydrationBug(new Error('Minified React error #425; visit …?invariant=425'))).toBe(true)
    expect(isHydrationBug(new Error('Minified React error #4210'))).toBe(true)
    expect(isHydrationBug(new Error('Text content does not match server-rendered HTML.'))).toBe(
      true,
    )
    expect(isHydrationBug('Hydration failed')).toBe(true)
  })
})
