/**
 * Resolves once the browser has painted the page as parsed so far (the entry, a module script,
 * runs when parsing is done): after the first contentful paint, and after the paint of the next
 * frame, whichever is later. Chrome can produce frames that paint nothing yet (while it holds
 * the previous page's pixels), so a frame alone does not prove the text is on screen. A page in
 * a background tab gets no frames and has nothing to paint for anyone, so it goes on at once;
 * a browser without paint timing waits for the frame only; none waits longer than `capMs`.
 */
export function afterFirstPaint(capMs = 3000): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve()
  const painted = Promise.all([firstContentfulPaint(), nextFramePainted()])
  let timer: ReturnType<typeof setTimeout> | undefined
  const cap = new Promise<void>((resolve) => (timer = setTimeout(resolve, capMs)))
  return Promise.race([painted.then(() => undefined), cap]).finally(() => clearTimeout(timer))
}

function nextFramePainted(): Promise<void> {
  // rAF callbacks run just before a paint; a task queued from one runs just after it.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

function firstContentfulPaint(): Promise<void> {
  // Old engines lack the observer, its list of entry types, or buffered paint entries: they get
  // the frame alone rather than an app that never starts.
  const supported =
    typeof PerformanceObserver === 'function' &&
    Array.isArray(PerformanceObserver.supportedEntryTypes) &&
    PerformanceObserver.supportedEntryTypes.includes('paint')
  if (!supported) return Promise.resolve()
  return new Promise((resolve) => {
    try {
      const observer = new PerformanceObserver((list) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return
        observer.disconnect()
        // Its entry arrives as the frame is presented; a task later the frame is done.
        setTimeout(resolve, 0)
      })
      observer.observe({ type: 'paint', buffered: true })
    } catch {
      resolve()
    }
  })
}
