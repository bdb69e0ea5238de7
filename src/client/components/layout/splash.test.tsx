import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { setUpPageRoot } from '../../testing/page-root.ts'
import { Splash } from './splash.tsx'

const TEXT = 'Booting up your opportunity engine'

const page = setUpPageRoot()

function openPageAt(ms: number) {
  vi.spyOn(performance, 'now').mockReturnValue(ms)
}

beforeEach(() => {
  vi.useFakeTimers()
  sessionStorage.clear()
  localStorage.clear()
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
    // the device's first visit is over; and this run of an installed app has shown it
    expect(localStorage.getItem('splash-shown')).toBe('1')
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

  it('is not shown where the boot script marked the page (a visit after the first)', () => {
    document.documentElement.dataset.splash = 'seen'
    openPageAt(0)
    const { container } = render(<Splash />)
    expect(container).toBeEmptyDOMElement()
  })

  it('still shows, and breaks nothing, when storage refuses to remember it', () => {
    openPageAt(0)
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    render(<Splash />)
    expect(screen.getByText(TEXT)).toBeInTheDocument()
  })

  describe("in the server's page", () => {
    it('is there from the first paint, timed by CSS, and kept as it is when hydrating', () => {
      const html = renderToString(<Splash />)
      expect(html).toContain(TEXT)
      // no inline delay: the boot script's --splash-delay times it from the page's start
      expect(html).not.toContain('style=')
      page.container.innerHTML = html
      const serverOverlay = page.container.firstElementChild

      openPageAt(1200)
      const recoverable = vi.fn()
      act(() => page.hydrate(<Splash />, { onRecoverableError: recoverable }))
      expect(recoverable).not.toHaveBeenCalled()
      expect(page.container.firstElementChild).toBe(serverOverlay)
      expect(serverOverlay).not.toHaveAttribute('style')
      expect(localStorage.getItem('splash-shown')).toBe('1')

      act(() => vi.advanceTimersByTime(899))
      expect(page.container.firstElementChild).toBe(serverOverlay)
      act(() => vi.advanceTimersByTime(1))
      expect(page.container).toBeEmptyDOMElement()
    })

    it('goes at once where it was seen before (CSS hid it from the first paint)', () => {
      page.container.innerHTML = renderToString(<Splash />)
      document.documentElement.dataset.splash = 'seen'
      openPageAt(300)
      act(() => page.hydrate(<Splash />))
      act(() => vi.advanceTimersByTime(0))
      expect(page.container).toBeEmptyDOMElement()
    })
  })
})
