/**
 * Which navigations the worker answers with the cached app shell. Everything the app routes is
 * a shell navigation; the API, the operators' console, the alert pages and real files
 * (sitemap.xml, robots.txt, the worker itself) must reach the server, or a crawler or a download
 * would be handed the app.
 */
export const SHELL_DENYLIST: readonly RegExp[] = [
  /^\/api(?:\/|$)/,
  // the operators' console: pages the server renders for a signed-in operator, never cached
  /^\/admin(?:[/?#]|$)/,
  // the pages alert emails link to (confirm, manage, unsubscribe): the server writes them
  /^\/alerts(?:[/?#]|$)/,
  // a last path segment with an extension is a file, not a route
  /^\/(?:[^/?#]+\/)*[^/?#]+\.[a-z0-9]+(?:[?#]|$)/i,
]

/** `pathAndQuery` is the URL's pathname plus search, as Workbox matches it. */
export function isShellNavigation(pathAndQuery: string): boolean {
  return !SHELL_DENYLIST.some((pattern) => pattern.test(pathAndQuery))
}
