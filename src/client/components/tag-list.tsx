import styles from './tag-list.module.css'

/** Small labels for a job's or an article's tags; nothing at all when there are none. */
export function TagList({ tags, className }: { tags: readonly string[]; className?: string }) {
  if (tags.length === 0) return null
  return (
    <ul className={className ? `${styles.tags} ${className}` : styles.tags} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </ul>
  )
}
