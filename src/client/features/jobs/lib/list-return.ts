/**
 * Where "Back to Jobs" leads (docs/product.md#job-page): the list the reader came from, with its
 * words, filters and scroll. Going back through the tab's history to that list is what the
 * phone's own Back does, and keeps everything. A tab with no list in its history (a job opened
 * from a message) or a browser that cannot read it (no Navigation API) has the home page.
 */
import { isJobListPath } from '../../../hooks/use-search-box.ts'

/** The Navigation API's part read here (Chromium; Firefox and Safari since late 2025). */
export type NavigationHistory = Pick<Navigation, 'currentEntry' | 'entries'>

/**
 * The nearest earlier entry of this tab's history that is a job list: its address, and how far
 * back it is (-1: the entry before this one).
 */
export function findListInHistory(
  navigation: NavigationHistory | undefined = window.navigation,
): { href: string; delta: number } | null {
  const entries = navigation?.entries() ?? []
  const current = navigation?.currentEntry?.index ?? 0
  for (let index = current; index-- > 0;) {
    // Only this site's entries are listed; an address it may not read is null.
    const url = new URL(entries[index]?.url ?? '/job', location.href)
    if (isJobListPath(url.pathname))
      return { href: url.pathname + url.search, delta: index - current }
  }
  return null
}

/** The link's address: the list in the history, else `/`. */
export function getListToReturnTo(): string {
  return findListInHistory()?.href ?? '/'
}
