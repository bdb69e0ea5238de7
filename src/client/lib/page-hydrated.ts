/**
 * The router's root <Outlet> wraps each page in <Suspense>, and React hydrates such a boundary
 * after the root has committed, at low priority: the root layout's effect runs while <main> is
 * still the server's inert markup. The app is ready only once that content is React's.
 * React marks each element it has adopted with a `__reactFiber$` key: internal to React, so it is
 * read here only, and tests/e2e/hydration.spec.ts would catch a React that changed it.
 */
function isAdopted(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'))
}

/** Resolves once the first element inside `container` is React's (at once if it has none). */
export function whenContentAdopted(container: Element | null, timeoutMs = 10_000): Promise<void> {
  const started = performance.now()
  return new Promise((resolve) => {
    const check = () => {
      const first = container?.firstElementChild ?? null
      if (!first || isAdopted(first) || performance.now() - started > timeoutMs) resolve()
      else requestAnimationFrame(check)
    }
    check()
  })
}
