/**
 * The only module that imports sonner. ToastHost loads it with a dynamic import on the first
 * toast, so sonner (about 10 KB gzipped) stays out of the first-load bundle.
 */
import { useEffect, useSyncExternalStore } from 'react'
// eslint-disable-next-line no-restricted-imports -- the toast host renders sonner's Toaster
import { Toaster, toast as sonnerToast } from 'sonner'

import {
  connectToastSink,
  MAX_VISIBLE_TOASTS,
  TOAST_DURATION_MS,
  type ToastRequest,
  type ToastSink,
} from './toast.ts'

type Theme = 'light' | 'dark'

// The <html> data-theme attribute is the source of truth for the theme (src/client/lib/
// theme.ts); watching it keeps this chunk independent of the theme module.
function readTheme(): Theme {
  return document.documentElement.dataset.theme === 'light' ? 'light' : 'dark'
}

function subscribeToTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] })
  return () => observer.disconnect()
}

const sonnerSink: ToastSink = {
  show({ kind, title, options }: ToastRequest): void {
    sonnerToast[kind](title, {
      description: options.description,
      action: options.action,
      duration: options.duration,
    })
  },
  dismissAll(): void {
    sonnerToast.dismiss()
  },
}

export function SonnerToaster() {
  const theme = useSyncExternalStore(subscribeToTheme, readTheme, (): Theme => 'dark')
  // Runs after the Toaster below has subscribed to sonner (child effects run first), so the
  // queued toasts are not published to nobody.
  useEffect(() => connectToastSink(sonnerSink), [])
  return (
    <>
      {/* Sonner draws a 20 px close button: too small a target for a thumb. Here, in this chunk,
          rather than in the site's stylesheet, which every first visit downloads. */}
      <style>{'[data-close-button]{width:44px!important;height:44px!important}'}</style>
      <Toaster
        position="bottom-center"
        duration={TOAST_DURATION_MS}
        visibleToasts={MAX_VISIBLE_TOASTS}
        theme={theme}
        richColors
        closeButton
      />
    </>
  )
}
