import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { ApiJob, JobCounts } from '#shared/job.ts'

import { SearchForm } from '../../../components/layout/search-form.tsx'
import { resetJobSearchForTests } from '../../../hooks/use-job-search.ts'
import { makeApiJob } from '../../../testing/job-fixtures.ts'
import { renderWithProviders } from '../../../testing/render-with-providers.tsx'
import { JobListingSection } from './job-listing-section.tsx'

const counts: JobCounts = { active: 12, expired: 3, urgent: 2, critical: 1 }

/** A fake API: page N of `pages`, counts, and a log of the paths requested. */
function serveJobs(pages: ApiJob[][], { failFirst = false } = {}) {
  const requests: string[] = []
  let failures = failFirst ? 1 : 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      requests.push(input)
      const url = new URL(input, 'http://localhost')
      if (url.pathname === '/api/jobs/counts') return Response.json(counts)
      if (failures > 0) {
        failures--
        return new Response('boom', { status: 500 })
      }
      const q = url.searchParams.get('q')?.toLowerCase()
      const all = pages.flat()
      if (q) {
        const found = all.filter((job) => job.title.toLowerCase().includes(q))
        return Response.json({ jobs: found, hasMore: false, total: found.length })
      }
      const page = Number(url.searchParams.get('page'))
      return Response.json({
        jobs: pages[page - 1] ?? [],
        hasMore: page < pages.length,
        total: all.length,
      })
    }),
  )
  return requests
}

const cards = () => screen.queryAllByRole('article')

/** The list of /jobs/all with a search box above it. */
const renderSearchableList = () =>
  renderWithProviders(
    <>
      <SearchForm id="s" label="Search jobs" />
      <JobListingSection filter="all" />
    </>,
    { path: '/jobs/all' },
  )

beforeEach(() => {
  resetJobSearchForTests()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('JobListingSection', () => {
  it('shows four jobs, four more per Load More, and chip counts from the server', async () => {
    serveJobs([Array.from({ length: 10 }, () => makeApiJob())])
    await renderWithProviders(<JobListingSection filter="all" />, { path: '/jobs/all' })
    expect(screen.getByText('Loading jobs...')).toBeInTheDocument()
    expect(await screen.findAllByRole('article')).toHaveLength(4)
    const chips = screen.getByRole('navigation', { name: 'Filter jobs by deadline' })
    expect(await within(chips).findByRole('link', { name: 'All 12' })).toHaveAttribute(
      'href',
      '/jobs/all',
    )
    expect(within(chips).getByRole('link', { name: 'Archives 3' })).toHaveAttribute(
      'href',
      '/jobs/archives',
    )

    await userEvent.click(screen.getByRole('button', { name: 'Load More Jobs' }))
    expect(cards()).toHaveLength(8)
    await userEvent.click(screen.getByRole('button', { name: 'Load More Jobs' }))
    expect(cards()).toHaveLength(10)
    expect(screen.queryByRole('button', { name: 'Load More Jobs' })).toBeNull()
  })

  it("shows the start of a long description as plain text, no more than a card's lines hold", async () => {
    const paragraph =
      'Keep the **branch ledger** balanced and [report](https://bank.example/r) weekly.'
    const description = Array.from({ length: 80 }, () => paragraph).join('\n\n')
    serveJobs([[makeApiJob({ title: 'Teller', description })]])
    await renderWithProviders(<JobListingSection filter="all" />, { path: '/jobs/all' })
    const card = await screen.findByRole('article', { name: 'Teller' })
    const preview = within(card).getByText(
      /^Keep the branch ledger balanced and report weekly\. Keep/,
    )
    expect(preview.textContent).toMatch(/…$/)
    expect(preview.textContent?.length).toBeLessThanOrEqual(641)
  })

  it('fetches the next server page once every loaded job is on screen, without duplicates', async () => {
    const first = Array.from({ length: 6 }, () => makeApiJob())
    const repeated = first[5] as ApiJob
    const requests = serveJobs([first, [repeated, makeApiJob(), makeApiJob()]])
    await renderWithProviders(<JobListingSection filter="all" />, { path: '/jobs/all' })
    await screen.findAllByRole('article')
    expect(requests.filter((r) => r.includes('page=2'))).toHaveLength(0)
    await userEvent.click(screen.getByRole('button', { name: 'Load More Jobs' }))
    await vi.waitFor(() => expect(requests.filter((r) => r.includes('page=2'))).toHaveLength(1))
    expect(await screen.findAllByRole('article')).toHaveLength(8)
    const ids = cards().map((card) => card.getAttribute('aria-labelledby'))
    expect(new Set(ids).size).toBe(8)
  })

  it('filters loaded jobs as the user types, then asks the server for the settled query', async () => {
    const requests = serveJobs([
      [makeApiJob({ title: 'Mine Surveyor' }), makeApiJob(), makeApiJob()],
    ])
    await renderSearchableList()
    expect(await screen.findAllByRole('article')).toHaveLength(3)
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'surveyor')
    await vi.waitFor(() => expect(cards()).toHaveLength(1))
    expect(screen.getByRole('heading', { name: 'Mine Surveyor' })).toBeInTheDocument()
    await vi.waitFor(() => expect(requests.some((r) => r.includes('q=surveyor'))).toBe(true))
    expect(requests.filter((r) => /q=s(&|$)|q=su(&|$)/.test(r))).toHaveLength(0)

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search jobs' }))
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'astronaut')
    expect(
      await screen.findByText(
        'No jobs match your current filter. Try adjusting your search criteria.',
      ),
    ).toBeInTheDocument()
  })

  it('searches pasted text with a tab or double space as the server does', async () => {
    const requests = serveJobs([[makeApiJob({ title: 'Mine Surveyor' }), makeApiJob()]])
    await renderSearchableList()
    expect(await screen.findAllByRole('article')).toHaveLength(2)
    const box = screen.getByRole('searchbox', { name: 'Search jobs' })
    await userEvent.click(box)
    await userEvent.paste('Mine \t  Surveyor')
    await vi.waitFor(() => expect(cards()).toHaveLength(1))
    // the API refuses control characters (400): the app sends the folded words
    await vi.waitFor(() => expect(requests.some((r) => r.includes('q=Mine+Surveyor'))).toBe(true))
    expect(requests.filter((r) => r.includes('%09'))).toHaveLength(0)
    expect(screen.getByRole('heading', { name: 'Mine Surveyor' })).toBeInTheDocument()
  })

  it('shows six labelled sample jobs with a retry when the first load fails', async () => {
    serveJobs([[makeApiJob({ title: 'Real Job' })]], { failFirst: true })
    await renderWithProviders(<JobListingSection filter="all" />, { path: '/jobs/all' })
    expect(await screen.findByRole('alert')).toHaveTextContent('sample listings')
    expect(cards()).toHaveLength(4)
    expect(screen.getAllByText('Sample')).toHaveLength(4)
    await userEvent.click(screen.getByRole('button', { name: 'Load More Jobs' }))
    expect(cards()).toHaveLength(6)
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Real Job' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('disables Share and View and Apply on archived cards', async () => {
    serveJobs([[makeApiJob({ expiry_date: '2020-01-01' })]])
    await renderWithProviders(<JobListingSection filter="archive" />, { path: '/jobs/archives' })
    const [card] = await screen.findAllByRole('article')
    expect(within(card as HTMLElement).getByText('EXPIRED')).toBeInTheDocument()
    expect(within(card as HTMLElement).getByRole('button', { name: 'Share' })).toBeDisabled()
    // announced as a link that cannot be followed, named for its job like the cards' others
    const viewAndApply = within(card as HTMLElement).getByRole('link', { name: /view and apply/i })
    expect(viewAndApply).toHaveAttribute('aria-disabled', 'true')
    expect(viewAndApply).toHaveAccessibleName(/^View and Apply: /)
    expect(viewAndApply).not.toHaveAttribute('href')
  })

  it('removes a card from the list when its deadline passes while it is watched', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      // 21:59:58Z on 21 November is 23:59:58 in Harare: the job closing that day has 2 s left.
      vi.setSystemTime(Date.parse('2026-11-21T21:59:58.000Z'))
      serveJobs([[makeApiJob({ title: 'Closing Now', expiry_date: '2026-11-21' }), makeApiJob()]])
      await renderWithProviders(<JobListingSection filter="all" />, { path: '/jobs/all' })
      expect(await screen.findByRole('heading', { name: 'Closing Now' })).toBeInTheDocument()
      await act(() => vi.advanceTimersByTimeAsync(3000))
      expect(screen.queryByRole('heading', { name: 'Closing Now' })).toBeNull()
      expect(cards()).toHaveLength(1)
    } finally {
      vi.useRealTimers()
    }
  })
})
