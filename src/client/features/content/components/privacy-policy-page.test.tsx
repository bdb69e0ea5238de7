import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderWithRouter } from '../../../testing/render-with-router.tsx'
import { PrivacyPolicyPage } from './privacy-policy-page.tsx'

describe('PrivacyPolicyPage', () => {
  it('shows the date and exactly 13 numbered sections, ending with a link to the contact form', async () => {
    await renderWithRouter(<PrivacyPolicyPage />, { path: '/privacy-policy' })

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument()
    expect(screen.getByText(/^Last updated/)).toHaveTextContent('Last updated November 26, 2026')

    // the markdown is formatted once its renderer has loaded
    await screen.findByRole('heading', { level: 2, name: /^1\. / })
    const sections = screen.getAllByRole('heading', { level: 2 })
    expect(sections).toHaveLength(13)
    sections.forEach((heading, index) => expect(heading.textContent).toMatch(`${index + 1}. `))
    expect(sections.map((heading) => heading.textContent)).toEqual([
      '1. Information we collect',
      '2. How we use your information',
      '3. Sharing with employers',
      '4. We never sell your data',
      '5. Security',
      '6. Your rights',
      '7. Cookies and local storage',
      '8. Third-party links',
      '9. Minimum age',
      '10. Deleting your data',
      '11. International transfers',
      '12. Changes to this policy',
      '13. Contact us',
    ])
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')
  })

  it('tells the truth about accounts, age, deletion and the bot check', async () => {
    await renderWithRouter(<PrivacyPolicyPage />, { path: '/privacy-policy' })

    const text = document.body.textContent ?? ''
    expect(text).toContain('There are no accounts on JobsZW')
    expect(text).toContain('within 30 days of your request')
    expect(text).toContain('18 or older')
    expect(text).toContain('Cloudflare Turnstile')
    expect(text).toContain('We do not send anything about you to employers')
  })

  it('says what a job alert keeps, that it is confirmed first, and how long an unconfirmed one stays', async () => {
    await renderWithRouter(<PrivacyPolicyPage />, { path: '/privacy-policy' })
    await screen.findByRole('heading', { level: 2, name: /^1\. / })

    const text = document.body.textContent ?? ''
    expect(text).toContain('When you set up a job alert.')
    expect(text).toContain('send nothing else until you confirm')
    expect(text).toContain('not confirmed is deleted after 7 days')
    expect(text).toContain('one-click unsubscribe link')
  })

  it('says what notifications on the phone keep and send, and how to stop them', async () => {
    await renderWithRouter(<PrivacyPolicyPage />, { path: '/privacy-policy' })
    await screen.findByRole('heading', { level: 2, name: /^1\. / })

    const text = document.body.textContent ?? ''
    expect(text).toContain('When you turn on notifications on your phone.')
    expect(text).toContain('the ids of the jobs saved on that device')
    expect(text).toContain('There is no name, email address or phone number in any of this.')
    expect(text).toContain('turn off notifications for JobsZW in your browser or phone settings')
    expect(text).toContain('are deleted at once')
  })
})
