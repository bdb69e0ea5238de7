import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { WHOLE_STYLESHEET_ATTRIBUTE } from '#shared/first-stylesheet.ts'

import type { ToastHost as ToastHostComponent } from '../components/toast-host.tsx'
import { TOAST_DURATION_MS, type toast as toastApi } from './toast.ts'

let toast: typeof toastApi
let ToastHost: typeof ToastHostComponent

// Fresh modules per test: the queue in toast.ts is module state, and a toast left over from one
// test must not show up in the next.
beforeEach(async () => {
  vi.resetModules()
  ;({ toast } = await import('./toast.ts'))
  ;({ ToastHost } = await import('../components/toast-host.tsx'))
})

afterEach(() => {
  act(() => toast.dismiss())
  vi.useRealTimers()
})

const getToaster = () => document.querySelector('[data-toaster]')
const shownToasts = () => [...document.querySelectorAll('[data-toast]')]
// The first toast waits for a dynamic import, which can pass the 1 s default on a busy machine.
const LOAD = { timeout: 5000 }
const findToast = (text: string) => screen.findByText(text, {}, LOAD)

describe('toast', () => {
  it('renders nothing until the first toast is requested', () => {
    const { container } = render(<ToastHost />)
    expect(container).toBeEmptyDOMElement()
    expect(getToaster()).toBeNull()
  })

  it('shows a toast requested before the host has loaded the toaster', async () => {
    render(<ToastHost />)
    act(() => {
      toast.success('Link copied', { description: 'Job link copied to clipboard.' })
    })
    expect(await findToast('Link copied')).toBeInTheDocument()
    expect(screen.getByText('Job link copied to clipboard.')).toBeInTheDocument()
  })

  it('shows toasts requested before the host was even mounted', async () => {
    toast.error('Subscription Failed', {
      description: 'Unable to subscribe. Please try again later.',
    })
    toast.message('Second')
    render(<ToastHost />)
    expect(await findToast('Subscription Failed')).toBeInTheDocument()
    expect(await findToast('Second')).toBeInTheDocument()
  })

  it('starts the toaster in a task after the one that asked for the first toast', async () => {
    // A page drawn with the first load's styles: the toaster enables the whole stylesheet.
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.setAttribute(WHOLE_STYLESHEET_ATTRIBUTE, '')
    link.disabled = true
    document.head.append(link)
    try {
      render(<ToastHost />)
      // As the worker's "installed" event does: outside React, with no act() to flush it.
      toast.success('Ready to work offline')
      for (let i = 0; i < 20; i++) await Promise.resolve()
      expect(link.disabled).toBe(true)
      // Then the toaster enables it; jsdom never loads a stylesheet, so the test says it has.
      await vi.waitFor(() => expect(link.disabled).toBe(false), LOAD)
      link.dispatchEvent(new Event('load'))
      expect(await findToast('Ready to work offline')).toBeInTheDocument()
    } finally {
      link.remove()
    }
  })

  it('passes later toasts straight to the toaster once loaded', async () => {
    render(<ToastHost />)
    act(() => toast.message('First'))
    await findToast('First')
    act(() => toast.success('Later'))
    expect(await findToast('Later')).toBeInTheDocument()
  })

  it('announces toasts in one polite live region, each with a close button', async () => {
    render(<ToastHost />)
    act(() => toast.success('Saved'))
    act(() => toast.error('Broken'))
    await findToast('Broken')
    expect(screen.getByRole('region', { name: 'Notifications' })).toBe(getToaster())
    expect(getToaster()?.querySelector('ol')).toHaveAttribute('aria-live', 'polite')
    // the forms already say what went wrong in an alert of their own
    expect(screen.queryByRole('alert')).toBeNull()
    expect(shownToasts().map((element) => element.getAttribute('data-kind'))).toEqual([
      'success',
      'error',
    ])
    expect(screen.getAllByRole('button', { name: 'Close toast' })).toHaveLength(2)
  })

  it('closes a toast with its close button', async () => {
    render(<ToastHost />)
    act(() => toast.message('Closable'))
    fireEvent.click(await screen.findByRole('button', { name: 'Close toast' }, LOAD))
    expect(screen.queryByText('Closable')).not.toBeInTheDocument()
  })

  it('closes a toast after 4 s, not while the pointer is on it, and never when told to stay', async () => {
    render(<ToastHost />)
    act(() => toast.message('Warm-up'))
    await findToast('Warm-up')
    vi.useFakeTimers()
    act(() => {
      toast.message('Brief')
      toast.message('Held')
      toast.message('Stays', { duration: Infinity })
    })
    fireEvent.pointerEnter(screen.getByText('Held').closest('li') as HTMLElement)
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS + 1))
    expect(screen.queryByText('Brief')).not.toBeInTheDocument()
    expect(screen.getByText('Held')).toBeInTheDocument()
    expect(screen.getByText('Stays')).toBeInTheDocument()
    fireEvent.pointerLeave(screen.getByText('Held').closest('li') as HTMLElement)
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS + 1))
    expect(screen.queryByText('Held')).not.toBeInTheDocument()
    expect(screen.getByText('Stays')).toBeInTheDocument()
  })

  it('keeps at most three toasts, the newest', async () => {
    render(<ToastHost />)
    act(() => {
      for (const n of [1, 2, 3, 4, 5]) toast.message(`Toast ${n}`)
    })
    await findToast('Toast 5')
    expect(shownToasts().map((element) => element.textContent)).toEqual([
      'Toast 3×',
      'Toast 4×',
      'Toast 5×',
    ])
  })

  it('renders an action button that calls back', async () => {
    const onClick = vi.fn()
    render(<ToastHost />)
    act(() => toast.message('Offline', { action: { label: 'Retry', onClick } }))
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }, LOAD))
    expect(onClick).toHaveBeenCalledOnce()
    // acting on a toast closes it
    expect(screen.queryByText('Offline')).not.toBeInTheDocument()
  })

  it('drops queued toasts when dismissed before the toaster loads', async () => {
    toast.message('Never shown')
    toast.dismiss()
    toast.message('Shown')
    render(<ToastHost />)
    await findToast('Shown')
    expect(screen.queryByText('Never shown')).not.toBeInTheDocument()
  })
})
