import { onlineManager } from '@tanstack/react-query'
import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'

import { formatPageTitle } from '../config/site.ts'
import { useDocumentMeta } from '../hooks/use-document-meta.ts'
import { useOnline } from '../hooks/use-online.ts'

/**
 * A page that could not open, in words, inside the site's header and footer: most often one
 * whose code this phone does not keep yet (the about, contact and legal pages, the employers'
 * pages: docs/decisions/064), opened offline. Back online, Try again opens it.
 */
export function PageError({ error }: ErrorComponentProps) {
  const online = useOnline()
  useDocumentMeta({ title: formatPageTitle('Page Not Available') })
  useEffect(() => {
    // offline, a page this phone does not keep is expected; anything else is a bug to see
    if (onlineManager.isOnline()) console.error('A page could not be shown.', error)
  }, [error])
  return (
    <div className="container" role="alert">
      <h1>This page could not open</h1>
      <p>
        {online
          ? 'Check your connection and try again.'
          : 'You are offline, and this page is not kept on this phone yet. It opens once you are back online.'}
      </p>
      <p>
        <button type="button" className="button button--primary" onClick={() => location.reload()}>
          Try again
        </button>{' '}
        <Link to="/" className="button">
          Jobs
        </Link>{' '}
        <Link to="/saved" className="button">
          Saved jobs
        </Link>
      </p>
    </div>
  )
}
