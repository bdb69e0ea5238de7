import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { Splash } from './splash.tsx'

const TEXT = 'Booting up your opportunity engine'

function openPageAt(ms: number) {
  vi.spyOn(performance, 'now').mockReturnValue(ms)
}

beforeEach(() => {
  vi.useFakeTimers()
  sessionStorage.clear()
  delete document.documentElement.dataset.splash
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('Splash', () => {
  it('shows for 1900 ms, fades for 200 ms, then unmounts', () => {
    openPageAt(0)
    const { container } = render(<Splash />)
    const overlay = container.firstElementChild
    expect(screen.getByText(TEXT)).toBeInTheDocument()
    expect(screen.getByText('JobsZW')).toBeInTheDocument()
    expect(overlay).toHaveAttribute('aria-hidden', 'true')
    // The fade is a CSS animation that starts at 1900 ms.
    expect(overlay).toHaveStyle({ animationDelay: '1900ms' })

    act(() => vi.advanceTimersByTime(2099))
    expect(screen.getByText(TEXT)).toBeInTheDocument()

    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText(TEXT)).not.toBeInTheDocument()
    expect(container).toBeEmptyDOMElement()
    expect(sessionStorage.getItem('splash-shown')).toBe('1')
  })

  it('counts from the start of the page, which the server may have painted long before', () => {
    openPageAt(1500)
    const { container } = render(<Splash />)
    expect(container.firstElementChild).toHaveStyle({ animationDelay: '400ms' })
    act(() => vi.advanceTimersByTime(600))
    expect(container).toBeEmptyDOMElement()
  })

  it('is not shown when the page started more than 2.1 s ago', () => {
    openPageAt(2100)
    const { container } = render(<Splash />)
    expect(container).toBeEmptyDOMElement()
  })

  it('is not shown again in the same tab session (the boot script marks the page)', () => {
    document.documentElement.dataset.splash = 'seen'
    openPageAt(0)
    const { container } = render(<Splash />)
    expect(container).toBeEmptyDOMElement()
  })

  it('still shows when session storage throws', () => {
    openPageAt(0)
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    render(<Splash />)
    expect(screen.getByText(TEXT)).toBeInTheDocument()
  })
})
