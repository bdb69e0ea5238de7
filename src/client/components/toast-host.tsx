import { startTransition, Suspense, useEffect, useState, type ComponentType } from 'react'

import { isToastRequested, subscribeToToastRequests } from '../lib/toast.ts'
import { lazyStyled } from '../lib/whole-stylesheet.ts'

/** Renders nothing in its place: a toaster that failed to load must not take the page down. */
function NoToaster() {
  return null
}

// A separate chunk, fetched on the first toast only (src/client/lib/toast.ts). If the chunk
// cannot be fetched (offline before it was cached, or replaced by a deploy) toasts are dropped:
// they are feedback, and the action they report has already happened.
const Toaster = lazyStyled<ComponentType>(() =>
  import('../lib/toaster.tsx').then(
    (module) => ({ default: module.Toaster }),
    (error: unknown) => {
      console.warn('Toasts are unavailable: the toaster could not be loaded.', error)
      return { default: NoToaster }
    },
  ),
)

/**
 * Mount once near the root. Nothing is rendered or downloaded until the first toast. That first
 * toast is drawn in a transition: it comes from events the reader did not cause at that moment
 * (the offline copy finished, a form's answer), and starting the toaster (its chunk, the whole
 * stylesheet, a render) in the same task as the event made one long task on a slow phone, on the
 * first visit of every reader ("Ready to work offline").
 */
export function ToastHost() {
  // Not requested on the server's page, so hydrating always matches it.
  const [requested, setRequested] = useState(false)
  useEffect(() => {
    const show = () => startTransition(() => setRequested(true))
    const unsubscribe = subscribeToToastRequests(show)
    // One asked for before this effect listened.
    if (isToastRequested()) show()
    return unsubscribe
  }, [])
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
