import { Suspense, useCallback, useId, useRef, useState, type KeyboardEvent } from 'react'

import { lazyStyled } from '../../../lib/whole-stylesheet.ts'
import type { ShareableJob } from '../lib/share-links.ts'
import styles from './share-menu.module.css'

// The items, the share code and the open menu's keys come on the first tap of Share: most
// visits never share.
const ShareMenuItems = lazyStyled(() =>
  import('./share-menu-items.tsx').then((module) => ({ default: module.ShareMenuItems })),
)

/**
 * The job card's Share menu: a menu button in the WAI-ARIA pattern, so it works
 * with a keyboard and a screen reader. A job with no page to share (a sample, an employer's
 * preview) gets a disabled button; a closed job is shared with words that say it closed. The
 * items are share-menu-items.tsx, a chunk of its own, with the open menu's keys
 * (share-menu-keys.ts).
 */
export function ShareMenu({ job, disabled = false }: { job: ShareableJob; disabled?: boolean }) {
  // When the menu was opened; the share texts describe the deadline as of that moment.
  const [openedAt, setOpenedAt] = useState<number | null>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLUListElement>(null)
  // The item to focus when the menu opens: 0 the first, -1 the last.
  const [focusAt, setFocusAt] = useState(0)
  const id = useId()
  const buttonId = `${id}-button`
  const menuId = `${id}-menu`
  const now = disabled ? null : openedAt
  const open = now !== null

  function openMenu(at: number) {
    setFocusAt(at)
    setOpenedAt(Date.now())
  }

  const closeMenu = useCallback((returnFocus: boolean) => {
    setOpenedAt(null)
    if (returnFocus) buttonRef.current?.focus()
  }, [])

  // On the closed button the arrows open the menu at the first or last item; Enter and Space
  // reach onClick as a click. The open menu's keys are the items' (share-menu-keys.ts).
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const at = open ? undefined : { ArrowDown: 0, ArrowUp: -1 }[event.key]
    if (at === undefined) return
    event.preventDefault()
    openMenu(at)
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
            <ShareMenuItems
              job={job}
              openedAt={now}
              focusAt={focusAt}
              rootRef={rootRef}
              menuRef={menuRef}
              closeMenu={closeMenu}
            />
          </Suspense>
        </ul>
      )}
    </div>
  )
}
