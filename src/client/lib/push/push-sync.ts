/**
 * Keeps the server's copy of this device's push subscription current: sent when the app starts
 * with push on (browsers replace subscriptions now and then) and again whenever the saved jobs
 * change, a few seconds after the last change, so a burst of saves is one request. Offline, or
 * with push off, nothing is sent and nothing is said. Loaded after the first paint, with the
 * worker's page-side code (app.tsx), only in browsers that have push.
 */
import { getPushSubscription, readSavedJobIds, sendPushSubscription } from './push-subscription.ts'

export const RESEND_DELAY_MS = 3000

export function keepPushCurrent(
  onSavedJobsChange: (listener: () => void) => () => void,
  delayMs = RESEND_DELAY_MS,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  /** the saved ids the server has; null until the first send of this visit */
  let sentIds: string | null = null

  async function resend(): Promise<void> {
    if (!navigator.onLine) return
    const subscription = await getPushSubscription()
    if (!subscription) return
    const ids = (await readSavedJobIds()).join(',')
    if (ids === sentIds) return
    if (await sendPushSubscription(subscription)) sentIds = ids
  }
  const soon = () => {
    clearTimeout(timer)
    timer = setTimeout(() => void resend(), delayMs)
  }

  soon()
  const stopListening = onSavedJobsChange(soon)
  window.addEventListener('online', soon)
  return () => {
    clearTimeout(timer)
    stopListening()
    window.removeEventListener('online', soon)
  }
}
