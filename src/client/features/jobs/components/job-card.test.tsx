import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { cautionMessage } from '#shared/caution.ts'

import { serveJobsApi } from '../../../testing/fake-jobs-api.ts'
import { makeApiJob } from '../../../testing/job-fixtures.ts'
import { renderWithProviders } from '../../../testing/render-with-providers.tsx'
import { toJobView } from '../lib/job-view.ts'
import { JobCard } from './job-card.tsx'
import { JobListingSection } from './job-listing-section.tsx'
import { startEachTestOnAnEmptyDevice } from '../../../testing/empty-device.ts'

const PAY_WARNING = cautionMessage('asks-for-payment')

startEachTestOnAnEmptyDevice()

describe('JobCard', () => {
  it('warns of a job whose advert has signs of a scam, in words and not as an alert', async () => {
    const job = makeApiJob({ title: 'Cashier', caution: 'asks-for-payment' })
    await renderWithProviders(<JobCard job={toJobView(job)} closed={false} index={0} />)
    const card = screen.getByRole('article', { name: 'Cashier' })
    const warning = within(card).getByText(PAY_WARNING, { exact: false })
    expect(warning).toHaveTextContent(`Caution: ${PAY_WARNING}`)
    expect(screen.queryByRole('alert')).toBeNull()
    // a reader holding a forwarded copy is shown where to check it
    expect(
      within(warning).getByRole('link', { name: 'Got this advert forwarded? Check it' }),
    ).toHaveAttribute('href', '/check')
  })

  it('has no warning for a job without one', async () => {
    await renderWithProviders(
      <JobCard job={toJobView(makeApiJob({ title: 'Clerk' }))} closed={false} index={0} />,
    )
    expect(screen.getByRole('article', { name: 'Clerk' })).not.toHaveTextContent('Caution')
  })

  it('marks a job the site team removed', async () => {
    const job = makeApiJob({ title: 'Agent', removed: true, caution: 'asks-for-payment' })
    await renderWithProviders(<JobCard job={toJobView(job)} closed index={0} />)
    const card = screen.getByRole('article', { name: 'Agent' })
    expect(within(card).getByText('Removed')).toBeInTheDocument()
    // the removal says more than the warning would
    expect(card).not.toHaveTextContent('Caution')
  })
})

describe('the cards of a list', () => {
  it('warn of the jobs with a caution only', async () => {
    serveJobsApi([
      makeApiJob({ title: 'Teller' }),
      makeApiJob({ title: 'Courier', caution: 'contact-by-phone-only' }),
    ])
    await renderWithProviders(<JobListingSection filter="all" />, { path: '/jobs/all' })
    const courier = await screen.findByRole('article', { name: 'Courier' })
    expect(courier).toHaveTextContent(cautionMessage('contact-by-phone-only'))
    expect(screen.getByRole('article', { name: 'Teller' })).not.toHaveTextContent('Caution')
  })
})
