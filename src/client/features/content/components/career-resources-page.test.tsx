import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { renderWithRouter } from '../../../testing/render-with-router.tsx'
import { CareerResourcesPage } from './career-resources-page.tsx'

describe('CareerResourcesPage', () => {
  it('opens on Job Search Guides and switches tabs from the keyboard', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<CareerResourcesPage />, { path: '/career-resources' })

    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Job Search Guides',
      'CV Tips',
      'Interview Prep',
    ])
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Job Search Guides')
    expect(screen.getByRole('tabpanel', { name: 'Job Search Guides' })).toBeVisible()

    screen.getByRole('tab', { name: 'Job Search Guides' }).focus()
    await user.keyboard('{End}')

    const panel = screen.getByRole('tabpanel', { name: 'Interview Prep' })
    expect(screen.getByRole('tab', { name: 'Interview Prep' })).toHaveFocus()
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1)
    // The guide figures (docs/product.md#content-pages).
    expect(panel).toHaveTextContent('5-7 STAR stories')
    expect(panel).toHaveTextContent('under 2 minutes')
    expect(panel).toHaveTextContent('Arrive 10-15 minutes early')
  })

  it('gives the CV levels in the CV Tips tab', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<CareerResourcesPage />, { path: '/career-resources' })

    await user.click(screen.getByRole('tab', { name: 'CV Tips' }))

    const panel = screen.getByRole('tabpanel', { name: 'CV Tips' })
    expect(panel).toHaveTextContent('Entry level (0-2 years)')
    expect(panel).toHaveTextContent('Mid level (3-7 years)')
    expect(panel).toHaveTextContent('Senior level (8+ years)')
  })

  it('links to the nine resource pages', async () => {
    await renderWithRouter(<CareerResourcesPage />, { path: '/career-resources' })

    const section = screen.getByRole('region', { name: 'Guides, templates and tools' })
    const hrefs = within(section)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
    expect(hrefs).toEqual([
      '/resources/resume-template-entry-level',
      '/resources/resume-template-mid-level',
      '/resources/resume-template-senior-level',
      '/resources/cover-letter-templates',
      '/resources/salary-negotiation',
      '/resources/career-pivot',
      '/resources/networking',
      '/resources/skills-development',
      '/resources/job-search-tracker',
    ])
  })
})
