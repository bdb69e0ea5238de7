/**
 * Asks the browser not to evict this site's storage under pressure. Without it a
 * phone short of space may delete the offline copy whole. Chromium grants it silently to sites
 * that are installed or used often; elsewhere it may be refused, which is fine.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    if (!navigator.storage?.persist) return false
    if (await navigator.storage.persisted()) return true
    return await navigator.storage.persist()
  } catch (error) {
    console.warn('Persistent storage could not be requested.', error)
    return false
  }
}
