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
})
