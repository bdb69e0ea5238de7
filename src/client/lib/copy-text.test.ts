import { afterEach, describe, expect, it, vi } from 'vitest'

import { copyText } from './copy-text.ts'

const originalClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard')
const originalExecCommand = Object.getOwnPropertyDescriptor(document, 'execCommand')

function setClipboard(clipboard: Partial<Clipboard> | undefined): void {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true })
}

/** A stand-in for execCommand that records what was selected when 'copy' ran. */
function stubExecCommand(result = true) {
  const copied: string[] = []
  const execCommand = vi.fn((command: string) => {
    const active = document.activeElement
    if (command === 'copy' && active instanceof HTMLTextAreaElement) {
      copied.push(active.value.slice(active.selectionStart, active.selectionEnd))
    }
    return result
  })
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true })
  return { execCommand, copied }
}

afterEach(() => {
  if (originalClipboard) Object.defineProperty(navigator, 'clipboard', originalClipboard)
  else delete (navigator as { clipboard?: unknown }).clipboard
  if (originalExecCommand) Object.defineProperty(document, 'execCommand', originalExecCommand)
  else delete (document as { execCommand?: unknown }).execCommand
})

describe('copyText', () => {
  it('uses the Clipboard API when it is available', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    setClipboard({ writeText })
    const { execCommand } = stubExecCommand()
    await copyText('https://jobs.example/job/1')
    expect(writeText).toHaveBeenCalledWith('https://jobs.example/job/1')
    expect(execCommand).not.toHaveBeenCalled()
  })

  it('falls back to a hidden textarea when the Clipboard API is missing', async () => {
    setClipboard(undefined)
    const { execCommand, copied } = stubExecCommand()
    await copyText('fallback text')
    expect(execCommand).toHaveBeenCalledWith('copy')
    expect(copied).toEqual(['fallback text'])
    // The textarea is gone afterwards.
    expect(document.querySelector('textarea')).toBeNull()
  })

  it('falls back when the Clipboard API refuses', async () => {
    setClipboard({ writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) })
    const { copied } = stubExecCommand()
    await copyText('refused text')
    expect(copied).toEqual(['refused text'])
  })

  it('returns focus to where it was', async () => {
    setClipboard(undefined)
    stubExecCommand()
    const button = document.createElement('button')
    document.body.append(button)
    button.focus()
    await copyText('x')
    expect(document.activeElement).toBe(button)
    button.remove()
  })

  it('never throws, even when every method fails', async () => {
    setClipboard({ writeText: () => Promise.reject(new Error('nope')) })
    Object.defineProperty(document, 'execCommand', {
      value: () => {
        throw new Error('unsupported')
      },
      configurable: true,
    })
    await expect(copyText('x')).resolves.toBeUndefined()
    expect(document.querySelector('textarea')).toBeNull()
  })

  it('never throws when neither method exists', async () => {
    setClipboard(undefined)
    Object.defineProperty(document, 'execCommand', { value: undefined, configurable: true })
    await expect(copyText('x')).resolves.toBeUndefined()
  })
})
