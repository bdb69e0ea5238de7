import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { renderWithRouter } from '../../../testing/render-with-router.tsx'
import { blogArticles, readTimeOf } from '../data/blog-articles.ts'
import { BlogPost } from './blog-post.tsx'

describe('BlogPost', () => {
  it.each(blogArticles)('shows article $id in full', async (article) => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    await renderWithRouter(<BlogPost id={String(article.id)} />)

    expect(screen.getByRole('heading', { level: 1, name: article.title })).toBeInTheDocument()
    expect(screen.getByText(article.category)).toBeInTheDocument()
    expect(screen.getByText(article.author)).toBeInTheDocument()
    expect(screen.getByText(article.date)).toBeInTheDocument()
    expect(screen.getByText(readTimeOf(article.content))).toBeInTheDocument()
    for (const tag of article.tags) expect(screen.getByText(tag)).toBeInTheDocument()
    // The markdown body is rendered (once the renderer has loaded): its first section heading is
    // there as an h2.
    const firstHeading = /^## (.+)$/m.exec(article.content)?.[1]
    expect(await screen.findByRole('heading', { level: 2, name: firstHeading })).toBeInTheDocument()

    expect(screen.getByRole('link', { name: /Back to Blog/ })).toHaveAttribute('href', '/blog')
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/jobs/all')
    expect(screen.getByRole('link', { name: 'More articles' })).toHaveAttribute('href', '/blog')
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
    expect(document.title).toBe(`${article.title} | JobsZW`)
  })

  it.each(['abc', '0', '9', '1.5', '99', '01', '-1'])(
    'shows "Blog Post Not Found" for %j',
    async (id) => {
      await renderWithRouter(<BlogPost id={id} />)

      expect(
        screen.getByRole('heading', { level: 1, name: 'Blog Post Not Found' }),
      ).toBeInTheDocument()
      expect(screen.getByText("The article you're looking for doesn't exist.")).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog')
    },
  )
})
