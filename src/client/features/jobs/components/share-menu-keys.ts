import { useEffect, type RefObject } from 'react'

const getItems = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
]

/** Focuses the menu's item at `at`, counted round: -1 is the last, one past the last the first. */
export function focusItem(menu: HTMLElement | null, at: number) {
  const items = getItems(menu)
  items.at(at % items.length)?.focus()
}

/**
 * The open Share menu's keys, in the WAI-ARIA menu button pattern, and its close on a tap
 * outside. With the items' chunk, as only an open menu needs them; the closed button opens it
 * with the arrows itself (share-menu.tsx).
 */
export function useOpenMenuEvents(
  rootRef: RefObject<HTMLElement | null>,
  menuRef: RefObject<HTMLElement | null>,
  closeMenu: (returnFocus: boolean) => void,
): void {
  useEffect(() => {
    const root = rootRef.current
    if (!root) return
    const onKeyDown = (event: KeyboardEvent) => {
      const menu = menuRef.current
      const index = getItems(menu).indexOf(document.activeElement as HTMLElement)
      const moves: Partial<Record<string, number>> = {
        ArrowDown: index + 1,
        ArrowUp: Math.max(index, 0) - 1,
        Home: 0,
        End: -1,
      }
      const next = moves[event.key]
      if (next !== undefined || event.key === 'Escape') {
        event.preventDefault()
        if (next === undefined) closeMenu(true)
        else focusItem(menu, next)
      } else if (event.key === 'Tab') {
        // Tab moves on from the Share button, as if the menu had never been opened; the menu
        // items themselves are not in the tab order.
        closeMenu(true)
      } else if (event.key === ' ' && event.target instanceof HTMLAnchorElement) {
        // Links do not react to Space on their own; menu items should.
        event.preventDefault()
        event.target.click()
      }
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) closeMenu(false)
    }
    root.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      root.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [rootRef, menuRef, closeMenu])
}
