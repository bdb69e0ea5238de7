import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ToastHost } from '../../../components/toast-host.tsx'
import { toast } from '../../../lib/toast.ts'
import type { ShareableJob } from '../lib/share-links.ts'
import { ShareMenu } from './share-menu.tsx'

// 10:00 in Harare (UTC+2) on Friday 20 November 2026; the job closes at the end of Friday 27th.
const NOW = Date.parse('2026-11-20T08:00:00Z')
const job: ShareableJob = {
  id: 'job-42',
  title: 'Senior Accountant & Auditor',
  company: 'Kopje Ridge Logistics',
  location: 'Bulawayo',
  salary: null,
  deadline: Date.parse('2026-11-27T21:59:59.999Z'),
  caution: null,
  withdrawn: false,
}
const flagged: ShareableJob = { ...job, caution: 'asks-for-payment' }
const TEXT =
  'Senior Accountant & Auditor at Kopje Ridge Logistics, Bulawayo. Closes Friday 27 November 2026.'
const WARNING =
  '⚠ Caution: This advert asks applicants to pay. Genuine employers never charge you to apply. Do not send money.'
const jobUrl = () => `${window.location.origin}/job/job-42`

function renderMenu(props: { disabled?: boolean; job?: ShareableJob } = {}) {
  const user = userEvent.setup()
  render(
    <>
      <button type="button">Before</button>
      <ShareMenu job={job} {...props} />
      <button type="button">After</button>
      <ToastHost />
    </>,
  )
  return { user, button: screen.getByRole('button', { name: 'Share' }) }
}

const getItem = (name: string) => screen.getByRole('menuitem', { name: new RegExp(`^${name}`) })
/** The items come in a chunk of their own, fetched on the first open: wait for them. */
const findItem = (name: string) => screen.findByRole('menuitem', { name: new RegExp(`^${name}`) })

beforeEach(() => {
  // Only Date is faked: user-event and findBy* still need real timers.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})

afterEach(() => {
  vi.useRealTimers()
  // the toast queue is module state; clear it so one test's toast cannot satisfy the next.
  act(() => toast.dismiss())
  delete (navigator as { share?: unknown }).share
})

describe('ShareMenu', () => {
  it('is a closed menu button until activated', () => {
    const { button } = renderMenu()
    expect(button).toHaveAttribute('aria-haspopup', 'menu')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).not.toHaveAttribute('aria-controls')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })

  it('opens on click, points at the menu and focuses the first item', async () => {
    const { user, button } = renderMenu()
    await user.click(button)
    await findItem('Quick share')
    const menu = screen.getByRole('menu')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(button).toHaveAttribute('aria-controls', menu.id)
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Quick share',
      'Copy link',
      'WhatsApp (opens in a new tab)',
      'X (opens in a new tab)',
      'LinkedIn (opens in a new tab)',
      'Facebook (opens in a new tab)',
      'Email',
    ])
    expect(getItem('Quick share')).toHaveFocus()
    await user.click(button)
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })

  it.each(['{Enter}', ' ', '{ArrowDown}'])(
    'opens with %s and focuses the first item',
    async (key) => {
      const { user, button } = renderMenu()
      button.focus()
      await user.keyboard(key)
      expect(screen.getByRole('menu')).toBeInTheDocument()
      expect(await findItem('Quick share')).toHaveFocus()
    },
  )

  it('leaves Home, End and Escape on the closed button alone', async () => {
    const { user, button } = renderMenu()
    button.focus()
    await user.keyboard('{Home}{End}{Escape}')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(button).toHaveFocus()
  })

  it('opens with ArrowUp on the last item', async () => {
    const { user, button } = renderMenu()
    button.focus()
    await user.keyboard('{ArrowUp}')
    expect(await findItem('Email')).toHaveFocus()
  })

  it('moves between items with the arrows, Home and End, wrapping around', async () => {
    const { user, button } = renderMenu()
    button.focus()
    await user.keyboard('{ArrowDown}')
    expect(await findItem('Quick share')).toHaveFocus()
    const expectFocus = async (key: string, name: string) => {
      await user.keyboard(key)
      expect(getItem(name)).toHaveFocus()
    }
    await expectFocus('{ArrowDown}', 'Copy link')
    await expectFocus('{ArrowDown}', 'WhatsApp')
    await expectFocus('{ArrowUp}', 'Copy link')
    await expectFocus('{ArrowUp}', 'Quick share')
    await expectFocus('{ArrowUp}', 'Email')
    await expectFocus('{ArrowDown}', 'Quick share')
    await expectFocus('{End}', 'Email')
    await expectFocus('{Home}', 'Quick share')
  })

  it('closes on Escape and returns focus to the button', async () => {
    const { user, button } = renderMenu()
    await user.click(button)
    await user.keyboard('{ArrowDown}{Escape}')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(button).toHaveFocus()
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes on Tab and moves on to the next control', async () => {
    const { user, button } = renderMenu()
    await user.click(button)
    await user.tab()
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus()
  })

  it('closes when clicking outside, without moving focus back', async () => {
    const { user, button } = renderMenu()
    await user.click(button)
    await user.click(screen.getByRole('button', { name: 'Before' }))
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus()
  })

  it('copies the job link and says so in a toast', async () => {
    const { user, button } = renderMenu()
    await user.click(button)
    await user.click(getItem('Copy link'))
    expect(await screen.findByText('Link copied', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByText('Job link copied to clipboard.')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe(jobUrl())
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(button).toHaveFocus()
  })

  it('lists WhatsApp first among the share links, with the title and deadline in the text', async () => {
    const { user, button } = renderMenu()
    await user.click(button)
    const links = screen.getAllByRole('menuitem').filter((item) => item.tagName === 'A')
    const whatsApp = links[0]
    expect(whatsApp).toHaveTextContent(/^WhatsApp/)
    const href = whatsApp?.getAttribute('href') ?? ''
    expect(href.startsWith('https://wa.me/?text=')).toBe(true)
    expect(href).toContain(encodeURIComponent(job.title))
    expect(new URL(href).searchParams.get('text')).toBe(`${TEXT}\n${jobUrl()}`)
    for (const link of links.slice(0, -1)) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    const email = getItem('Email')
    expect(email.getAttribute('href')).toMatch(/^mailto:\?subject=/)
    expect(email).not.toHaveAttribute('target')
  })

  it('uses the device share sheet for Quick share when there is one', async () => {
    const share = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    const { user, button } = renderMenu()
    await user.click(button)
    await user.click(getItem('Quick share'))
    expect(share).toHaveBeenCalledWith({
      title: job.title,
      text: TEXT,
      url: jobUrl(),
    })
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(button).toHaveFocus()
  })

  it('starts every share of a flagged advert with its warning', async () => {
    const share = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    const { user, button } = renderMenu({ job: flagged })
    await user.click(button)
    const whatsApp = getItem('WhatsApp').getAttribute('href') ?? ''
    expect(new URL(whatsApp).searchParams.get('text')).toBe(`${WARNING}\n${TEXT}\n${jobUrl()}`)
    expect(getItem('Email').getAttribute('href')).toContain(
      `&body=${encodeURIComponent(`${WARNING}\n`)}`,
    )
    await user.click(getItem('Quick share'))
    expect(share).toHaveBeenCalledWith({
      title: job.title,
      text: `${WARNING}\n${TEXT}`,
      url: jobUrl(),
    })
  })

  it("copies a flagged advert's warning before its link", async () => {
    const { user, button } = renderMenu({ job: flagged })
    await user.click(button)
    await user.click(getItem('Copy link'))
    expect(await screen.findByText('Link copied', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe(`${WARNING}\n${jobUrl()}`)
  })

  it('swallows a cancelled device share', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('Share canceled', 'AbortError')))
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    const { user, button } = renderMenu()
    await user.click(button)
    await user.click(getItem('Quick share'))
    expect(share).toHaveBeenCalledOnce()
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument()
  })

  it('copies the link for Quick share when there is no device share', async () => {
    const { user, button } = renderMenu()
    await user.click(button)
    await user.click(getItem('Quick share'))
    expect(await screen.findByText('Link copied', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe(jobUrl())
  })

  it('closes after a share link is followed', async () => {
    const { user, button } = renderMenu()
    await user.click(button)
    const whatsApp = getItem('WhatsApp')
    // jsdom cannot navigate; only the menu's own handling of the click is under test.
    whatsApp.addEventListener('click', (event) => event.preventDefault())
    await user.click(whatsApp)
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    expect(button).toHaveFocus()
  })

  it('is disabled for a job with no page to share (a sample, a preview)', async () => {
    const { user, button } = renderMenu({ disabled: true })
    expect(button).toBeDisabled()
    await user.click(button)
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })
})
