import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react'

import type { ShareableJob } from '../lib/share-links.ts'
import styles from './share-menu.module.css'

// The items and the share code come on the first tap of Share: most visits never share.
const ShareMenuItems = lazy(() =>
  import('./share-menu-items.tsx').then((module) => ({ default: module.ShareMenuItems })),
)

const getItems = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
]

/** Focuses the menu's item at `at`, counted round: -1 is the last, one past the last the first. */
function focusItem(menu: HTMLElement | null, at: number) {
  const items = getItems(menu)
  items.at(at % items.length)?.focus()
}

/**
 * The job card's Share menu: a menu button in the WAI-ARIA pattern, so it works
 * with a keyboard and a screen reader. A job with no page to share (a sample, an employer's
 * preview) gets a disabled button; a closed job is shared with words that say it closed. The
 * items are share-menu-items.tsx, a chunk of its own.
 */
export function ShareMenu({ job, disabled = false }: { job: ShareableJob; disabled?: boolean }) {
  // When the menu was opened; the share texts describe the deadline as of that moment.
  const [openedAt, setOpenedAt] = useState<number | null>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLUListElement>(null)
  // The item to focus when the menu opens: 0 the first, -1 the last.
  const focusOnOpen = useRef(0)
  const id = useId()
  const buttonId = `${id}-button`
  const menuId = `${id}-menu`
  const now = disabled ? null : openedAt
  const open = now !== null

  // Run by the items once they are in the page: on a first open, after their chunk has come.
  const focusOnShow = useCallback(() => focusItem(menuRef.current, focusOnOpen.current), [])

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current?.contains(event.target as Node)) return
      setOpenedAt(null)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  function openMenu(at: number) {
    focusOnOpen.current = at
    if (open) focusItem(menuRef.current, at)
    else setOpenedAt(Date.now())
  }

  function closeMenu(returnFocus: boolean) {
    setOpenedAt(null)
    if (returnFocus) buttonRef.current?.focus()
  }

  // One handler for the button and the menu. On the button (no item focused) the arrows open the
  // menu at the first or last item; Enter and Space reach onClick as a click.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const menu = menuRef.current
    const index = getItems(menu).indexOf(document.activeElement as HTMLElement)
    const moves: Partial<Record<string, number>> = {
      ArrowDown: index + 1,
      ArrowUp: Math.max(index, 0) - 1,
      Home: 0,
      End: -1,
    }
    const next = open || event.key.startsWith('Arrow') ? moves[event.key] : undefined
    if (next !== undefined || (open && event.key === 'Escape')) {
      event.preventDefault()
      if (next === undefined) closeMenu(true)
      else openMenu(next)
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

  return (
    <div ref={rootRef} className={`js-only ${styles.root}`} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={() => (open ? closeMenu(false) : openMenu(0))}
      >
        Share
      </button>
      {now !== null && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className={styles.menu}
        >
          <Suspense fallback={null}>
            <ShareMenuItems job={job} openedAt={now} onShown={focusOnShow} closeMenu={closeMenu} />
          </Suspense>
        </ul>
      )}
    </div>
  )
}
