import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { toast } from '../../../lib/toast.ts'
import { renderWithRouter } from '../../../testing/render-with-router.tsx'
import { TRACKER_COLUMNS } from '../../../lib/tracker-csv.ts'
import {
  breakDownloads,
  captureDownloads,
  readBlobBytes,
} from '../../../testing/capture-downloads.ts'
import { parseCsv } from '../../../testing/parse-csv.ts'
import { JobSearchTrackerPage } from './job-search-tracker-page.tsx'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('JobSearchTrackerPage', () => {
  it('downloads a CSV with the ten columns, today in Harare and a follow-up 7 days later', async () => {
    // Only Date is faked, so user-event's timers still run. 22:30 UTC is 00:30 next day in Harare.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2025-03-12T22:30:00Z'))
    const user = userEvent.setup()
    const downloads = captureDownloads()
    const success = vi.spyOn(toast, 'success')
    await renderWithRouter(<JobSearchTrackerPage />)

    await user.click(screen.getByRole('button', { name: 'Download spreadsheet (CSV)' }))

    expect(downloads).toHaveLength(1)
    const [download] = downloads
    expect(download?.fileName).toBe('JobsZW-Job-Search-Tracker.csv')
    expect(download?.blob.type).toBe('text/csv')
    // Decoding would drop the byte-order mark, so the bytes are checked first.
    const bytes = await readBlobBytes(download!.blob)
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(bytes.length).toBeLessThan(1024)
    const rows = parseCsv(new TextDecoder('utf-8').decode(bytes))
    expect(rows).toHaveLength(2)
    expect(rows[0]).toEqual([...TRACKER_COLUMNS])
    const example = rows[1]!
    expect(example).toHaveLength(10)
    expect(example[TRACKER_COLUMNS.indexOf('Date Applied')]).toBe('2025-03-13')
    expect(example[TRACKER_COLUMNS.indexOf('Next Follow-up')]).toBe('2025-03-20')
    expect(example[TRACKER_COLUMNS.indexOf('Status')]).toBe('Applied')
    expect(success).toHaveBeenCalledWith('Tracker downloaded', {
      description: 'Saved as JobsZW-Job-Search-Tracker.csv',
    })
  })

  it('points first to the saved jobs, where each one takes a status and exports as one CSV', async () => {
    await renderWithRouter(<JobSearchTrackerPage />)

    const choices = screen.getByRole('region', { name: 'Choose your template' })
    const [first] = within(choices).getAllByRole('heading', { level: 3 })
    expect(first).toHaveTextContent('Your saved jobs')
    expect(within(choices).getByText(/Applied, Interview, Offer or Not taken/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Open my saved jobs' })).toHaveAttribute(
      'href',
      '/saved',
    )
  })

  it('opens the online spreadsheet and the note templates in new tabs', async () => {
    await renderWithRouter(<JobSearchTrackerPage />)

    const sheet = screen.getByRole('link', { name: /Open a new online spreadsheet/ })
    expect(sheet).toHaveAttribute('href', 'https://sheets.new')
    const notes = screen.getByRole('link', { name: /Browse note-taking templates/ })
    expect(notes).toHaveAttribute('href', 'https://www.notion.so/templates/category/job-search')
    for (const link of [sheet, notes]) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/)
    }
  })

  it('explains the columns, the stages, best practices and sample metrics', async () => {
    await renderWithRouter(<JobSearchTrackerPage />)

    const table = screen.getByRole('table')
    const rowHeaders = within(table).getAllByRole('rowheader')
    expect(rowHeaders.map((cell) => cell.textContent)).toEqual([...TRACKER_COLUMNS])

    const stages = screen.getByRole('region', { name: 'Application stages' })
    expect(
      within(stages)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent),
    ).toEqual([
      'Applied',
      'Phone screening',
      'First interview',
      'Second/Final interview',
      'Offer',
      'Rejected/Withdrawn',
    ])

    const practices = screen.getByRole('region', { name: 'Best Practices' })
    const tips = within(practices).getAllByRole('listitem')
    expect(tips).toHaveLength(5)
    expect(practices).toHaveTextContent(
      /green for interviews, yellow for awaiting a response, red for rejections, blue for offers/,
    )
    expect(practices).toHaveTextContent(/no reply after 1-2 weeks/)

    const metrics = screen.getByRole('region', { name: 'Sample Metrics' })
    expect(
      within(metrics)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Applications Sent', 'Response Rate', 'Interview Rate', 'Offer Rate'])
    expect(metrics).toHaveTextContent(/Aim for 20-30%/)
    expect(metrics).toHaveTextContent(/Aim for 10-20%/)
    expect(metrics).toHaveTextContent(/under 10% .*quality over quantity/)

    expect(screen.getByRole('link', { name: /Back to Career Resources/ })).toHaveAttribute(
      'href',
      '/career-resources',
    )
  })

  it('says so on the page when the browser cannot save files', async () => {
    const user = userEvent.setup()
    breakDownloads()
    await renderWithRouter(<JobSearchTrackerPage />)

    await user.click(screen.getByRole('button', { name: 'Download spreadsheet (CSV)' }))

    expect(screen.getByRole('alert')).toHaveTextContent(/could not save the file/)
  })
})
