import type { ReactNode } from 'react'

import { formatPageTitle } from '../config/site.ts'
import { useDocumentMeta } from '../hooks/use-document-meta.ts'
import styles from './content-page.module.css'

/**
 * The frame of every content page: a readable column, the page's h1 and lead, its title and
 * description for the browser and for link previews.
 */
export function ContentPage({
  title,
  lead,
  description,
  before,
  children,
  wide = false,
}: {
  title: string
  lead?: ReactNode
  /** for the meta description; defaults to the lead when that is text */
  description?: string
  /** above the heading, e.g. a back link or breadcrumb */
  before?: ReactNode
  children: ReactNode
  wide?: boolean
}) {
  useDocumentMeta({
    title: formatPageTitle(title),
    description: description ?? (typeof lead === 'string' ? lead : undefined),
  })
  return (
    <div className={`container ${styles.page} ${wide ? styles.wide : ''}`}>
      {before}
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </div>
  )
}
