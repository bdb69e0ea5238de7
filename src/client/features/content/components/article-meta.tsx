import { readTimeOf, type BlogArticle } from '../data/blog-articles.ts'
import styles from './article-meta.module.css'

/**
 * The author on one line, "date · read time" on the next: the same two lines at every width, so
 * no line ever starts or ends with a stray separator. Screen readers skip the dot.
 */
export function ArticleMeta({
  article,
  className,
}: {
  article: Pick<BlogArticle, 'author' | 'date' | 'content'>
  className?: string
}) {
  return (
    <p className={className ? `${styles.meta} ${className}` : styles.meta}>
      <span>{article.author}</span>
      <span className={styles.when}>
        <span>{article.date}</span>
        <span aria-hidden="true" className={styles.dot}>
          ·
        </span>
        <span>{readTimeOf(article.content)}</span>
      </span>
    </p>
  )
}
