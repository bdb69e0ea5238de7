/**
 * Where a list page was when the user opened a job, and how many jobs it showed then, so that
 * coming back puts them where they were (docs/product.md#scroll-restore). Storage failures only mean the page
 * opens at the top.
 */
const scrollKey = (path: string) => `scroll:${path}`
const visibleKey = (path: string) => `visible:${path}`

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key)
  } catch {
    return null
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key)
    else sessionStorage.setItem(key, value)
  } catch {
    // Storage full or disabled.
  }
}

export function saveScrollPosition(path: string, y: number): void {
  write(scrollKey(path), String(Math.round(y)))
}

export function takeScrollPosition(path: string): number | null {
  const value = read(scrollKey(path))
  write(scrollKey(path), null)
  return value === null ? null : Number(value) || null
}

/** Remembers how many jobs a list shows, for the list it is (filter, search, sort). */
export function saveVisibleCount(path: string, listKey: string, count: number): void {
  write(visibleKey(path), JSON.stringify({ listKey, count }))
}

/** The count to show again, only when coming back from a job to the same list. */
export function readVisibleCountOnReturn(path: string, listKey: string): number | null {
  if (read(scrollKey(path)) === null) return null
  try {
    const saved = JSON.parse(read(visibleKey(path)) ?? 'null') as {
      listKey?: unknown
      count?: unknown
    } | null
    return saved?.listKey === listKey && typeof saved.count === 'number' ? saved.count : null
  } catch {
    return null
  }
}
