import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { SAVED_JOBS_KEY } from '#shared/offline-contract.ts'

import { ToastHost } from '../../../components/toast-host.tsx'
import { resetStorageForTests, storage } from '../../../lib/storage.ts'
import { toast } from '../../../lib/toast.ts'
import { makeApiJob } from '../../../testing/job-fixtures.ts'
import { renderWithProviders } from '../../../testing/render-with-providers.tsx'
import { toJobView } from '../lib/job-view.ts'
import { resetSavedJobsForTests, saveJob } from '../lib/saved-jobs.ts'
import { SaveToggle } from './save-toggle.tsx'
import { SavedJobReminders } from './saved-job-reminders.tsx'
import { SavedJobsPage } from './saved-jobs-page.tsx'
import { SavedLink } from './saved-link.tsx'

// Saturday 21 November 2026, 10:00 in Harare
const NOW = Date.parse('2026-11-21T08:00:00.000Z')

function serveJobsByIds(answer: (ids: string[]) => unknown[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const ids = new URL(url, 'http://x').searchParams.get('job_ids')?.split(',') ?? []
      return Response.json({ jobs: answer(ids) })
    }),
  )
}

const headings = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory())
  resetStorageForTests()
  resetSavedJobsForTests()
})
afterEach(async () => {
  await act(async () => {
    toast.dismiss()
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('SaveToggle', () => {
  it('saves the whole job on the device and unsaves it, telling screen readers the state', async () => {
    const job = makeApiJob({ title: 'Borehole Technician' })
    await renderWithProviders(
      <>
        <SaveToggle job={toJobView(job)} />
        <ToastHost />
      </>,
    )
    const user = userEvent.setup()
    const toggle = screen.getByRole('button', { name: 'Save: Borehole Technician' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await user.click(toggle)
    await vi.waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'))
    expect(await screen.findByText('Job saved')).toBeInTheDocument()
    const stored = JSON.parse((await storage.getItem(SAVED_JOBS_KEY)) ?? '{}') as {
      jobs: { job: { job_id: string; description: string } }[]
    }
    expect(stored.jobs[0]?.job).toEqual(job)

    await user.click(toggle)
    await vi.waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'))
    expect(await storage.getItem(SAVED_JOBS_KEY)).toBe(JSON.stringify({ version: 1, jobs: [] }))
  })
})

describe('SavedLink', () => {
  it('shows no count until the device has said how many are saved, then counts them', async () => {
    await saveJob(makeApiJob(), NOW)
    resetSavedJobsForTests()
    let finishReading = () => {}
    const read = new Promise<void>((resolve) => (finishReading = resolve))
    const getItem = storage.getItem.bind(storage)
    vi.spyOn(storage, 'getItem').mockImplementation(async (key) => {
      await read
      return getItem(key)
    })
    await renderWithProviders(<SavedLink />)

    // A "0" would tell someone with saved jobs that they are gone.
    const link = screen.getByRole('link')
    expect(link).toHaveAccessibleName('Saved')

    await act(async () => finishReading())
    await vi.waitFor(() => expect(link).toHaveAccessibleName(/^Saved\s*1\s*job$/))
  })
})

describe('SavedJobsPage', () => {
  it('explains how to save when nothing is saved', async () => {
    serveJobsByIds(() => [])
    await renderWithProviders(<SavedJobsPage />, { path: '/jobs/all' })
    expect(await screen.findByText('No saved jobs yet.')).toBeInTheDocument()
  })

  it('lists open jobs by deadline, open-until-filled after them, closed ones grouped at the end', async () => {
    // Only the date is faked: storage and the router keep their real timers.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOW)
    const later = makeApiJob({ title: 'Later', expiry_date: '2026-12-20' })
    const soon = makeApiJob({ title: 'Soon', expiry_date: '2026-11-21' })
    const openEnded = makeApiJob({ title: 'Open Ended', expiry_date: null })
    const expired = makeApiJob({ title: 'Expired', expiry_date: '2026-11-10' })
    const removed = makeApiJob({ title: 'Removed', expiry_date: '2026-12-01' })
    for (const job of [openEnded, later, expired, soon, removed]) await saveJob(job, NOW)
    // the server no longer has "Removed": it is marked, not dropped
    serveJobsByIds((ids) =>
      [later, soon, openEnded, expired].filter((job) => ids.includes(job.job_id)),
    )
    await renderWithProviders(<SavedJobsPage />, { path: '/jobs/all' })
    await vi.waitFor(() =>
      expect(headings()).toEqual(['Soon', 'Later', 'Open Ended', 'Removed', 'Expired']),
    )
    const closed = screen.getByRole('region', { name: 'Closed' })
    expect(within(closed).getByText(/No longer on JobsZW/)).toBeInTheDocument()
    expect(within(closed).getByText('The deadline has passed.')).toBeInTheDocument()

    // "Soon" closes at 23:59:59.999 Harare time; once past, it joins the closed ones (the
    // page's clock picks the new time up on its next tick)
    vi.setSystemTime(Date.parse('2026-11-21T22:00:00.000Z'))
    await vi.waitFor(
      () => expect(headings()).toEqual(['Later', 'Open Ended', 'Removed', 'Soon', 'Expired']),
      { timeout: 2500 },
    )
  })
})

describe('SavedJobReminders', () => {
  it('shows a banner when a saved job enters its last 3 days, where notifications are not allowed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    // "Nurse" closes Tuesday 24 November, 23:59:59.999 Harare; 3 days before is 21:59:59.999Z
    vi.setSystemTime(Date.parse('2026-11-21T21:59:00.000Z'))
    await saveJob(makeApiJob({ title: 'Nurse', expiry_date: '2026-11-24' }), NOW)
    await renderWithProviders(<SavedJobReminders />)
    await act(() => vi.advanceTimersByTimeAsync(500))
    expect(screen.queryByText(/Closing soon/)).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(61_000))
    const banner = await screen.findByText(/^Closing soon: Nurse/, { selector: 'strong' })
    expect(banner.closest('p')).toHaveTextContent('Closing soon: Nurse.')
    expect(banner.closest('p')).toHaveTextContent('Closes Tuesday 24 November 2026 (2 days left)')
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Dismiss: Closing soon: Nurse' }))
    expect(screen.queryByText(/Closing soon/)).toBeNull()
  })
})
