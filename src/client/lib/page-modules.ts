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

/** Preloads the scripts the server named; returns them. */
export function preloadPageModules(root: HTMLElement): string[] {
  const modules = getPageModules(root)
  for (const href of modules) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
  }
  return modules
}

// The build's chunk of the packages every page runs (vite.config.ts names it).
const FRAMEWORK_CHUNK = /^\/assets\/framework-[\w-]+\.js$/

/**
 * Runs the framework's chunk (React, the router, the query cache) on its own, when the server
 * named it, and resolves a task later. Imported with the app, it is evaluated with the app's code
 * in one task, the longest of the start on a slow phone; imported first, the app's evaluation is
 * a task of its own. (A timer, not lib/yield-to-main.ts: that would join the entry, which every
 * page fetches before anything else; a hidden tab, the only one whose timers wait, has no one
 * waiting.) Should the import fail, the app's own import fetches it again and reports there.
 */
export async function runFrameworkFirst(
  modules: readonly string[],
  load = (href: string): Promise<unknown> => import(/* @vite-ignore */ href),
): Promise<void> {
  const framework = modules.find((href) => FRAMEWORK_CHUNK.test(href))
  if (!framework) return
  try {
    await load(framework)
  } catch {
    return
  }
  await new Promise((resolve) => setTimeout(resolve, 0))
}
