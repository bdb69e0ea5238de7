import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { onlineManager } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { SearchForm } from '../../../components/layout/search-form.tsx'
import { resetSearchBoxForTests } from '../../../hooks/use-search-box.ts'
import { serveJobsApi } from '../../../testing/fake-jobs-api.ts'
import { makeApiJob } from '../../../testing/job-fixtures.ts'
import { createQueryClient } from '../../../lib/query-client.ts'
import {
  createTestQueryClient,
  renderWithProviders,
} from '../../../testing/render-with-providers.tsx'
import { navigated } from '../../../testing/render-with-router.tsx'
import { JobListingSection } from './job-listing-section.tsx'

const cards = () => screen.queryAllByRole('article')
const titles = () => cards().map((card) => within(card).getByRole('heading').textContent)
const asked = (requests: string[], part: string) => requests.filter((path) => path.includes(part))

/** A list page with a search box above its list, at `path`. */
const renderList = (
  path = '/jobs/all',
  filter: 'all' | 'closed' = 'all',
  queryClient = createTestQueryClient(),
) =>
  renderWithProviders(
    <>
      <SearchForm id="s" label="Search jobs" />
      <JobListingSection filter={filter} />
    </>,
    { path, queryClient },
  )

const board = () => [
  makeApiJob({ title: 'Mine Surveyor', location: 'Zvishavane', employment_type: 'Full-time' }),
  makeApiJob({ title: 'Driver (Class 2)', location: 'Bulawayo', tags: ['Logistics'] }),
  makeApiJob({ title: 'Registered Nurse', location: 'Bulawayo', employment_type: 'Contract' }),
  makeApiJob({ title: 'Bank Teller', location: 'Harare' }),
]

beforeEach(() => {
  resetSearchBoxForTests()
  Element.prototype.scrollIntoView = () => {}
})
afterEach(() => {
  vi.unstubAllGlobals()
  onlineManager.setOnline(true)
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView')
})

// The list's search, filters and sort in the address, and its search on the device.
describe('JobListingSection with a search and filters', () => {
  it('runs a search when it is sent: into the address, then the server; Back brings the list back', async () => {
    const api = serveJobsApi(board())
    // the app's own client: a list seen a moment ago is not asked for again
    const { router } = await renderList('/jobs/all', 'all', createQueryClient())
    expect(await screen.findAllByRole('article')).toHaveLength(4)
    const box = screen.getByRole('searchbox', { name: 'Search jobs' })
    await userEvent.type(box, 'bulawayo driver')
    // typing alone asks nothing and changes nothing
    expect(asked(api.requests, 'q=')).toEqual([])
    expect(cards()).toHaveLength(4)

    await userEvent.keyboard('{Enter}')
    expect(router.state.location.search).toEqual({ q: 'bulawayo driver' })
    expect(router.state.location.href).toBe('/jobs/all?q=bulawayo+driver')
    await waitFor(() => expect(titles()).toEqual(['Driver (Class 2)']))
    expect(screen.getByRole('status')).toHaveTextContent('1 job')
    expect(asked(api.requests, 'q=bulawayo+driver')).toHaveLength(2) // the list and its counts

    act(() => router.history.back())
    await waitFor(() => expect(cards()).toHaveLength(4))
    expect(box).toHaveValue('')
    expect(asked(api.requests, 'status=active&page=1&pageSize=12')).toHaveLength(1)
  })

  it('sends pasted text with a tab or double space as the server reads it', async () => {
    const api = serveJobsApi(board())
    const { router } = await renderList()
    await screen.findAllByRole('article')
    const box = screen.getByRole('searchbox', { name: 'Search jobs' })
    await userEvent.click(box)
    await userEvent.paste('Mine \t  Surveyor')
    await userEvent.keyboard('{Enter}')
    expect(router.state.location.href).toBe('/jobs/all?q=Mine+Surveyor')
    await waitFor(() => expect(titles()).toEqual(['Mine Surveyor']))
    // the API refuses control characters (400): the app sends the folded words
    expect(asked(api.requests, '%09')).toEqual([])
    expect(box).toHaveValue('Mine Surveyor')
  })

  it('lists what the address’s filters hold, with the chosen ones as chips that remove them', async () => {
    const api = serveJobsApi(board())
    const { router } = await renderList('/jobs/all?location=bulawayo&type=contract')
    await waitFor(() => expect(titles()).toEqual(['Registered Nurse']))
    expect(asked(api.requests, 'location=bulawayo&type=contract')).toHaveLength(2)
    const chosen = screen.getByRole('list', { name: 'Search and filters' })
    expect(
      await within(chosen).findByRole('link', { name: 'Remove filter: Bulawayo (1 jobs)' }),
    ).toHaveAttribute('href', '/jobs/all?type=contract')

    await userEvent.click(within(chosen).getByRole('link', { name: /Remove filter: Contract/ }))
    expect(router.state.location.href).toBe('/jobs/all?location=bulawayo')
    await waitFor(() => expect(titles().sort()).toEqual(['Driver (Class 2)', 'Registered Nurse']))
    await userEvent.click(within(chosen).getByRole('link', { name: 'Clear filters' }))
    expect(router.state.location.href).toBe('/jobs/all')
    await waitFor(() => expect(cards()).toHaveLength(4))
    expect(screen.queryByRole('list', { name: 'Search and filters' })).toBeNull()
  })

  it('says plainly when nothing matches, and offers to clear the filters and the search', async () => {
    serveJobsApi(board())
    const { router } = await renderList('/jobs/all?q=nurse&location=harare')
    expect(await screen.findByText('No jobs match “nurse” with these filters.')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('0 jobs')
    await userEvent.click(
      screen.getAllByRole('link', { name: 'Clear filters' }).at(-1) as HTMLElement,
    )
    expect(router.state.location.href).toBe('/jobs/all?q=nurse')
    await waitFor(() => expect(titles()).toEqual(['Registered Nurse']))

    await navigated(() => router.navigate({ to: '/jobs/all', search: { q: 'astronaut' } }))
    expect(
      await screen.findByText('No jobs match “astronaut”. Try fewer or other words.'),
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: 'Clear search' }))
    expect(router.state.location.href).toBe('/jobs/all')
    await waitFor(() => expect(cards()).toHaveLength(4))
  })

  it('keeps the search, the filters and the sort in the class chips, which show no totals then', async () => {
    serveJobsApi(board())
    await renderList('/jobs/all?q=bulawayo&location=bulawayo&sort=expiring')
    await screen.findAllByRole('article')
    const chips = screen.getByRole('navigation', { name: 'Filter jobs by deadline' })
    // totals over every job would not say what a chip opens now
    expect(within(chips).getByRole('link', { name: 'Critical' })).toHaveAttribute(
      'href',
      '/jobs/critical?q=bulawayo&location=bulawayo&sort=expiring',
    )
    // the closed list has no order to keep
    expect(within(chips).getByRole('link', { name: 'Archives' })).toHaveAttribute(
      'href',
      '/jobs/archives?q=bulawayo&location=bulawayo',
    )
  })

  it('searches the jobs kept on the device when the server cannot be reached, and says so', async () => {
    const api = serveJobsApi(board())
    const { router } = await renderList()
    expect(await screen.findAllByRole('article')).toHaveLength(4)
    api.fail()
    await navigated(() => router.navigate({ to: '/jobs/all', search: { q: 'driver bulawayo' } }))
    expect(
      await screen.findByText(
        'We could not reach the server: searched the 4 jobs kept on this phone.',
      ),
    ).toBeInTheDocument()
    await waitFor(() => expect(titles()).toEqual(['Driver (Class 2)']))
    expect(screen.getByText('1 job')).toBeInTheDocument()

    // offline: the request waits for the network, and the device answers meanwhile
    onlineManager.setOnline(false)
    await navigated(() => router.navigate({ to: '/jobs/all', search: { location: ['bulawayo'] } }))
    const offline = 'Offline: searched the 4 jobs kept on this phone. Connect to search every job.'
    expect(await screen.findByText(offline)).toBeInTheDocument()
    await waitFor(() => expect(titles().sort()).toEqual(['Driver (Class 2)', 'Registered Nurse']))

    // A miss offline: how many were searched and that connecting searches them all, above a
    // plain "no match" that gives no advice on the words (the job may not be on the phone).
    await navigated(() => router.navigate({ to: '/jobs/all', search: { q: 'astronaut' } }))
    expect(await screen.findByText('No jobs match “astronaut”.')).toBeInTheDocument()
    expect(screen.getByText(offline)).toBeInTheDocument()
    expect(screen.queryByText(/Try fewer or other words/)).toBeNull()
    expect(screen.getByRole('link', { name: 'Clear search' })).toBeInTheDocument()
  })
})
