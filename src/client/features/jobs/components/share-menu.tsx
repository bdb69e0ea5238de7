import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'

import { toast } from '../../../lib/toast.ts'
import { copyText } from '../lib/copy-text.ts'
import {
  getShareTargets,
  getShareText,
  getShareUrl,
  type ShareableJob,
} from '../lib/share-links.ts'
import { useSiteOrigin } from '../../../lib/site-origin.ts'
import styles from './share-menu.module.css'

type FocusTarget = 'first' | 'last'

function getMenuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')] : []
}

async function copyLink(url: string): Promise<void> {
  // copyText never fails loudly, so the toast is shown either way.
  await copyText(url)
  toast.success('Link copied', { description: 'Job link copied to clipboard.' })
}

/**
 * The job card's Share menu: a menu button in the WAI-ARIA pattern, so it works
 * with a keyboard and a screen reader. Closed jobs get a disabled button.
 */
export function ShareMenu({ job, disabled = false }: { job: ShareableJob; disabled?: boolean }) {
  // When the menu was opened; the share texts describe the deadline as of that moment.
  const [openedAt, setOpenedAt] = useState<number | null>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLUListElement>(null)
  const focusOnOpen = useRef<FocusTarget>('first')
  const id = useId()
  const origin = useSiteOrigin()
  const buttonId = `${id}-button`
  const menuId = `${id}-menu`
  const now = disabled ? null : openedAt
  const open = now !== null

  useEffect(() => {
    if (!open) return
    const items = getMenuItems(menuRef.current)
    const item = focusOnOpen.current === 'last' ? items[items.length - 1] : items[0]
    item?.focus()
  }, [open])

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return
      setOpenedAt(null)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  function openMenu(focus: FocusTarget) {
    focusOnOpen.current = focus
    if (open) {
      const items = getMenuItems(menuRef.current)
      ;(focus === 'last' ? items[items.length - 1] : items[0])?.focus()
      return
    }
    setOpenedAt(Date.now())
  }

  function closeMenu(returnFocus: boolean) {
    setOpenedAt(null)
    if (returnFocus) buttonRef.current?.focus()
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    // Enter and Space reach onClick as a click; the arrows open the menu as well.
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last')
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      closeMenu(true)
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const items = getMenuItems(menuRef.current)
    const index = items.indexOf(document.activeElement as HTMLElement)
    const focusItem = (next: number) => items[(next + items.length) % items.length]?.focus()
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        focusItem(index + 1)
        break
      case 'ArrowUp':
        event.preventDefault()
        focusItem(index < 0 ? -1 : index - 1)
        break
      case 'Home':
        event.preventDefault()
        focusItem(0)
        break
      case 'End':
        event.preventDefault()
        focusItem(-1)
        break
      case 'Escape':
        event.preventDefault()
        closeMenu(true)
        break
      case 'Tab':
        // Tab moves on from the Share button, as if the menu had never been opened; the menu
        // items themselves are not in the tab order.
        closeMenu(true)
        break
      case ' ':
        // Links do not react to Space on their own; menu items should.
        if (event.target instanceof HTMLAnchorElement) {
          event.preventDefault()
          event.target.click()
        }
        break
    }
  }

  async function quickShare() {
    const shareNow = Date.now()
    const url = getShareUrl(job.id, origin)
    closeMenu(true)
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: job.title, text: getShareText(job, shareNow), url })
      } catch {
        // A failed device share says nothing, and neither does the user cancelling.
      }
      return
    }
    await copyLink(url)
  }

  function copyFromMenu() {
    closeMenu(true)
    void copyLink(getShareUrl(job.id, origin))
  }

  function closeAfterFollowing() {
    // A link that is removed before its click finishes does not navigate, so close afterwards.
    window.setTimeout(() => closeMenu(true))
  }

  const targets = now === null ? [] : getShareTargets(job, origin, now)

  return (
    <div ref={rootRef} className={`js-only ${styles.root}`}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={() => (open ? closeMenu(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        Share
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className={styles.menu}
          onKeyDown={onMenuKeyDown}
        >
          <li role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              onClick={() => void quickShare()}
            >
              Quick share
            </button>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              onClick={copyFromMenu}
            >
              Copy link
            </button>
          </li>
          {targets.map((target) => {
            const newTab = !target.href.startsWith('mailto:')
            return (
              <li role="none" key={target.name}>
                <a
                  role="menuitem"
                  tabIndex={-1}
                  className={styles.item}
                  href={target.href}
                  target={newTab ? '_blank' : undefined}
                  rel={newTab ? 'noopener noreferrer' : undefined}
                  onClick={closeAfterFollowing}
                >
                  {target.name}
                  {newTab && <span className="visually-hidden"> (opens in a new tab)</span>}
                </a>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
