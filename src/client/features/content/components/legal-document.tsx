import { Link } from '@tanstack/react-router'

import { ContentPage } from '../../../components/content-page.tsx'
import { MarkdownContent } from '../../../components/markdown-content.tsx'
import type { LegalDate } from '../data/legal.ts'
import styles from './legal-document.module.css'

/**
 * A legal document: its date, its markdown and, last, the link to the contact form. The link is
 * not in the markdown because our markdown path drops relative links (it was built for scraped
 * job posts), so the closing "Contact" section ends with it here.
 */
export function LegalDocument({
  title,
  lead,
  updated,
  markdown,
}: {
  title: string
  lead: string
  updated: LegalDate
  markdown: string
}) {
  return (
    <ContentPage title={title} lead={lead}>
      <p className={styles.updated}>
        Last updated <time dateTime={updated.iso}>{updated.text}</time>
      </p>
      <MarkdownContent markdown={markdown} />
      <p className={styles.contact}>
        <Link to="/contact" className="button button--primary">
          Contact us
        </Link>
      </p>
    </ContentPage>
  )
}
