import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { Splash } from './splash.tsx'

const TEXT = 'Booting up your opportunity engine'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('Splash', () => {
  it('shows for 1900 ms, fades for 200 ms, then unmounts', () => {
    const { container } = render(<Splash />)
    const overlay = container.firstElementChild
    expect(screen.getByText(TEXT)).toBeInTheDocument()
    expect(screen.getByText('JobsZW')).toBeInTheDocument()
    expect(overlay).toHaveAttribute('aria-hidden', 'true')

    act(() => vi.advanceTimersByTime(1899))
    expect(screen.getByText(TEXT)).toBeInTheDocument()

    // Fading: still on screen while it animates out.
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByText(TEXT)).toBeInTheDocument()

    act(() => vi.advanceTimersByTime(200))
    expect(screen.queryByText(TEXT)).not.toBeInTheDocument()
    expect(container).toBeEmptyDOMElement()
  })

  it('is not shown again in the same tab session', () => {
    const first = render(<Splash />)
    act(() => vi.advanceTimersByTime(2100))
    first.unmount()

    render(<Splash />)
    expect(screen.queryByText(TEXT)).not.toBeInTheDocument()
  })

  it('still shows when session storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    render(<Splash />)
    expect(screen.getByText(TEXT)).toBeInTheDocument()
  })
})
