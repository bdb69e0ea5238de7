import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { renderWithRouter } from '../../../testing/render-with-router.tsx'
import { COVER_LETTER_TEMPLATES } from '../data/cover-letters.ts'
import { CoverLetterTemplatesPage } from './cover-letter-templates-page.tsx'

describe('CoverLetterTemplatesPage', () => {
  it("shows three templates, a back link and the do's and don'ts", async () => {
    await renderWithRouter(<CoverLetterTemplatesPage />, {
      path: '/resources/cover-letter-templates',
    })

    expect(screen.getAllByRole('button', { name: /^Copy template/ })).toHaveLength(3)
    expect(screen.getByRole('heading', { level: 2, name: 'Graduate or entry level' })).toBeVisible()
    expect(
      screen.getByRole('heading', { level: 2, name: 'Experienced professional' }),
    ).toBeVisible()
    expect(screen.getByRole('heading', { level: 2, name: 'Career changer' })).toBeVisible()
    expect(screen.getByRole('heading', { level: 2, name: "Do's and don'ts" })).toBeVisible()
    expect(screen.getAllByRole('link', { name: /Back to Career Resources/ })[0]).toHaveAttribute(
      'href',
      '/career-resources',
    )
  })

  it('copies a template to the clipboard', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<CoverLetterTemplatesPage />, {
      path: '/resources/cover-letter-templates',
    })
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')

    const button = screen.getByRole('button', { name: 'Copy template: Career changer' })
    await user.click(button)

    const template = COVER_LETTER_TEMPLATES.find((item) => item.id === 'career-changer')
    expect(writeText).toHaveBeenCalledExactlyOnceWith(template?.text)
    expect(await navigator.clipboard.readText()).toBe(template?.text)
    const card = button.closest('section')
    expect(card && within(card).getByRole('status')).toHaveTextContent(/^Copied/)
  })

  it('selects the letter when the clipboard refuses', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<CoverLetterTemplatesPage />, {
      path: '/resources/cover-letter-templates',
    })
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'))

    const button = screen.getByRole('button', { name: 'Copy template: Graduate or entry level' })
    await user.click(button)

    const letter = button.closest('section')?.querySelector('pre')
    // jsdom's Selection has no text, so check that the range spans the whole letter.
    const range = window.getSelection()?.getRangeAt(0)
    expect(range?.startContainer).toBe(letter)
    expect(range?.startOffset).toBe(0)
    expect(range?.endContainer).toBe(letter)
    expect(range?.endOffset).toBe(letter?.childNodes.length)
    expect(letter).toHaveFocus()
    expect(letter).toHaveTextContent('RE: APPLICATION FOR THE POST OF')
    expect(screen.getByText(/the letter is selected/)).toBeInTheDocument()
  })
})
