import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { renderWithRouter } from '../../../testing/render-with-router.tsx'
import { FaqPage } from './faq-page.tsx'

const CATEGORY_TITLES = [
  'Job Search & Platform',
  'Applications & Process',
  'CV & Profile',
  'Deadlines & Timing',
  'Privacy & Security',
  'Pricing & Services',
  'Contact & Support',
]

// The accordion headers are the buttons that expand something.
function headers() {
  return screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-expanded'))
}

function header(title: string) {
  return screen.getByRole('button', { name: new RegExp(`^${title}`) })
}

function expanded() {
  return headers().map((button) => button.getAttribute('aria-expanded') === 'true')
}

describe('FaqPage', () => {
  it('lists the seven categories in order, as buttons inside h2 headings, first one open', async () => {
    await renderWithRouter(<FaqPage />, { path: '/faq' })

    const buttons = headers()
    expect(buttons).toHaveLength(CATEGORY_TITLES.length)
    CATEGORY_TITLES.forEach((title, index) => expect(buttons[index]).toHaveTextContent(title))
    for (const button of buttons) {
      expect(button.parentElement?.tagName).toBe('H2')
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
      expect(panel).toHaveAttribute('role', 'region')
      expect(panel).toHaveAttribute('aria-labelledby', button.id)
    }
    expect(expanded()).toEqual([true, false, false, false, false, false, false])
    expect(screen.getByRole('region', { name: /Job Search & Platform/ })).toBeVisible()
    expect(screen.getByText('Where do the jobs come from?')).toBeVisible()
    expect(screen.getByText('What does "Open until filled" mean?')).not.toBeVisible()
  })

  it('keeps one category open at a time when clicked', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<FaqPage />, { path: '/faq' })

    await user.click(header('Deadlines & Timing'))
    expect(expanded()).toEqual([false, false, false, true, false, false, false])
    expect(screen.getByText('What does "Open until filled" mean?')).toBeVisible()
    expect(screen.getByText('Where do the jobs come from?')).not.toBeVisible()

    // Clicking the open one closes it.
    await user.click(header('Deadlines & Timing'))
    expect(expanded()).toEqual([false, false, false, false, false, false, false])
  })

  it('toggles with Enter and Space from the keyboard', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<FaqPage />, { path: '/faq' })

    header('Privacy & Security').focus()
    await user.keyboard('{Enter}')
    expect(header('Privacy & Security')).toHaveAttribute('aria-expanded', 'true')
    expect(header('Job Search & Platform')).toHaveAttribute('aria-expanded', 'false')

    header('Contact & Support').focus()
    await user.keyboard(' ')
    expect(expanded()).toEqual([false, false, false, false, false, false, true])

    await user.keyboard(' ')
    expect(header('Contact & Support')).toHaveAttribute('aria-expanded', 'false')
  })

  it('ends with links to the contact form and the career resources', async () => {
    await renderWithRouter(<FaqPage />, { path: '/faq' })

    const links = screen.getAllByRole('link')
    expect(links.at(-2)).toHaveAccessibleName('Contact us')
    expect(links.at(-2)).toHaveAttribute('href', '/contact')
    expect(links.at(-1)).toHaveAccessibleName('Career resources')
    expect(links.at(-1)).toHaveAttribute('href', '/career-resources')
  })

  it('states that the service is free and has no accounts', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<FaqPage />, { path: '/faq' })

    await user.click(header('Pricing & Services'))
    expect(
      screen.getByText(/There are no fees, no subscriptions and no premium tiers/),
    ).toBeVisible()
    await user.click(header('CV & Profile'))
    expect(screen.getByText(/JobsZW has no accounts, profiles or CV uploads/)).toBeVisible()
  })
})
