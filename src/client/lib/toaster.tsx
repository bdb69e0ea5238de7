/**
 * The site's toasts, drawn by this small component (~1.2 KB gzip with its styles) in place of a
 * toast library (sonner was ~10 KB gzip, and every offline copy of the site carried it: docs/
 * decisions/064). ToastHost loads this chunk with the first toast (src/client/lib/toast.ts).
 *
 * At the bottom centre, newest last, at most three; each closes after 4 s unless the reader's
 * pointer or focus is on it. The list is a polite live region that exists before the first toast
 * arrives, so screen readers announce each one. No toast is an alert of its own: the forms say
 * what went wrong beside their fields, and one announcement is enough.
 */
import { useCallback, useEffect, useState } from 'react'

import {
  connectToastSink,
  MAX_VISIBLE_TOASTS,
  TOAST_DURATION_MS,
  type ToastRequest,
} from './toast.ts'

interface ShownToast extends ToastRequest {
  id: number
}

// Here rather than in the site's stylesheet, which every first visit downloads; the colours
// are the theme's own custom properties, so the toasts follow the page's theme.
const STYLES = `[data-toaster]{position:fixed;z-index:200;inset:auto 0 calc(1rem + env(safe-area-inset-bottom)) 0;display:flex;justify-content:center;pointer-events:none}
[data-toaster] ol{list-style:none;margin:0;padding:0 .75rem;display:grid;gap:.5rem;width:min(100%,26rem)}
[data-toast]{pointer-events:auto;display:flex;align-items:center;gap:.25rem;padding:.25rem .25rem .25rem .875rem;border:1px solid var(--color-border);border-left:4px solid var(--color-accent);border-radius:var(--radius-small);background:var(--color-surface-raised);color:var(--color-text);box-shadow:0 4px 14px rgb(0 0 0/.3)}
[data-toast][data-kind=success]{border-left-color:var(--color-standard)}
[data-toast][data-kind=error]{border-left-color:var(--color-danger)}
[data-toast]>div{flex:1;min-width:0;padding:.5rem 0}
[data-toast] [data-description]{color:var(--color-text-muted);font-size:.875rem}
[data-toast] button{min-height:44px;min-width:44px}
[data-toast]>button:last-child{border:0;background:none;color:inherit;font-size:1.25rem;cursor:pointer}
@media (prefers-reduced-motion:no-preference){[data-toast]{animation:toast-in .2s ease-out}}
@keyframes toast-in{from{opacity:0;transform:translateY(.5rem)}}`

export function Toaster() {
  const [toasts, setToasts] = useState<ShownToast[]>([])
  useEffect(() => {
    let lastId = 0
    // After the (empty) live region is in the page, so the first toasts are announced too.
    return connectToastSink({
      show: (request) =>
        setToasts((shown) => [...shown, { ...request, id: ++lastId }].slice(-MAX_VISIBLE_TOASTS)),
      dismissAll: () => setToasts([]),
    })
  }, [])
  const close = useCallback(
    (id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id)),
    [],
  )
  return (
    <section aria-label="Notifications" data-toaster="">
      <style>{STYLES}</style>
      <ol aria-live="polite">
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} onClose={close} />
        ))}
      </ol>
    </section>
  )
}

function Toast({ toast, onClose }: { toast: ShownToast; onClose: (id: number) => void }) {
  const { id, kind, title, options } = toast
  const duration = options.duration ?? TOAST_DURATION_MS
  const [held, setHeld] = useState(false)
  useEffect(() => {
    if (held || !Number.isFinite(duration)) return
    const timer = setTimeout(() => onClose(id), duration)
    return () => clearTimeout(timer)
  }, [held, duration, id, onClose])
  const hold = () => setHeld(true)
  const release = () => setHeld(false)
  return (
    <li
      data-toast=""
      data-kind={kind}
      onPointerEnter={hold}
      onPointerLeave={release}
      onFocus={hold}
      onBlur={release}
    >
      <div>
        <div data-title="">
          <strong>{title}</strong>
        </div>
        {options.description && <div data-description="">{options.description}</div>}
      </div>
      {options.action && (
        <button
          type="button"
          className="button"
          onClick={() => {
            options.action?.onClick()
            onClose(id)
          }}
        >
          {options.action.label}
        </button>
      )}
      <button type="button" aria-label="Close toast" onClick={() => onClose(id)}>
        ×
      </button>
    </li>
  )
}
