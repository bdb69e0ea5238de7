import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

import type { ListSearch } from '../../../lib/list-search.ts'

/**
 * A link to this list with another search or filters: a plain link that works without the app,
 * a navigation that keeps the reader's place with it. Never marked as the current page: it
 * always leads elsewhere, though the router would call "fewer filters" part of this address.
 */
export function ListLink({
  search,
  className,
  label,
  children,
}: {
  search: ListSearch
  className?: string
  /** the accessible name, when the text alone does not say enough */
  label?: string
  children: ReactNode
}) {
  return (
    <Link
      to="."
      search={search}
      resetScroll={false}
      activeOptions={{ exact: true }}
      className={className}
      aria-label={label}
    >
      {children}
    </Link>
  )
}
