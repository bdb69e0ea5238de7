import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

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
import { JobDetail, JobPagePreview } from './job-detail.tsx'
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

describe('JobDetail: pay and how to apply', () => {
  it("shows the source's salary words as the card does, else the pay written the one way", async () => {
    const pay = { min: 1200, max: 1500, currency: 'USD', period: 'month' } as const
    const { unmount } = await renderJobPage(
      makeApiJob({ expiry_date: OPEN_UNTIL, salary: 'between $1200 and $1500 pm', pay }),
    )
    expect(screen.getByText('Salary: between $1200 and $1500 pm')).toBeVisible()
    unmount()
    await renderJobPage(makeApiJob({ expiry_date: OPEN_UNTIL, salary: null, pay }))
    expect(screen.getByText('Salary: USD 1,200–1,500 a month')).toBeVisible()
  })

  it("shows the source's salary when there is no pay as data", async () => {
    await renderJobPage(makeApiJob({ expiry_date: OPEN_UNTIL, salary: 'Competitive', pay: null }))
    expect(screen.getByText('Salary: Competitive')).toBeVisible()
  })

  it('takes the ways to apply from the data, with the documents to tick off', async () => {
    await renderJobPage(
      makeApiJob({
        title: 'Accounts Clerk',
        expiry_date: OPEN_UNTIL,
        job_link: 'https://careers.acme.example/jobs/7',
        apply_instructions: 'Email your CV to hr@acme.example quoting reference ACC/01.',
        how_to_apply: {
          methods: [
            { kind: 'link', value: 'https://careers.acme.example/jobs/7' },
            { kind: 'email', value: 'hr@acme.example' },
          ],
          reference: 'ACC/01',
          documents: ['CV'],
        },
      }),
    )
    const box = screen.getByRole('region', { name: 'How to apply' })
    const apply = within(box).getByRole('link', { name: "Apply on the employer's site" })
    expect(apply).toHaveAttribute('href', 'https://careers.acme.example/jobs/7')
    expect(apply).toHaveAttribute('target', '_blank')
    expect(within(box).getByRole('link', { name: 'Email your application' })).toHaveAttribute(
      'href',
      'mailto:hr@acme.example?subject=ACC%2F01',
    )
    // the address in the advert's words is no longer a link of its own
    expect(within(box).queryByRole('link', { name: 'hr@acme.example' })).toBeNull()
    await vi.waitFor(() => expect(within(box).getByRole('checkbox', { name: 'CV' })).toBeEnabled())
    expect(within(box).getByRole('button', { name: 'Share' })).toBeVisible()
  })

  it("keeps the source's link and words for a job without the data", async () => {
    await renderJobPage(
      makeApiJob({
        expiry_date: OPEN_UNTIL,
        job_link: 'https://board.example/vacancies/accountant/',
        apply_instructions: 'Apply by email to hr@example.co.zw (subject: Accountant, Ref 12)',
        how_to_apply: null,
      }),
    )
    expect(
      screen.getByText('Apply by email to hr@example.co.zw (subject: Accountant, Ref 12)'),
    ).toBeVisible()
    const apply = screen.getByRole('link', { name: "Apply on the employer's site" })
    expect(apply).toHaveAttribute('href', 'https://board.example/vacancies/accountant/')
    expect(apply).toHaveAttribute('target', '_blank')
  })

  it('offers no way to apply once applications have closed', async () => {
    await renderJobPage(makeApiJob({ expiry_date: '2020-01-31' }))
    expect(screen.getByText('Applications for this job have closed.')).toBeVisible()
    // The day it closed, once, in place of a countdown of zeros; Share still there to pass it on.
    expect(screen.getAllByText(/Closed Friday 31 January 2020/)).toHaveLength(1)
    expect(screen.queryByText(/00h 00m 00s/)).toBeNull()
    expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled()
    expect(screen.queryByRole('heading', { name: 'How to apply' })).toBeNull()
    expect(screen.queryByRole('link', { name: "Apply on the employer's site" })).toBeNull()
  })
})

describe('Back to Jobs', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('goes back through the history to the list the reader came from, where it was', async () => {
    const entries = [
      '/jobs/all?q=driver&location=harare',
      '/job/a1',
      '/employers/zesa',
      '/job/b2',
    ].map((path, index) => ({ url: new URL(path, location.href).href, index }))
    vi.stubGlobal('navigation', { currentEntry: entries[3], entries: () => entries })
    const { router } = await renderJobPage(makeApiJob({ expiry_date: OPEN_UNTIL }))
    const go = vi.spyOn(router.history, 'go').mockImplementation(() => {})
    const back = screen.getByRole('link', { name: /Back to Jobs/ })
    expect(back).toHaveAttribute('href', '/jobs/all?q=driver&location=harare')
    await userEvent.click(back)
    expect(go).toHaveBeenCalledWith(-3)
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
    await userEvent.click(screen.getByRole('button', { name: 'Saved: Agent', pressed: true }))
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: /Saved/ })).toBeNull())
  })
})

describe('JobDetail: who posted the job', () => {
  it('links the company to its employer page, the spellings of its name alike', async () => {
    await renderJobPage(
      makeApiJob({ company: 'Delta Corporation (Pvt) Ltd', expiry_date: OPEN_UNTIL }),
    )
    expect(screen.getByRole('link', { name: 'Delta Corporation (Pvt) Ltd' })).toHaveAttribute(
      'href',
      '/employers/delta-corporation',
    )
  })

  it('says nothing of a poster for a job read from a source', async () => {
    await renderJobPage(makeApiJob({ expiry_date: OPEN_UNTIL }))
    expect(screen.queryByText(/Verified employer|Posted by the employer/)).toBeNull()
  })

  it('names the verified domain of a post, or says its address was not verified', async () => {
    const verified = { verified: true, domain: 'zpc.co.zw', website: 'https://www.zpc.co.zw' }
    const { unmount } = await renderJobPage(
      makeApiJob({ posted_by: verified, expiry_date: OPEN_UNTIL }),
    )
    expect(screen.getByText('Verified employer: posted from an address at zpc.co.zw')).toBeVisible()
    unmount()
    const unverified = { verified: false, domain: null, website: null }
    await renderJobPage(makeApiJob({ posted_by: unverified, expiry_date: OPEN_UNTIL }))
    expect(screen.getByText('Posted by the employer; address not verified')).toBeVisible()
    expect(screen.queryByText(/Verified employer/)).toBeNull()
  })

  it('says plainly that a filled job is filled, with no way to apply', async () => {
    const postedBy = { verified: true, domain: 'zpc.co.zw', website: null }
    await renderJobPage(
      makeApiJob({ posted_by: postedBy, filled: true, withdrawn: true, expiry_date: OPEN_UNTIL }),
    )
    expect(
      screen.getByText('The employer has filled this job; applications are closed.'),
    ).toBeVisible()
    expect(screen.queryByText(/no longer listed by its source/)).toBeNull()
    expect(screen.queryByRole('link', { name: /^Apply/ })).toBeNull()
  })

  it('says why a job without a deadline closed for its age, and never calls it open', async () => {
    await renderJobPage(
      makeApiJob({ expiry_date: null, expiry_ts: null, withdrawn: true, aged_out: true }),
    )
    expect(
      screen.getByText('This job gave no closing date and was posted long ago: closed.'),
    ).toBeVisible()
    expect(screen.getByText('Closed')).toBeVisible()
    expect(screen.queryByText('Open until filled')).toBeNull()
    expect(screen.queryByRole('link', { name: /^Apply/ })).toBeNull()
  })
})

describe('JobPagePreview (an employer previewing a post)', () => {
  it('draws the page with its warning, but nothing that needs a page: no saving, no back link', async () => {
    const job = makeApiJob({
      job_id: 'preview',
      title: 'Stores Clerk',
      caution: 'asks-for-payment',
      expiry_date: OPEN_UNTIL,
    })
    const title = document.title
    await renderWithProviders(<JobPagePreview job={toJobView(job)} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Stores Clerk' })).toBeInTheDocument()
    expect(screen.getAllByText(PAY_WARNING).length).toBeGreaterThan(0)
    expect(screen.queryByRole('button', { name: /save/i })).toBeNull()
    expect(screen.queryByRole('link', { name: /Back to Jobs/ })).toBeNull()
    expect(document.title).toBe(title)
  })
})
