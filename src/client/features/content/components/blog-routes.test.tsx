import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { SPLASH_STORAGE_KEY } from '#shared/boot-script.ts'

import { createAppRouter } from '../../../router.tsx'
import { createTestQueryClient } from '../../../testing/render-with-providers.tsx'

// The real route tree: /blog/$id must reach the blog's own Not Found view for any id, never
// the router's error boundary or the site-wide 404.
async function renderApp(path: string) {
  localStorage.setItem(SPLASH_STORAGE_KEY, '1')
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  // The newsletter form asks the server for its settings; there is no server here.
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline in tests'))
  const queryClient = createTestQueryClient()
  const router = createAppRouter(queryClient)
  await router.navigate({ href: path })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  await router.load()
  return router
}

describe('blog routes', () => {
  it.each(['/blog/abc', '/blog/0', '/blog/9', '/blog/1.5'])(
    '%s shows "Blog Post Not Found", not the 404 page',
    async (path) => {
      await renderApp(path)
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Blog Post Not Found' }),
      ).toBeInTheDocument()
      expect(screen.queryByText(/Page not found/)).not.toBeInTheDocument()
    },
  )

  it('opens an article from the list and scrolls to the top on each new article', async () => {
    const user = userEvent.setup()
    const router = await renderApp('/blog')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Career Blog' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Get career tips by email' })).toBeInTheDocument()

    const scrollTo = vi.mocked(window.scrollTo)
    await user.click(screen.getAllByRole('link', { name: /How to Spot a Fake Job/ })[0]!)
    expect(
      await screen.findByRole('heading', { level: 1, name: /How to Spot a Fake Job/ }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/blog/1')
    expect(scrollTo).toHaveBeenCalledWith(0, 0)

    scrollTo.mockClear()
    await router.navigate({ to: '/blog/$id', params: { id: '2' } })
    expect(
      await screen.findByRole('heading', { level: 1, name: /A CV That Gets Shortlisted/ }),
    ).toBeInTheDocument()
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
  })
})
