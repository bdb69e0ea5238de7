import { onlineManager } from '@tanstack/react-query'
import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { takeConsoleErrors } from '../../../tests/setup/console-errors.ts'
import { renderWithProviders } from '../testing/render-with-providers.tsx'
import { PageError } from './page-error.tsx'

const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/about.js')
const reset = () => undefined

afterEach(() => {
  act(() => onlineManager.setOnline(true))
})

describe('PageError', () => {
  it('says offline that the page is not kept on this phone yet, and logs nothing', async () => {
    onlineManager.setOnline(false)
    await renderWithProviders(<PageError error={chunkError} reset={reset} />)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('This page could not open')
    expect(alert).toHaveTextContent('You are offline, and this page is not kept on this phone yet')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: 'Saved jobs' })).toHaveAttribute('href', '/saved')
    expect(document.title).toMatch(/^Page Not Available/)
    expect(takeConsoleErrors()).toEqual([])
  })

  it('online, asks to check the connection and logs the error for us to see', async () => {
    await renderWithProviders(<PageError error={chunkError} reset={reset} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Check your connection and try again.')
    expect(takeConsoleErrors()).toEqual([['A page could not be shown.', chunkError]])
  })
})
