import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { cautionMessage } from '#shared/caution.ts'
import type { ApiJob } from '#shared/job.ts'
import { SAVED_JOBS_KEY } from '#shared/offline-contract.ts'

import { storage } from '../../../lib/storage.ts'
import { ALL_ACTIVE_JOBS, makeApiJob, makeRemovedCopy } from '../../../testing/job-fixtures.ts'
import {
  createTestQueryClient,
  renderWithProviders,
} from '../../../testing/render-with-providers.tsx'
import { jobKeys } from '../api/job-keys.ts'
import { saveJob } from '../lib/saved-jobs.ts'
import { JobDetail } from './job-detail.tsx'
import { startEachTestOnAnEmptyDevice } from '../../../testing/empty-device.ts'
import { toJobView } from '../lib/job-view.ts'

const PAY_WARNING = cautionMessage('asks-for-payment')
// Open for a month from whenever the test runs.
const OPEN_UNTIL = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)

/**
 * The job's page with the job already in the query cache, and stand-ins for what the route adds
 * (the report form, and the link to it that ends the warnings: tested with the form).
 */
async function renderJobPage(job: ApiJob, queryClient = createTestQueryClient()) {
  queryClient.setQueryData(jobKeys.detail(job.job_id), job)
  return renderWithProviders(
    <JobDetail
      id={job.job_id}
      footer={<button type="button">Report this listing</button>}
      reportLink={<a href="#report-listing">Report this advert</a>}
    />,
    { path: `/job/${job.job_id}`, queryClient },
  )
}

startEachTestOnAnEmptyDevice()

describe('JobDetail of a job with a caution', () => {
  it('warns at the top and again just before the apply link, each with a way to report it', async () => {
    const job = makeApiJob({
      title: 'Store Clerk',
      caution: 'asks-for-payment',
      expiry_date: OPEN_UNTIL,
      job_link: 'https://employer.example/apply',
    })
    await renderJobPage(job)
    const warnings = screen.getAllByText(PAY_WARNING, { exact: false })
    expect(warnings).toHaveLength(2)
    const [top, byApply] = warnings as [HTMLElement, HTMLElement]
    const heading = screen.getByRole('heading', { level: 1, name: 'Store Clerk' })
    expect(top.closest('header')).toContainElement(heading)
    const apply = screen.getByRole('link', { name: "Apply on the employer's site" })
    // the second comes after the first, and before the apply link
    expect(top.compareDocumentPosition(byApply) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(byApply.compareDocumentPosition(apply) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()

    for (const warning of warnings)
      expect(within(warning).getByRole('link', { name: 'Report this advert' })).toBeVisible()
  })

  it('warns only at the top once applications have closed', async () => {
    await renderJobPage(makeApiJob({ caution: 'asks-for-payment', expiry_date: '2020-01-31' }))
    expect(screen.getAllByText(PAY_WARNING, { exact: false })).toHaveLength(1)
  })

  it('has no warning for a job without one', async () => {
    await renderJobPage(makeApiJob({ expiry_date: OPEN_UNTIL }))
    expect(screen.queryByText(/^Caution:/)).toBeNull()
    expect(screen.queryByRole('link', { name: 'Report this advert' })).toBeNull()
  })
})

describe('JobDetail: how to apply', () => {
  it('shows how to apply beside the link, with the email address a link that fills in the subject', async () => {
    await renderJobPage(
      makeApiJob({
        expiry_date: OPEN_UNTIL,
        job_link: 'https://board.example/vacancies/accountant/',
        apply_instructions: 'Apply by email to hr@example.co.zw (subject: Accountant, Ref 12)',
      }),
    )
    const email = screen.getByRole('link', { name: 'hr@example.co.zw' })
    expect(email).toHaveAttribute(
      'href',
      'mailto:hr@example.co.zw?subject=Accountant%2C%20Ref%2012',
    )
    expect(email.closest('p')).toHaveTextContent(
      'Apply by email to hr@example.co.zw (subject: Accountant, Ref 12)',
    )
    const apply = screen.getByRole('link', { name: "Apply on the employer's site" })
    expect(apply).toHaveAttribute('target', '_blank')
  })

  it('shows the instructions alone when there is no link, addresses and all', async () => {
    await renderJobPage(
      makeApiJob({
        expiry_date: OPEN_UNTIL,
        job_link: null,
        apply_instructions: 'Hand in your CV at the gate, or send it to jobs@mine.example.',
      }),
    )
    expect(screen.getByRole('link', { name: 'jobs@mine.example' })).toHaveAttribute(
      'href',
      'mailto:jobs@mine.example',
    )
    expect(screen.queryByRole('link', { name: "Apply on the employer's site" })).toBeNull()
  })
})

describe('JobDetail of a job the site team removed', () => {
  it('says so, with links back to the lists and no apply, countdown or share', async () => {
    const job = makeRemovedCopy(
      makeApiJob({ title: 'Data Capturer', company: 'Quick Jobs', expiry_date: OPEN_UNTIL }),
    )
    const { container } = await renderJobPage(job)
    expect(
      screen.getByRole('heading', { level: 1, name: 'This listing was removed' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/Do not send money or documents to the advertiser\./)).toBeVisible()
    expect(screen.getByText('Data Capturer, Quick Jobs')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Jobs' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: 'All jobs' })).toHaveAttribute('href', '/jobs/all')
    expect(screen.queryByRole('link', { name: /Apply/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Report this listing' })).toBeNull()
    expect(container.querySelector('[data-urgency]')).toBeNull()
    await vi.waitFor(() => expect(document.title).toBe('This listing was removed | JobsZW'))
  })

  it("replaces the device's copies of the advert with the blanked one", async () => {
    const advert = makeApiJob({ title: 'Agent', description: 'Pay a $20 registration fee.' })
    await saveJob(toJobView(advert), Date.now())
    const queryClient = createTestQueryClient()
    const list = jobKeys.list(ALL_ACTIVE_JOBS)
    const other = makeApiJob({ title: 'Teller' })
    queryClient.setQueryData(
      list,
      { pages: [{ jobs: [advert, other], hasMore: false, total: 2 }], pageParams: [1] },
      { updatedAt: 1000 },
    )
    await renderJobPage(makeRemovedCopy(advert), queryClient)

    await vi.waitFor(async () => {
      const stored = JSON.parse((await storage.getItem(SAVED_JOBS_KEY)) ?? '{}') as {
        jobs: { job: ApiJob }[]
      }
      expect(stored.jobs.map((entry) => entry.job)).toEqual([makeRemovedCopy(advert)])
    })
    const cached = queryClient.getQueryState(list)
    expect(cached?.data).toEqual({
      pages: [{ jobs: [other], hasMore: false, total: 2 }],
      pageParams: [1],
    })
    // as stale as it was: refetched as before
    expect(cached?.dataUpdatedAt).toBe(1000)
    // it can still be unsaved here
    await act(() =>
      userEvent.click(screen.getByRole('button', { name: 'Saved: Agent', pressed: true })),
    )
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: /Saved/ })).toBeNull())
  })
})
