/**
 * Tells the app when the reader turns push on, so that it starts keeping the server's copy of
 * the subscription current (push-sync.ts) only then: a device with push off, as on every first
 * visit, never fetches that code.
 */
const listeners = new Set<() => void>()

export function whenPushTurnsOn(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function announcePushTurnedOn(): void {
  for (const listener of listeners) listener()
}

/** Whether this device has a push subscription already (push turned on in an earlier visit). */
export async function hasPushSubscription(): Promise<boolean> {
  const registration = await navigator.serviceWorker?.getRegistration()
  return (await registration?.pushManager?.getSubscription()) != null
}
