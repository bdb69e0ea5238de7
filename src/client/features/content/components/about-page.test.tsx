import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderWithRouter } from '../../../testing/render-with-router.tsx'
import { AboutPage } from './about-page.tsx'

function figure(label: string) {
  const term = screen.getByText(label, { selector: 'dt' })
  return term.nextElementSibling
}

describe('AboutPage', () => {
  it('shows "..." for the live figures while they load', async () => {
    await renderWithRouter(
      <AboutPage liveFigures={{ activeJobs: null, closingThisWeek: null }} />,
      { path: '/about' },
    )

    expect(figure('Active jobs right now')).toHaveTextContent('...')
    expect(figure('Closing within 5 days')).toHaveTextContent('...')
  })

  it('shows the live figures and the static true ones', async () => {
    await renderWithRouter(<AboutPage liveFigures={{ activeJobs: 1234, closingThisWeek: 87 }} />, {
      path: '/about',
    })

    expect(figure('Active jobs right now')).toHaveTextContent(/^1,234$/)
    expect(figure('Closing within 5 days')).toHaveTextContent(/^87$/)
    expect(figure('Fees')).toHaveTextContent('0')
    expect(figure('Job scans')).toHaveTextContent('Hourly')
    expect(figure('Founded')).toHaveTextContent('2024')
  })

  it('has the mission, differences, story, values and the no-fees statement', async () => {
    await renderWithRouter(<AboutPage liveFigures={{ activeJobs: 0, closingThisWeek: 0 }} />, {
      path: '/about',
    })

    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(headings).toEqual([
      'Our mission',
      'JobsZW in figures',
      'What makes us different',
      'Our story',
      'Our core values',
      'No fees. No premium tiers. Ever.',
    ])
    const story = screen.getByRole('region', { name: 'Our story' })
    expect(story).toHaveTextContent('founded in 2024 in Bindura, Zimbabwe')
    const noFees = screen.getByRole('region', { name: /No fees/ })
    expect(noFees).toHaveTextContent(/no fees/i)
    expect(within(noFees).getByRole('link', { name: 'Browse all jobs' })).toHaveAttribute(
      'href',
      '/jobs/all',
    )
    // No invented audience or satisfaction figures.
    expect(document.body.textContent).not.toMatch(/\d+K\+|%|satisf/i)
  })
})
