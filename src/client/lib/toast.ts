/**
 * Toasts without their drawing code in the first-load bundle: most visits never show one, and
 * every kilobyte costs the reader money. Calls are queued here; the first one makes ToastHost
 * load src/client/lib/toaster.tsx, which then takes the queue and every later toast.
 */

/** Toasts close on their own after 4 s, and at most 3 are visible. */
export const TOAST_DURATION_MS = 4000
export const MAX_VISIBLE_TOASTS = 3

export interface ToastOptions {
  description?: string
  /** ms; Infinity keeps it until acted on or closed (default TOAST_DURATION_MS) */
  duration?: number
  action?: { label: string; onClick(): void }
}

export type ToastKind = 'success' | 'error' | 'message'

export interface ToastRequest {
  kind: ToastKind
  title: string
  options: ToastOptions
}

/** Where toasts go once the toaster has loaded. */
export interface ToastSink {
  show(request: ToastRequest): void
  dismissAll(): void
}

let sink: ToastSink | null = null
const pending: ToastRequest[] = []
let requested = false
const requestListeners = new Set<() => void>()

function show(kind: ToastKind, title: string, options: ToastOptions = {}): void {
  const request: ToastRequest = { kind, title, options }
  if (sink) {
    sink.show(request)
    return
  }
  pending.push(request)
  if (requested) return
  requested = true
  for (const listener of requestListeners) listener()
}

export const toast = {
  success(title: string, options?: ToastOptions): void {
    show('success', title, options)
  },
  error(title: string, options?: ToastOptions): void {
    show('error', title, options)
  },
  message(title: string, options?: ToastOptions): void {
    show('message', title, options)
  },
  /** Closes every toast, including queued ones that have not been shown yet. */
  dismiss(): void {
    pending.length = 0
    sink?.dismissAll()
  },
}

/** For ToastHost (useSyncExternalStore): whether any toast has been asked for yet. */
export function isToastRequested(): boolean {
  return requested
}

export function subscribeToToastRequests(listener: () => void): () => void {
  requestListeners.add(listener)
  return () => {
    requestListeners.delete(listener)
  }
}

/**
 * For the lazily loaded toaster: hands over the queued toasts, then every new one, until the
 * returned function disconnects it (toasts queue again until the next toaster connects).
 */
export function connectToastSink(next: ToastSink): () => void {
  sink = next
  for (const request of pending.splice(0)) next.show(request)
  return () => {
    if (sink === next) sink = null
  }
}
