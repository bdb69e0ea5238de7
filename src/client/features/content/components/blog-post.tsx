import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'

import { ContentPage } from '../../../components/content-page.tsx'
import { MarkdownContent } from '../../../components/markdown-content.tsx'
import { useMarkNotFound } from '../../../lib/page-status.ts'
import { findBlogArticleByParam } from '../data/blog-articles.ts'
import { ArticleMeta } from './article-meta.tsx'
import styles from './blog-post.module.css'
import { TagList } from '../../../components/tag-list.tsx'

function BackToBlog() {
  return (
    <Link to="/blog" className={`button ${styles.back}`}>
      <span aria-hidden="true">←</span> Back to Blog
    </Link>
  )
}

/** An unknown blog id gets its own view, not the site-wide 404 page. */
export function BlogPostNotFound() {
  useMarkNotFound()
  return (
    <ContentPage title="Blog Post Not Found" lead="The article you're looking for doesn't exist.">
      <Link to="/blog" className="button button--primary">
        Back to Blog
      </Link>
    </ContentPage>
  )
}

/**
 * One blog article. Takes the raw path parameter so that every malformed id
 * ("abc", "1.5", "99") ends in the Not Found view rather than in a router error.
 */
export function BlogPost({ id }: { id: string }) {
  const article = findBlogArticleByParam(id)

  // Moving from one article to the next keeps the same component, so the reset is keyed on id.
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [id])

  if (!article) return <BlogPostNotFound />

  return (
    <ContentPage
      title={article.title}
      lead={article.excerpt}
      before={
        <>
          <BackToBlog />
          <p className={styles.category}>{article.category}</p>
        </>
      }
    >
      <ArticleMeta article={article} className={styles.meta} />
      <TagList tags={article.tags} className={styles.tags} />
      <MarkdownContent markdown={article.content} className={styles.body} />
      <nav className={styles.next} aria-label="What next">
        <Link to="/jobs/all" className="button button--primary">
          Browse jobs
        </Link>
        <Link to="/blog" className="button">
          More articles
        </Link>
      </nav>
    </ContentPage>
  )
}
