import { Link } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'

import { supportsPopover } from '../../lib/popover.ts'
import styles from './header.module.css'
import { MOBILE_MENU_ID, MobileMenu, type MenuLink } from './mobile-menu.tsx'
import { SearchForm } from './search-form.tsx'
import { ThemeToggle } from './theme-toggle.tsx'

/** The clock mark: jobs here are about deadlines. Decorative; the text next to it names the brand. */
export function LogoMark({ size = 24 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M12 6.5V12l3.5 2.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

const PAGE_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/career-resources', label: 'Resources' },
  { to: '/blog', label: 'Blog' },
  { to: '/faq', label: 'FAQ' },
  { to: '/check', label: 'Check an advert' },
] as const

/**
 * Both drawings: the stylesheet shows the one for the menu's state, which the browser knows
 * before the app does (it opens the popover itself, docs/decisions/015).
 */
function MenuIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path className={styles.menuClosedIcon} d="M4 7h16M4 12h16M4 17h16" />
      <path className={styles.menuOpenIcon} d="M6 6l12 12M18 6L6 18" />
    </svg>
  )
}

/**
 * `extraActions` sit before the theme toggle (the root route puts the saved jobs and the Install
 * button there); `savedLink` is the saved jobs' row of the phone's Menu.
 */
export function Header({
  extraActions,
  savedLink,
}: {
  extraActions?: ReactNode
  savedLink?: MenuLink
}) {
  const [menuOpen, setMenuOpen] = useState(false)

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link
          to="/"
          activeOptions={{ exact: true }}
          className={styles.logo}
          aria-label="JobsZW home"
        >
          <LogoMark />
          <span>JobsZW</span>
        </Link>
        <SearchForm id="header-search" label="Search jobs" className={styles.search} />
        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.links}>
            <li>
              <Link to="/jobs/all" className={styles.link}>
                Jobs
              </Link>
            </li>
            {PAGE_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to} className={styles.link}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          {extraActions}
          <ThemeToggle className={styles.iconButton} />
          <button
            type="button"
            className={`button ${styles.menuButton}`}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            // The browser opens the menu itself, even before the app has loaded (mobile-menu.tsx).
            popovertarget={MOBILE_MENU_ID}
            onClick={() => {
              if (!supportsPopover()) setMenuOpen((open) => !open)
            }}
          >
            <MenuIcon />
            Menu
          </button>
        </div>
      </div>
      <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} savedLink={savedLink} />
    </header>
  )
}
