import { Link } from '@tanstack/react-router'
import { useCallback, useEffect, useRef } from 'react'

import styles from './mobile-menu.module.css'
import { SearchForm } from './search-form.tsx'

/** The Menu button points here with aria-controls; Escape hands focus back to that button. */
export const MOBILE_MENU_ID = 'mobile-menu'

// Contact is listed only here (SPEC.md §2 Shell).
const PAGE_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/career-resources', label: 'Career Resources' },
  { to: '/blog', label: 'Blog' },
  { to: '/faq', label: 'FAQ' },
  { to: '/contact', label: 'Contact' },
] as const

export function MobileMenu({ open, onClose }: { open: boolean; onClose(): void }) {
  const firstLinkRef = useRef<HTMLAnchorElement>(null)

  // Focus would otherwise be left on an element that just got hidden.
  const closeAndRefocus = useCallback(() => {
    onClose()
    document
      .querySelector<HTMLElement>(`[aria-controls="${MOBILE_MENU_ID}"]`)
      ?.focus({ preventScroll: true })
  }, [onClose])

  useEffect(() => {
    if (!open) return
    firstLinkRef.current?.focus()
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') closeAndRefocus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open, closeAndRefocus])

  return (
    // A search submitted here scrolls to the results; the panel must not cover them.
    <div id={MOBILE_MENU_ID} className={styles.panel} hidden={!open} onSubmit={closeAndRefocus}>
      <div className="container">
        <nav aria-label="Menu">
          <ul className={styles.links}>
            <li>
              <Link ref={firstLinkRef} to="/jobs/all" className={styles.link} onClick={onClose}>
                All Jobs
              </Link>
            </li>
            {PAGE_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to} className={styles.link} onClick={onClose}>
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
