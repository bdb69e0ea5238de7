import { Suspense, type ComponentType } from 'react'

import { isToastRequested, subscribeToToastRequests } from '../lib/toast.ts'
import { useClientStore } from '../hooks/use-client-store.ts'
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

/** Mount once near the root. Nothing is rendered or downloaded until the first toast. */
export function ToastHost() {
  const requested = useClientStore(subscribeToToastRequests, isToastRequested, () => false)
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
