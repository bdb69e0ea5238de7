/**
 * The markdown renderer (lib/markdown.ts, ~4.7 KB gzip: docs/decisions/066) loads only when a
 * page has markdown the server has not already rendered into it (lib/server-markdown.ts). The
 * server sets the renderer at start-up.
 */
import { isAppReady } from './app-ready.ts'
import { hasServerRenderedMarkdown, isMarkdownServerRendered } from './server-markdown.ts'

export type RenderMarkdown = (markdown: string) => string

let renderer: RenderMarkdown | null = null
let loading: Promise<RenderMarkdown> | null = null
const listeners = new Set<() => void>()

export function setMarkdownRenderer(render: RenderMarkdown): void {
  renderer = render
  for (const listener of listeners) listener()
}

export function getMarkdownRenderer(): RenderMarkdown | null {
  return renderer
}

export function subscribeToMarkdownRenderer(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Loads the renderer once; a failed load (a dropped connection) may be tried again. */
export function loadMarkdownRenderer(): Promise<RenderMarkdown> {
  if (renderer) return Promise.resolve(renderer)
  loading ??= import('./markdown.ts').then(
    ({ renderMarkdown }) => {
      setMarkdownRenderer(renderMarkdown)
      return renderMarkdown
    },
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

/**
 * For route loaders: a page whose markdown the server did not render waits for the renderer,
 * so it does not open on plain text. A renderer that cannot load leaves the plain text.
 */
export async function prepareMarkdown(markdowns: readonly (string | null)[]): Promise<void> {
  if (import.meta.env.SSR || renderer || isMarkdownServerRendered(markdowns)) return
  await loadMarkdownRenderer().catch(() => undefined)
}

/**
 * For pages of our own content, whose markdown sits in their route's code: the server's page
 * carries its rendering while the app takes it over; any later page waits for the renderer.
 */
export async function prepareContentMarkdown(): Promise<void> {
  if (import.meta.env.SSR || renderer) return
  if (!isAppReady() && hasServerRenderedMarkdown()) return
  await loadMarkdownRenderer().catch(() => undefined)
}
