/**
 * Saves text made on the device as a file (no network): CSV trackers, CV templates as text.
 * Returns false when the browser cannot save files this way, so the caller can say so.
 */
export function downloadTextFile(fileName: string, content: string, mimeType: string): boolean {
  try {
    const url = URL.createObjectURL(new Blob([content], { type: mimeType }))
    const link = document.createElement('a')
    link.href = url
    link.download = fileName
    link.rel = 'noopener'
    document.body.append(link)
    link.click()
    link.remove()
    // Give the browser a moment to start the download before the URL is revoked.
    setTimeout(() => URL.revokeObjectURL(url), 10_000)
    return true
  } catch {
    return false
  }
}
