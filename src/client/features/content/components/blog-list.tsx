import { Link } from '@tanstack/react-router'

import { blogArticles, type BlogArticle } from '../data/blog-articles.ts'
import { ArticleMeta } from './article-meta.tsx'
import styles from './blog-list.module.css'
import { TagList } from '../../../components/tag-list.tsx'

function BlogCard({ article, featured }: { article: BlogArticle; featured: boolean }) {
  return (
    <article className={featured ? `${styles.card} ${styles.featured}` : styles.card}>
      <p className={styles.category}>{article.category}</p>
      <h3 className={styles.title}>
        {/* The title is the one link; CSS stretches it over the card so the whole card is a
            target on a phone without a second, repeated link for screen readers. */}
        <Link to="/blog/$id" params={{ id: String(article.id) }} className={styles.link}>
          {article.title}
        </Link>
      </h3>
      <p className={styles.excerpt}>{article.excerpt}</p>
      <ArticleMeta article={article} className={styles.meta} />
      <TagList tags={article.tags} />
    </article>
  )
}

/** The blog list: the featured articles (ids 1 and 2) first, then every other article. */
export function BlogList({ articles = blogArticles }: { articles?: readonly BlogArticle[] }) {
  const featured = articles.filter((article) => article.featured)
  const others = articles.filter((article) => !article.featured)
  return (
    <>
      {featured.length > 0 && (
        <section aria-labelledby="blog-featured" className={styles.section}>
          <h2 id="blog-featured" className={styles.heading}>
            Featured
          </h2>
          <div className={styles.featuredGrid}>
            {featured.map((article) => (
              <BlogCard key={article.id} article={article} featured />
            ))}
          </div>
        </section>
      )}
      <section aria-labelledby="blog-latest" className={styles.section}>
        <h2 id="blog-latest" className={styles.heading}>
          More articles
        </h2>
        <div className={styles.grid}>
          {others.map((article) => (
            <BlogCard key={article.id} article={article} featured={false} />
          ))}
        </div>
      </section>
    </>
  )
}
