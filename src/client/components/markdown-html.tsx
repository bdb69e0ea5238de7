import { toPlainTextPreview } from '#shared/plain-text.ts'

import { useMarkdownHtml } from '../hooks/use-markdown-html.ts'
import { MARKDOWN_KEY_ATTRIBUTE } from '../lib/server-markdown.ts'

/**
 * Rendered, sanitized markdown (lib/markdown.ts). The key attribute lets the app reuse the
 * server's rendering of the same text (lib/server-markdown.ts). While the renderer loads (the
 * first description opened in the app), the text shows plain, a paragraph at a time.
 */
export function MarkdownHtml({ markdown, className }: { markdown: string; className?: string }) {
  const { key, html } = useMarkdownHtml(markdown)
  if (html === null) {
    return (
      <div className={className}>
        {markdown
          .split(/\n\s*\n/)
          .map(toPlainTextPreview)
          .filter(Boolean)
          .map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
      </div>
    )
  }
  return (
    <div
      className={className}
      {...{ [MARKDOWN_KEY_ATTRIBUTE]: key }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
