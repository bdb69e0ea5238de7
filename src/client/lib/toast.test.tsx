import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { ToastHost as ToastHostComponent } from '../components/toast-host.tsx'
import type { toast as toastApi } from './toast.ts'

let toast: typeof toastApi
let ToastHost: typeof ToastHostComponent

// Fresh modules per test: the queue in toast.ts and sonner's own store are module state, and a
// toast left over from one test must not show up in the next.
beforeEach(async () => {
  vi.resetModules()
  ;({ toast } = await import('./toast.ts'))
  ;({ ToastHost } = await import('../components/toast-host.tsx'))
})

// sonner is a dependency, which resetModules does not reload: its store outlives each test.
afterEach(() => {
  act(() => toast.dismiss())
  delete document.documentElement.dataset.theme
})

const getToaster = () => document.querySelector('[data-sonner-toaster]')
// The first toast waits for a dynamic import, which can pass the 1 s default on a busy machine.
const LOAD = { timeout: 5000 }
const findToast = (text: string) => screen.findByText(text, {}, LOAD)

describe('toast', () => {
  it('renders nothing until the first toast is requested', () => {
    const { container } = render(<ToastHost />)
    expect(container).toBeEmptyDOMElement()
    expect(getToaster()).toBeNull()
  })

  it('shows a toast requested before the host has loaded sonner', async () => {
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

  it('passes later toasts straight to sonner once loaded', async () => {
    render(<ToastHost />)
    act(() => toast.message('First'))
    await findToast('First')
    act(() => toast.success('Later'))
    expect(await findToast('Later')).toBeInTheDocument()
  })

  it('uses the site settings: bottom centre, the page theme, rich colours', async () => {
    document.documentElement.dataset.theme = 'light'
    render(<ToastHost />)
    act(() => toast.error('Broken'))
    await findToast('Broken')
    const toaster = getToaster()
    expect(toaster).toHaveAttribute('data-sonner-theme', 'light')
    expect(toaster).toHaveAttribute('data-y-position', 'bottom')
    expect(toaster).toHaveAttribute('data-x-position', 'center')
    expect(document.querySelector('[data-sonner-toast]')).toHaveAttribute(
      'data-rich-colors',
      'true',
    )
    expect(screen.getByRole('button', { name: /close/i })).toBeInTheDocument()
  })

  it('follows theme changes on the page', async () => {
    render(<ToastHost />)
    act(() => toast.message('Themed'))
    await findToast('Themed')
    expect(getToaster()).toHaveAttribute('data-sonner-theme', 'dark')
    document.documentElement.dataset.theme = 'light'
    await vi.waitFor(() => expect(getToaster()).toHaveAttribute('data-sonner-theme', 'light'))
  })

  it('keeps at most three toasts visible', async () => {
    render(<ToastHost />)
    act(() => {
      for (const n of [1, 2, 3, 4, 5]) toast.message(`Toast ${n}`)
    })
    await findToast('Toast 5')
    await vi.waitFor(() => expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(5))
    const visible = document.querySelectorAll('[data-sonner-toast][data-visible="true"]')
    expect(visible).toHaveLength(3)
    // The newest ones are the visible ones.
    expect([...visible].map((element) => element.textContent)).toEqual([
      'Toast 5',
      'Toast 4',
      'Toast 3',
    ])
  })

  it('renders an action button that calls back', async () => {
    const onClick = vi.fn()
    render(<ToastHost />)
    act(() => toast.message('Offline', { action: { label: 'Retry', onClick } }))
    // A plain click: jsdom lacks the pointer capture that sonner's swipe handling calls on the
    // pointer down that user-event would send.
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }, LOAD))
    expect(onClick).toHaveBeenCalledOnce()
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
