import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderWithRouter } from '../../../testing/render-with-router.tsx'
import { TermsOfServicePage } from './terms-of-service-page.tsx'

describe('TermsOfServicePage', () => {
  it('shows the date and exactly 18 numbered sections', async () => {
    await renderWithRouter(<TermsOfServicePage />, { path: '/terms-of-service' })

    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument()
    expect(screen.getByText(/^Last updated/)).toHaveTextContent('Last updated October 9, 2025')

    // the markdown is formatted once its renderer has loaded
    await screen.findByRole('heading', { level: 2, name: /^1\. / })
    const sections = screen.getAllByRole('heading', { level: 2 })
    expect(sections).toHaveLength(18)
    sections.forEach((heading, index) => expect(heading.textContent).toMatch(`${index + 1}. `))
    const titles = sections.map((heading) => heading.textContent)
    for (const topic of [
      'Eligibility',
      'Accounts',
      'Acceptable conduct',
      'Job listings and posting rules',
      'Intellectual property',
      'Disclaimers',
      'Limitation of liability',
      'Payment',
      'Termination',
      'Governing law and disputes',
    ]) {
      expect(titles.some((title) => title?.includes(topic))).toBe(true)
    }
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')
  })

  it('resolves disputes under the law of Zimbabwe by negotiation, then mediation, then arbitration', async () => {
    await renderWithRouter(<TermsOfServicePage />, { path: '/terms-of-service' })

    const heading = await screen.findByRole('heading', {
      level: 2,
      name: /Governing law and disputes/,
    })
    const section = heading.nextElementSibling?.textContent ?? ''
    expect(section).toContain('governed by the law of Zimbabwe')
    const negotiation = section.indexOf('negotiation')
    const mediation = section.indexOf('mediation')
    const arbitration = section.indexOf('arbitration')
    expect(negotiation).toBeGreaterThan(-1)
    expect(mediation).toBeGreaterThan(negotiation)
    expect(arbitration).toBeGreaterThan(mediation)
  })

  it('requires users to be 18 or older and says the service is free', async () => {
    await renderWithRouter(<TermsOfServicePage />, { path: '/terms-of-service' })

    const text = document.body.textContent ?? ''
    expect(text).toContain('You must be 18 or older')
    expect(text).toContain('There are no user accounts on JobsZW')
    expect(text).toContain('JobsZW is free for job seekers')
    expect(text).toContain('Never pay to apply for a job.')
  })
})
