// Test support only: nothing in the app imports this.
import { vi } from 'vitest'

export interface CapturedDownload {
  fileName: string
  blob: Blob
}

/**
 * Stands in for the browser's save machinery: records each Blob handed to
 * URL.createObjectURL and the file name on the anchor that lib/download.ts clicks. jsdom has
 * no object URLs, and a real click on a download link would try to navigate.
 */
export function captureDownloads(): CapturedDownload[] {
  const downloads: CapturedDownload[] = []
  const blobs = new Map<string, Blob>()
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, {
      createObjectURL: vi.fn((blob: Blob) => {
        const url = `blob:test/${blobs.size + 1}`
        blobs.set(url, blob)
        return url
      }),
      revokeObjectURL: vi.fn(),
    }),
  )
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.getAttribute('href') ?? '')
    if (blob) downloads.push({ fileName: this.download, blob })
  })
  return downloads
}

/** Makes lib/download.ts fail the way a browser without Blob URLs would. */
export function breakDownloads(): void {
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, {
      createObjectURL: vi.fn(() => {
        throw new Error('Blob URLs are not supported')
      }),
      revokeObjectURL: vi.fn(),
    }),
  )
}

/** The bytes of a Blob: jsdom's Blob has no arrayBuffer() or text(), but FileReader works. */
export function readBlobBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'))
    reader.readAsArrayBuffer(blob)
  })
}
