import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderWithRouter } from '../../../testing/render-with-router.tsx'
import { blogArticles, readTimeOf } from '../data/blog-articles.ts'
import { BlogList } from './blog-list.tsx'

describe('BlogList', () => {
  it('shows the two featured articles first, then the six others, each linking to its post', async () => {
    await renderWithRouter(<BlogList />)

    const featured = screen.getByRole('region', { name: 'Featured' })
    const others = screen.getByRole('region', { name: 'More articles' })
    expect(featured.compareDocumentPosition(others) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()

    const hrefs = (region: HTMLElement) =>
      within(region)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'))
    expect(within(featured).getAllByRole('article')).toHaveLength(2)
    expect(hrefs(featured)).toEqual(['/blog/1', '/blog/2'])
    expect(within(others).getAllByRole('article')).toHaveLength(6)
    expect(hrefs(others)).toEqual([
      '/blog/3',
      '/blog/4',
      '/blog/5',
      '/blog/6',
      '/blog/7',
      '/blog/8',
    ])
  })

  it.each(blogArticles)(
    'card $id shows category, title, excerpt, author, date, read time and tags',
    async (article) => {
      await renderWithRouter(<BlogList />)
      const link = screen.getByRole('link', { name: article.title })
      const card = link.closest('article')
      expect(card).not.toBeNull()
      const inCard = within(card!)
      expect(inCard.getByRole('heading', { name: article.title })).toBeInTheDocument()
      expect(inCard.getByText(article.category)).toBeInTheDocument()
      expect(inCard.getByText(article.excerpt)).toBeInTheDocument()
      expect(inCard.getByText(article.author)).toBeInTheDocument()
      expect(inCard.getByText(article.date)).toBeInTheDocument()
      expect(inCard.getByText(readTimeOf(article.content))).toBeInTheDocument()
      const tags = inCard.getByRole('list', { name: 'Tags' })
      expect(
        within(tags)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(article.tags)
    },
  )
})
