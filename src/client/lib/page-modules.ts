/**
 * The server names the JavaScript its page's route needs on the root element
 * (`data-modules`, src/server/render/inject-app.ts) rather than as <link rel="modulepreload">
 * tags, which the browser would fetch before the first paint. The entry turns them into
 * preloads once the page is on screen, so they download alongside the app instead of after it.
 */
export const PAGE_MODULES_ATTRIBUTE = 'data-modules'

export function getPageModules(root: HTMLElement): string[] {
  const value = root.getAttribute(PAGE_MODULES_ATTRIBUTE) ?? ''
  // Only our own scripts: same-origin absolute paths, never another origin or a scheme.
  return value.split(/\s+/).filter((href) => /^\/(?!\/)[\w./-]+\.js$/.test(href))
}

export function preloadPageModules(root: HTMLElement): void {
  for (const href of getPageModules(root)) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
  }
}
