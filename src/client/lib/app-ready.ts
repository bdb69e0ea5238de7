/**
 * `<html data-app="ready">`: the app has replaced the server's HTML and responds from here on.
 * Set by the root layout's first effect; end-to-end tests wait for it (tests/e2e/test.ts).
 */
export const isAppReady = () => document.documentElement.dataset.app === 'ready'

export function markAppReady(): void {
  document.documentElement.dataset.app = 'ready'
}

export function whenAppReady(): Promise<void> {
  return new Promise((resolve) => {
    if (isAppReady()) {
      resolve()
      return
    }
    const observer = new MutationObserver(() => {
      if (!isAppReady()) return
      observer.disconnect()
      resolve()
    })
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-app'] })
  })
}
