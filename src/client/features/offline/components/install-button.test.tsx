import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { listenForInstallPrompt } from '../lib/install-prompt.ts'
import { InstallButton } from './install-button.tsx'

describe('InstallButton', () => {
  it('stays hidden until the browser offers installation, then shows its prompt', async () => {
    listenForInstallPrompt()
    render(<InstallButton />)
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull()

    const prompt = vi.fn(() => Promise.resolve())
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    })
    act(() => {
      window.dispatchEvent(offer)
    })
    expect(offer.defaultPrevented).toBe(true)

    await userEvent.click(screen.getByRole('button', { name: 'Install app' }))
    expect(prompt).toHaveBeenCalledOnce()
    // the prompt can be used once; the button goes until the browser offers it again
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull()
  })

  it('on iOS, shows the Home Screen steps from their own chunk, and closes them', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
    )
    listenForInstallPrompt()
    render(<InstallButton />)
    const button = await screen.findByRole('button', { name: 'Install app' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Add to Home Screen', { selector: 'strong' })).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(button).toHaveAttribute('aria-expanded', 'false')
    vi.restoreAllMocks()
  })
})
