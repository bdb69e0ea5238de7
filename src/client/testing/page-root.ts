import { act, type ReactNode } from 'react'
import { createRoot, hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client'
import { afterEach, beforeEach } from 'vitest'

export type PageRoot = {
  /** The element standing for the page's #root, in the document for the current test. */
  readonly container: HTMLElement
  /** Draws `element` into the container, as the browser does with no server markup. */
  render(element: ReactNode): void
  /** Adopts the container's markup, as the app does with the server's page. */
  hydrate(element: ReactNode, options?: HydrationOptions): void
}

/**
 * For tests that need React's own roots (hydration cannot be had through Testing Library's
 * render): a fresh container per test, and the root unmounted and the container removed after.
 * Call at the top of a test file; call render and hydrate inside act().
 */
export function setUpPageRoot(): PageRoot {
  let container: HTMLElement | null = null
  let root: Root | null = null
  const actScope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  let wasActEnvironment: boolean | undefined

  beforeEach(() => {
    // React's act() expects this flag (Testing Library sets it only inside its own act)
    wasActEnvironment = actScope.IS_REACT_ACT_ENVIRONMENT
    actScope.IS_REACT_ACT_ENVIRONMENT = true
    container = document.createElement('div')
    document.body.append(container)
  })

  afterEach(() => {
    act(() => root?.unmount())
    root = null
    container?.remove()
    container = null
    actScope.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment
  })

  const current = (): HTMLElement => {
    if (!container) throw new Error('setUpPageRoot: the container exists only during a test')
    return container
  }

  return {
    get container() {
      return current()
    },
    render(element) {
      root = createRoot(current())
      root.render(element)
    },
    hydrate(element, options) {
      root = hydrateRoot(current(), element, options)
    },
  }
}
