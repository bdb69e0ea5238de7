import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { ApiJob } from '#shared/job.ts'
import { SAVED_JOBS_KEY } from '#shared/offline-contract.ts'

import { ToastHost } from '../../../components/toast-host.tsx'
import { storage } from '../../../lib/storage.ts'
import { toast } from '../../../lib/toast.ts'
import { makeApiJob, makeRemovedCopy } from '../../../testing/job-fixtures.ts'
import { renderWithProviders } from '../../../testing/render-with-providers.tsx'
import { navigated } from '../../../testing/render-with-router.tsx'
import { toJobView } from '../lib/job-view.ts'
import { readSentReminders } from '../lib/reminders.ts'
import { resetSavedJobsForTests, saveJob } from '../lib/saved-jobs.ts'
import { SaveToggle } from './save-toggle.tsx'
import { SavedJobReminders } from './saved-job-reminders.tsx'
import { SavedJobsPage } from './saved-jobs-page.tsx'
import { SavedLink } from './saved-link.tsx'
import { startEachTestOnAnEmptyDevice } from '../../../testing/empty-device.ts'
import { parseCsv } from '../../../testing/parse-csv.ts'
import { captureDownloads, readBlobBytes } from '../../../testing/capture-downloads.ts'

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

async function storedJobs(): Promise<ApiJob[]> {
  const stored = JSON.parse((await storage.getItem(SAVED_JOBS_KEY)) ?? '{}') as {
    jobs?: { job: ApiJob }[]
  }
  return stored.jobs?.map((entry) => entry.job) ?? []
}

startEachTestOnAnEmptyDevice()
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
    await saveJob(toJobView(makeApiJob()), NOW)
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
    const pastDeadline = makeApiJob({ title: 'Past Deadline', expiry_date: '2026-11-10' })
    const gone = makeApiJob({ title: 'Gone', expiry_date: '2026-12-01' })
    for (const job of [openEnded, later, pastDeadline, soon, gone])
      await saveJob(toJobView(job), NOW)
    // the server no longer has "Gone": it is marked, not dropped
    serveJobsByIds((ids) =>
      [later, soon, openEnded, pastDeadline].filter((job) => ids.includes(job.job_id)),
    )
    await renderWithProviders(<SavedJobsPage />, { path: '/jobs/all' })
    await vi.waitFor(() =>
      expect(headings()).toEqual(['Soon', 'Later', 'Open Ended', 'Gone', 'Past Deadline']),
    )
    const closed = screen.getByRole('region', { name: 'Closed' })
    expect(within(closed).getByText(/No longer on JobsZW/)).toBeInTheDocument()
    expect(within(closed).getByText('The deadline has passed.')).toBeInTheDocument()

    // "Soon" closes at 23:59:59.999 Harare time; once past, it joins the closed ones (the
    // page's clock picks the new time up on its next tick)
    vi.setSystemTime(Date.parse('2026-11-21T22:00:00.000Z'))
    await vi.waitFor(
      () => expect(headings()).toEqual(['Later', 'Open Ended', 'Gone', 'Soon', 'Past Deadline']),
      { timeout: 2500 },
    )
  })
})

describe('SavedJobsPage: the tracker', () => {
  it('keeps a status chosen on each saved job, open or closed, and exports them as one CSV', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOW)
    const teller = makeApiJob({ title: 'Teller', expiry_date: '2026-12-20' })
    const nurse = makeApiJob({ title: 'Nurse', expiry_date: '2026-11-10' })
    for (const job of [teller, nurse]) await saveJob(toJobView(job), NOW)
    serveJobsByIds((ids) => [teller, nurse].filter((job) => ids.includes(job.job_id)))
    const downloads = captureDownloads()
    await renderWithProviders(<SavedJobsPage />, { path: '/saved' })

    const tellerStatus = await screen.findByRole('combobox', { name: 'Status of Teller' })
    expect(tellerStatus).toHaveValue('')
    expect(
      within(tellerStatus)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Saved', 'Applied', 'Interview', 'Offer', 'Not taken'])
    await userEvent.selectOptions(tellerStatus, 'Interview')
    const closed = screen.getByRole('region', { name: 'Closed' })
    await userEvent.selectOptions(
      within(closed).getByRole('combobox', { name: 'Status of Nurse' }),
      'Not taken',
    )
    expect(screen.getByRole('combobox', { name: 'Status of Teller' })).toHaveValue('interview')
    await vi.waitFor(async () => {
      const stored = JSON.parse((await storage.getItem(SAVED_JOBS_KEY)) ?? '{}') as {
        jobs: { status?: string }[]
      }
      expect(stored.jobs.map((entry) => entry.status)).toEqual(['interview', 'not-taken'])
    })

    await userEvent.click(screen.getByRole('button', { name: 'Download my tracker (CSV)' }))
    expect(downloads.map((download) => download.fileName)).toEqual(['JobsZW-Saved-Jobs.csv'])
    const text = new TextDecoder().decode(await readBlobBytes(downloads[0]!.blob))
    const [header = [], ...rows] = parseCsv(text.replace(/^\uFEFF/, '').trimEnd())
    const column = (name: string) => rows.map((row) => row[header.indexOf(name)])
    expect(column('Position')).toEqual(['Teller', 'Nurse'])
    expect(column('Status')).toEqual(['Interview', 'Not taken'])
    expect(column('Date Applied')).toEqual(['2026-11-21', '2026-11-21'])
  })
})

describe('SavedJobsPage with a job the site team removed', () => {
  it('lists it among the closed ones, marked Removed with why, keeping only the blanked copy', async () => {
    const advert = makeApiJob({
      title: 'Agent',
      description: 'Pay a $20 registration fee to secure your place.',
      salary: 'USD 2,000',
      expiry_date: '2099-12-01',
    })
    const open = makeApiJob({ title: 'Teller', expiry_date: '2099-12-01' })
    await saveJob(toJobView(advert), NOW)
    await saveJob(toJobView(open), NOW)
    serveJobsByIds((ids) =>
      [makeRemovedCopy(advert), open].filter((job) => ids.includes(job.job_id)),
    )
    await renderWithProviders(<SavedJobsPage />, { path: '/jobs/all' })

    const closed = await screen.findByRole('region', { name: 'Closed' })
    const card = await within(closed).findByRole('article', { name: 'Agent' })
    expect(within(card).getByText('Removed')).toBeInTheDocument()
    expect(within(card).getByText("Taken down by the site's team.")).toBeInTheDocument()
    expect(card).not.toHaveTextContent('registration fee')
    expect(screen.getByText('1 open, 1 closed')).toBeInTheDocument()
    // the device keeps the blanked copy, not the advert
    await vi.waitFor(async () =>
      expect(await storedJobs()).toEqual([makeRemovedCopy(advert), open]),
    )

    // and it can still be unsaved
    await userEvent.click(within(card).getByRole('button', { name: 'Saved: Agent' }))
    await vi.waitFor(async () => expect(await storedJobs()).toEqual([open]))
    expect(screen.queryByRole('region', { name: 'Closed' })).toBeNull()
  })
})

describe('SavedJobReminders', () => {
  it('shows a banner when a saved job enters its last 3 days, where notifications are not allowed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    // "Nurse" closes Tuesday 24 November, 23:59:59.999 Harare; 3 days before is 21:59:59.999Z
    vi.setSystemTime(Date.parse('2026-11-21T21:59:00.000Z'))
    await saveJob(toJobView(makeApiJob({ title: 'Nurse', expiry_date: '2026-11-24' })), NOW)
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

  it('leaves out the job whose page is on screen, and counts its reminder as given', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.setSystemTime(Date.parse('2026-11-22T08:00:00.000Z'))
    const nurse = makeApiJob({ job_id: 'nurse-1', title: 'Nurse', expiry_date: '2026-11-24' })
    await saveJob(toJobView(nurse), NOW)
    const { router } = await renderWithProviders(<SavedJobReminders />, { path: '/job/nurse-1' })
    await vi.waitFor(async () => expect(await readSentReminders()).toContain('nurse-1:three-days'))
    expect(screen.queryByRole('status')).toBeNull()
    // Nor on the next page: the reader has just seen it.
    await navigated(() => router.navigate({ to: '/' }))
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('shows the banner on the page it came on only, and at most once a day', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const day = Date.parse('2026-11-22T08:00:00.000Z')
    vi.setSystemTime(day)
    await saveJob(toJobView(makeApiJob({ title: 'Nurse', expiry_date: '2026-11-24' })), NOW)
    const { router, unmount } = await renderWithProviders(<SavedJobReminders />)
    expect(await screen.findByRole('status')).toHaveTextContent('Closing soon: Nurse.')
    await navigated(() => router.navigate({ to: '/jobs/all' }))
    expect(screen.queryByRole('status')).toBeNull()
    unmount()

    // Not dismissed: the app opened again the same day shows none, the next day shows it again.
    vi.setSystemTime(day + 23 * 3600_000)
    const again = await renderWithProviders(<SavedJobReminders />)
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(screen.queryByRole('status')).toBeNull()
    again.unmount()
    vi.setSystemTime(day + 25 * 3600_000)
    await renderWithProviders(<SavedJobReminders />)
    expect(await screen.findByRole('status')).toHaveTextContent('Closing soon: Nurse.')
  })

  it('reminds of no job the site team removed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.setSystemTime(Date.parse('2026-11-22T08:00:00.000Z'))
    const job = makeApiJob({ title: 'Agent', expiry_date: '2026-11-24' })
    await saveJob(toJobView(makeRemovedCopy(job)), NOW)
    await saveJob(toJobView(makeApiJob({ title: 'Nurse', expiry_date: '2026-11-24' })), NOW)
    await renderWithProviders(<SavedJobReminders />)
    expect(await screen.findByText(/^Closing soon: Nurse/, { selector: 'strong' })).toBeVisible()
    expect(screen.getByRole('status')).not.toHaveTextContent('Agent')
    expect(screen.getByRole('status')).not.toHaveTextContent('and 1 more')
  })
})
