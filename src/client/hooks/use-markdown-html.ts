import { useEffect, useMemo, useSyncExternalStore } from 'react'

import {
  getMarkdownRenderer,
  loadMarkdownRenderer,
  subscribeToMarkdownRenderer,
} from '../lib/markdown-renderer.ts'
import { getMarkdownKey, getServerRenderedMarkdown } from '../lib/server-markdown.ts'

let loadFailureReported = false

/**
 * Sanitized HTML for `markdown`: the server's rendering when its page had it, else the
 * renderer's, which starts loading here when needed. null until there is either: the caller
 * shows the plain text meanwhile.
 */
export function useMarkdownHtml(markdown: string): { key: string; html: string | null } {
  const key = useMemo(() => getMarkdownKey(markdown), [markdown])
  const serverHtml = getServerRenderedMarkdown(key)
  const render = useSyncExternalStore(
    subscribeToMarkdownRenderer,
    getMarkdownRenderer,
    getMarkdownRenderer,
  )
  const needsRenderer = serverHtml === undefined && render === null
  useEffect(() => {
    if (!needsRenderer) return
    loadMarkdownRenderer().catch((error: unknown) => {
      // The plain text stays readable; the next page that needs the renderer tries again.
      if (!loadFailureReported) console.warn('Formatting could not be loaded.', error)
      loadFailureReported = true
    })
  }, [needsRenderer])
  const html = useMemo(
    () => serverHtml ?? (render ? render(markdown) : null),
    [serverHtml, render, markdown],
  )
  return { key, html }
}
