/**
 * Installing the app (docs/product.md#offline). Chromium offers installation through `beforeinstallprompt`,
 * which may fire before any component mounts, so it is caught here from the start and kept for
 * the Install button. iOS has no such event: there the button explains Add to Home Screen.
 */
import { toast } from '../../../lib/toast.ts'

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

export type InstallOption = 'prompt' | 'ios-instructions' | null

let deferredPrompt: BeforeInstallPromptEvent | null = null
let option: InstallOption = null
const listeners = new Set<() => void>()

function setOption(next: InstallOption): void {
  option = next
  for (const listener of listeners) listener()
}

/** iPhone and iPad browsers (all WebKit), when not already running as an installed app. */
export function isIosBrowser(userAgent: string, maxTouchPoints: number, standalone: boolean) {
  if (standalone) return false
  // iPadOS reports itself as a Mac; only its touch screen gives it away.
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)
}

function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  )
}

export function listenForInstallPrompt(): void {
  if (isIosBrowser(navigator.userAgent, navigator.maxTouchPoints, isStandalone()))
    setOption('ios-instructions')
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away; our button offers it when the user wants it.
    event.preventDefault()
    deferredPrompt = event as BeforeInstallPromptEvent
    setOption('prompt')
  })
  window.addEventListener('appinstalled', () => {
    deferredPrompt = null
    setOption(null)
    toast.success('JobsZW is installed', { description: 'Open it from your home screen.' })
  })
}

export async function promptInstall(): Promise<void> {
  const event = deferredPrompt
  if (!event) return
  // A prompt can be shown once; the browser sends a new event if it may ask again.
  deferredPrompt = null
  setOption(null)
  await event.prompt()
  await event.userChoice
}

export function getInstallOption(): InstallOption {
  return option
}

export function subscribeToInstallOption(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
