import { useMemo } from 'react'

import { renderMarkdown } from '../lib/markdown.ts'
import styles from './markdown-content.module.css'

/**
 * Markdown from our own content files, through the same sanitizing path as job descriptions
 * (lib/markdown.ts), styled for reading.
 */
export function MarkdownContent({ markdown, className }: { markdown: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(markdown), [markdown])
  return (
    <div
      className={className ? `${styles.prose} ${className}` : styles.prose}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
