/**
 * Resolves once the browser has painted the page as parsed so far (the entry, a module script,
 * runs when parsing is done): a task after the first contentful paint's entry arrives, which is
 * as the frame is presented. Chrome can produce frames that paint nothing yet (while it holds
 * the previous page's pixels), so a frame alone does not prove the text is on screen; a
 * browser without paint timing has only the frame to go by. A page in
 * a background tab gets no frames and has nothing to paint for anyone, so it goes on at once;
 * none waits longer than `capMs`.
 */
export function afterFirstPaint(capMs = 3000): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve()
  // Where paint timing answers, its entry alone proves the paint: a frame callback as well
  // would put script in the first frame's task, the longest of the first visit.
  const painted = canObservePaint() ? firstContentfulPaint() : nextFramePainted()
  let timer: ReturnType<typeof setTimeout> | undefined
  const cap = new Promise<void>((resolve) => (timer = setTimeout(resolve, capMs)))
  return Promise.race([painted.then(() => undefined), cap]).finally(() => clearTimeout(timer))
}

function nextFramePainted(): Promise<void> {
  // rAF callbacks run just before a paint; a task queued from one runs just after it.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

// Old engines lack the observer or its list of entry types: they wait for a frame instead.
function canObservePaint(): boolean {
  return (
    typeof PerformanceObserver === 'function' &&
    Array.isArray(PerformanceObserver.supportedEntryTypes) &&
    PerformanceObserver.supportedEntryTypes.includes('paint')
  )
}

function firstContentfulPaint(): Promise<void> {
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
      // One that refuses buffered paint entries gets the frame rather than an app that never
      // starts.
      void nextFramePainted().then(resolve)
    }
  })
}
