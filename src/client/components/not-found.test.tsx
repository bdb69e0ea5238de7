import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { renderWithRouter } from '../testing/render-with-router.tsx'
import { NotFound } from './not-found.tsx'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('NotFound', () => {
  it('shows 404, the heading and a link home, and logs the missing path once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await renderWithRouter(<NotFound />, { path: '/no-such-page' })

    expect(screen.getByText('404')).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 1, name: /Oops! Page not found/ }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    expect(warn).toHaveBeenCalledExactlyOnceWith('404: no page at', '/no-such-page')
  })
})
