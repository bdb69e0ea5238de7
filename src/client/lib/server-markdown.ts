/**
 * Markdown the server already rendered (job descriptions, articles) is taken from its page
 * before the app replaces it, so the first page does not need the renderer (lib/markdown.ts) in
 * the browser. Each rendering is marked with a key made from its source, so HTML is only ever
 * reused for the very text it was made from.
 */
export const MARKDOWN_KEY_ATTRIBUTE = 'data-markdown'

const kept = new Map<string, string>()

/** FNV-1a over the UTF-16 code units, with the length: a cheap, stable name for a text. */
export function getMarkdownKey(markdown: string): string {
  let hash = 0x811c9dc5
  for (let index = 0; index < markdown.length; index++) {
    hash ^= markdown.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return `${(hash >>> 0).toString(36)}-${markdown.length.toString(36)}`
}

/** Called once, while the server's page is still in the root. */
export function keepServerRenderedMarkdown(root: ParentNode): void {
  for (const element of root.querySelectorAll(`[${MARKDOWN_KEY_ATTRIBUTE}]`)) {
    const key = element.getAttribute(MARKDOWN_KEY_ATTRIBUTE)
    if (key) kept.set(key, element.innerHTML)
  }
}

export function getServerRenderedMarkdown(key: string): string | undefined {
  return kept.get(key)
}

/** True when the server's page had any markdown rendering in it. */
export function hasServerRenderedMarkdown(): boolean {
  return kept.size > 0
}

/** True when every text was rendered by the server (null stands for a missing section). */
export function isMarkdownServerRendered(markdowns: readonly (string | null)[]): boolean {
  return markdowns.every((markdown) => markdown === null || kept.has(getMarkdownKey(markdown)))
}

/** Test helper: forget what was kept. */
export function forgetServerRenderedMarkdown(): void {
  kept.clear()
}
