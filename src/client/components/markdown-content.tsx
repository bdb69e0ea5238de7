import { MarkdownHtml } from './markdown-html.tsx'
import styles from './markdown-content.module.css'

/**
 * Markdown from our own content files, through the same sanitizing path as job descriptions
 * (lib/markdown.ts), styled for reading.
 */
export function MarkdownContent({ markdown, className }: { markdown: string; className?: string }) {
  return (
    <MarkdownHtml
      markdown={markdown}
      className={className ? `${styles.prose} ${className}` : styles.prose}
    />
  )
}
