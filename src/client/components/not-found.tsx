import { Link, useLocation } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'

import { formatPageTitle } from '../config/site.ts'
import { useDocumentMeta } from '../hooks/use-document-meta.ts'
import { useMarkNotFound } from '../lib/page-status.ts'
import styles from './not-found.module.css'

export function NotFound() {
  // The router's path, not window.location: they differ under memory history (tests, previews).
  const pathname = useLocation({ select: (location) => location.pathname })
  // StrictMode runs effects twice in development; one line per missing page is enough.
  const loggedPath = useRef<string | null>(null)
  useMarkNotFound()
  useDocumentMeta({ title: formatPageTitle('Page Not Found') })

  useEffect(() => {
    if (loggedPath.current === pathname) return
    loggedPath.current = pathname
    console.warn('404: no page at', pathname)
  }, [pathname])

  return (
    <div className={`container ${styles.notFound}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>
        <span className="visually-hidden">404: </span>Oops! Page not found
      </h1>
      <Link to="/" className="button button--primary">
        Return to Home
      </Link>
    </div>
  )
}
