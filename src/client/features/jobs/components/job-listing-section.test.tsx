import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { ApiJob } from '#shared/job.ts'

import { serveJobsApi } from '../../../testing/fake-jobs-api.ts'
import { makeApiJob } from '../../../testing/job-fixtures.ts'
import { renderWithProviders } from '../../../testing/render-with-providers.tsx'
import { navigated } from '../../../testing/render-with-router.tsx'
import { JobListingSection } from './job-listing-section.tsx'

const cards = () => screen.queryAllByRole('article')
const asked = (requests: string[], part: string) => requests.filter((path) => path.includes(part))

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('JobListingSection', () => {
  it('shows four jobs, four more per Load More, the count, and chip counts from the server', async () => {
    serveJobsApi(
      Array.from({ length: 10 }, () => makeApiJob()),
      { counts: { active: 12, expired: 3, urgent: 2, critical: 1 } },
    )
    await renderWithProviders(<JobListingSection filter="all" />, { path: '/jobs/all' })
    expect(screen.getByRole('status')).toHaveTextContent('Loading jobs...')
    expect(await screen.findAllByRole('article')).toHaveLength(4)
    expect(screen.getByRole('status')).toHaveTextContent('10 jobs')
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

  it('offers the alert after the first two cards, and after the message when nothing matches', async () => {
    serveJobsApi(Array.from({ length: 6 }, () => makeApiJob()))
    const { router } = await renderWithProviders(
      <JobListingSection filter="all" alert={<button type="button">Alert me</button>} />,
      { path: '/jobs/all' },
    )
    await screen.findAllByRole('article')
    const alert = screen.getByRole('button', { name: 'Alert me' })
    const [first, second, third] = cards()
    const follows = (node: Node | undefined) =>
      node ? alert.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING : 0
    expect(follows(first)).toBe(0)
    expect(follows(second)).toBe(0)
    expect(follows(third)).not.toBe(0)

    await navigated(() => router.navigate({ to: '/jobs/all', search: { q: 'astronaut' } }))
    const message = await screen.findByText(/No jobs match “astronaut”/)
    expect(
      message.compareDocumentPosition(screen.getByRole('button', { name: 'Alert me' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).not.toBe(0)
  })

  it("shows the start of a long description as plain text, no more than a card's lines hold", async () => {
    const paragraph =
      'Keep the **branch ledger** balanced and [report](https://bank.example/r) weekly.'
    const description = Array.from({ length: 80 }, () => paragraph).join('\n\n')
    serveJobsApi([makeApiJob({ title: 'Teller', description })])
    await renderWithProviders(<JobListingSection filter="all" />, { path: '/jobs/all' })
    const card = await screen.findByRole('article', { name: 'Teller' })
    const preview = within(card).getByText(
      /^Keep the branch ledger balanced and report weekly\. Keep/,
    )
    expect(preview.textContent).toMatch(/…$/)
    expect(preview.textContent?.length).toBeLessThanOrEqual(641)
  })

  it('asks for a small first page, and the next one as the reader nears its end', async () => {
    const api = serveJobsApi(Array.from({ length: 30 }, () => makeApiJob()))
    await renderWithProviders(<JobListingSection filter="all" />, { path: '/jobs/all' })
    await screen.findAllByRole('article')
    expect(api.requests.filter((path) => path.startsWith('/api/jobs?'))).toEqual([
      '/api/jobs?status=active&page=1&pageSize=12',
    ])
    await userEvent.click(screen.getByRole('button', { name: 'Load More Jobs' }))
    // 8 of 12 shown: the next reveal would reach the end, so the next page comes now
    await vi.waitFor(() => expect(asked(api.requests, 'page=2&pageSize=12')).toHaveLength(1))
    for (let step = 0; step < 3; step++) {
      await userEvent.click(screen.getByRole('button', { name: 'Load More Jobs' }))
    }
    expect(cards()).toHaveLength(20)
    await vi.waitFor(() => expect(asked(api.requests, 'page=2&pageSize=24')).toHaveLength(1))
    await userEvent.click(screen.getByRole('button', { name: 'Load More Jobs' }))
    await userEvent.click(screen.getByRole('button', { name: 'Load More Jobs' }))
    expect(cards()).toHaveLength(28)
    await userEvent.click(screen.getByRole('button', { name: 'Load More Jobs' }))
    expect(cards()).toHaveLength(30)
    expect(new Set(cards().map((card) => card.getAttribute('aria-labelledby'))).size).toBe(30)
  })

  it('never shows a job twice when a later page repeats one', async () => {
    const first = Array.from({ length: 12 }, () => makeApiJob())
    const repeated = first[11] as ApiJob
    const pages = [first, [repeated, makeApiJob(), makeApiJob()]]
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = new URL(input, 'http://localhost')
        if (url.pathname !== '/api/jobs')
          return Response.json({ location: [], category: [], type: [] })
        const page = Number(url.searchParams.get('page'))
        return Response.json({ jobs: pages[page - 1] ?? [], hasMore: page < 2, total: 15 })
      }),
    )
    await renderWithProviders(<JobListingSection filter="all" />, { path: '/jobs/all' })
    await screen.findAllByRole('article')
    for (let step = 0; step < 3; step++) {
      await userEvent.click(screen.getByRole('button', { name: 'Load More Jobs' }))
    }
    await waitFor(() => expect(cards()).toHaveLength(14))
    expect(new Set(cards().map((card) => card.getAttribute('aria-labelledby'))).size).toBe(14)
  })

  it('shows six labelled sample jobs with a retry when the first load fails', async () => {
    serveJobsApi([makeApiJob({ title: 'Real Job' })], { failFirst: 1 })
    await renderWithProviders(<JobListingSection filter="all" />, { path: '/jobs/all' })
    expect(await screen.findByRole('alert')).toHaveTextContent('sample listings')
    await waitFor(() => expect(cards()).toHaveLength(4))
    expect(screen.getAllByText('Sample')).toHaveLength(4)
    await userEvent.click(screen.getByRole('button', { name: 'Load More Jobs' }))
    expect(cards()).toHaveLength(6)
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Real Job' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('opens and shares a closed job from the closed list, saying the day it closed', async () => {
    serveJobsApi([makeApiJob({ job_id: 'closed-1', expiry_date: '2020-01-01' })])
    await renderWithProviders(<JobListingSection filter="closed" />, { path: '/jobs/archives' })
    const [card] = await screen.findAllByRole('article')
    const closedCard = within(card as HTMLElement)
    expect(closedCard.getByText('Closed Wednesday 1 January 2020')).toBeInTheDocument()
    expect(closedCard.queryByText(/00h 00m 00s/)).toBeNull()
    expect(closedCard.getByRole('button', { name: 'Share' })).toBeEnabled()
    // named for its job like the cards' others
    const read = closedCard.getByRole('link', { name: /^Read the closed advert: / })
    expect(read).toHaveAttribute('href', '/job/closed-1')
    expect(closedCard.queryByRole('link', { name: /View and Apply/ })).toBeNull()
  })

  it('removes a card from the list when its deadline passes while it is watched', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      // 21:59:58Z on 21 November is 23:59:58 in Harare: the job closing that day has 2 s left.
      vi.setSystemTime(Date.parse('2026-11-21T21:59:58.000Z'))
      serveJobsApi([makeApiJob({ title: 'Closing Now', expiry_date: '2026-11-21' }), makeApiJob()])
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
