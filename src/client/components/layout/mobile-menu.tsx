import { Link } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, type ComponentType } from 'react'

import { isPopoverOpen } from '../../lib/popover.ts'
import styles from './mobile-menu.module.css'
import { SearchForm } from './search-form.tsx'

/** A link drawn as a row of the menu, closing it when followed. */
export type MenuLink = ComponentType<{ className?: string; onClick(): void }>

/** The Menu button points here with aria-controls; Escape hands focus back to that button. */
export const MOBILE_MENU_ID = 'mobile-menu'

// Contact is listed only here (docs/product.md#the-shell).
const PAGE_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/career-resources', label: 'Career Resources' },
  { to: '/blog', label: 'Blog' },
  { to: '/faq', label: 'FAQ' },
  { to: '/check', label: 'Check an advert' },
  { to: '/contact', label: 'Contact' },
  { to: '/post-a-job/$', label: 'Post a job' },
] as const

/**
 * The phone's menu panel. It is a popover that the Menu button opens with `popovertarget`, so the
 * browser opens it before the app has loaded, or with JavaScript off (a slow link, Opera Mini's
 * data saving); the app then follows its `toggle` events. Where a browser has no popovers, the
 * button's click and `open` do it, through `hidden`.
 */
export function MobileMenu({
  open,
  onOpenChange,
  savedLink: SavedLink,
}: {
  open: boolean
  onOpenChange(open: boolean): void
  /** "Saved jobs" with its count, drawn as a row of this menu (the root route composes it) */
  savedLink?: MenuLink
}) {
  const panelRef = useRef<HTMLDivElement>(null)
  const firstLinkRef = useRef<HTMLAnchorElement>(null)
  // Opening moves the focus into the menu, except when the app takes over a menu that is
  // already open: the reader is elsewhere by then.
  const focusOnOpenRef = useRef(true)

  const close = useCallback(() => {
    const panel = panelRef.current
    if (panel && isPopoverOpen(panel)) panel.hidePopover()
    onOpenChange(false)
  }, [onOpenChange])

  // Focus would otherwise be left on an element that just got hidden.
  const closeAndRefocus = useCallback(() => {
    close()
    document
      .querySelector<HTMLElement>(`[aria-controls="${MOBILE_MENU_ID}"]`)
      ?.focus({ preventScroll: true })
  }, [close])

  // Opened by the browser before the app took over: the app's state starts out closed.
  useEffect(() => {
    if (!panelRef.current || !isPopoverOpen(panelRef.current)) return
    focusOnOpenRef.current = false
    onOpenChange(true)
  }, [onOpenChange])

  // Listened to here, not with onToggle: React 18 hears `toggle` only on <details>.
  useEffect(() => {
    const panel = panelRef.current
    if (!panel) return undefined
    const onToggle = (event: Event) => onOpenChange((event as ToggleEvent).newState === 'open')
    panel.addEventListener('toggle', onToggle)
    return () => panel.removeEventListener('toggle', onToggle)
  }, [onOpenChange])

  useEffect(() => {
    if (!open) return
    if (focusOnOpenRef.current) firstLinkRef.current?.focus()
    focusOnOpenRef.current = true
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') closeAndRefocus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open, closeAndRefocus])

  return (
    // A search submitted here scrolls to the results; the panel must not cover them.
    <div
      ref={panelRef}
      id={MOBILE_MENU_ID}
      popover="auto"
      className={styles.panel}
      hidden={!open}
      onSubmit={closeAndRefocus}
    >
      <div className="container">
        <nav aria-label="Menu">
          <ul className={styles.links}>
            <li>
              <Link ref={firstLinkRef} to="/jobs/all" className={styles.link} onClick={close}>
                All Jobs
              </Link>
            </li>
            {SavedLink && (
              <li>
                <SavedLink className={styles.link} onClick={close} />
              </li>
            )}
            {PAGE_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to} className={styles.link} onClick={close}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <SearchForm id="menu-search" label="Search jobs" className={styles.search} />
      </div>
    </div>
  )
}
