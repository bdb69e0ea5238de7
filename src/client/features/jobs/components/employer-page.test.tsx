import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { Employer } from '#shared/schemas/employer.ts'

import { makeApiJob } from '../../../testing/job-fixtures.ts'
import {
  createTestQueryClient,
  renderWithProviders,
} from '../../../testing/render-with-providers.tsx'
import { startEachTestOnAnEmptyDevice } from '../../../testing/empty-device.ts'
import { employerKeys } from '../api/get-employer.ts'
import { EmployerPage } from './employer-page.tsx'

// Open for a month from whenever the test runs.
const OPEN_UNTIL = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)

const makeEmployer = (overrides: Partial<Employer> = {}): Employer => ({
  name: 'Zimbabwe Power Company',
  slug: 'zimbabwe-power-company',
  website: 'https://www.zpc.co.zw/careers',
  verified_domain: 'zpc.co.zw',
  first_seen: '2026-03-04',
  adverts: 12,
  reports_upheld: 0,
  open: [
    makeApiJob({ title: 'Electrical Engineer', expiry_date: OPEN_UNTIL }),
    makeApiJob({ title: 'Plant Operator', expiry_date: OPEN_UNTIL }),
  ],
  past: [
    makeApiJob({ title: 'Stores Clerk', expiry_date: '2026-04-30' }),
    makeApiJob({ title: 'Driver', filled: true, withdrawn: true, expiry_date: OPEN_UNTIL }),
  ],
  ...overrides,
})

async function renderEmployerPage(employer: Employer | null, slug = employer?.slug ?? 'x') {
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(employerKeys.detail(slug), employer)
  return renderWithProviders(<EmployerPage slug={slug} />, {
    path: `/employers/${slug}`,
    queryClient,
  })
}

startEachTestOnAnEmptyDevice()

describe('EmployerPage', () => {
  it('names the organisation, its verification, its website and its record', async () => {
    await renderEmployerPage(makeEmployer())
    expect(screen.getByRole('heading', { level: 1, name: 'Zimbabwe Power Company' })).toBeVisible()
    expect(screen.getByText('Verified employer: posts from an address at zpc.co.zw')).toBeVisible()
    expect(screen.getByRole('link', { name: 'zpc.co.zw' })).toHaveAttribute(
      'href',
      'https://www.zpc.co.zw/careers',
    )
    expect(screen.getByText('12 adverts since March 2026, no reports upheld')).toBeVisible()
    expect(document.title).toBe('Jobs at Zimbabwe Power Company | JobsZW')
  })

  it('lists open jobs and past jobs with the usual cards, a filled one saying so', async () => {
    await renderEmployerPage(makeEmployer())
    const open = screen.getByRole('region', { name: 'Open jobs' })
    expect(
      within(open)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Electrical Engineer', 'Plant Operator'])
    expect(within(open).getAllByRole('link', { name: /^View and Apply/ })).toHaveLength(2)
    const past = screen.getByRole('region', { name: 'Past jobs' })
    expect(
      within(past)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Stores Clerk', 'Driver'])
    expect(within(past).getByText('Filled by the employer')).toBeVisible()
  })

  it('says so when nothing is open, claims no verification it lacks, and links no non-web site', async () => {
    await renderEmployerPage(
      makeEmployer({
        verified_domain: null,
        website: 'javascript:alert(1)',
        open: [],
        past: [],
        adverts: 1,
        reports_upheld: 1,
      }),
    )
    expect(screen.getByText('No open jobs right now.')).toBeVisible()
    expect(screen.queryByText(/Verified employer/)).toBeNull()
    expect(screen.queryByRole('link', { name: /alert/ })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Past jobs' })).toBeNull()
    expect(screen.getByText('1 advert since March 2026, 1 report upheld')).toBeVisible()
  })

  it('says "Employer not found" when the API has no page for the slug', async () => {
    await renderEmployerPage(null, 'nobody-here')
    expect(screen.getByRole('alert')).toHaveTextContent('Employer not found')
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    expect(document.title).toBe('Employer Not Found | JobsZW')
  })

  it('asks the API when it has nothing, and offers to try again when that fails', async () => {
    const employer = makeEmployer()
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response('{}', { status: 503 }))
      .mockResolvedValueOnce(Response.json(employer))
    await renderWithProviders(<EmployerPage slug={employer.slug} />, {
      path: `/employers/${employer.slug}`,
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load this employer')
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/employers/zimbabwe-power-company',
      expect.anything(),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Zimbabwe Power Company' }),
    ).toBeVisible()
  })

  it('is "Employer not found" for a slug the API refuses', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      Response.json({ error: { code: 'invalid_parameter', message: 'x' } }, { status: 400 }),
    )
    await renderWithProviders(<EmployerPage slug="Not_A_Slug" />, { path: '/employers/Not_A_Slug' })
    expect(await screen.findByRole('alert')).toHaveTextContent('Employer not found')
  })
})

afterEach(() => {
  vi.restoreAllMocks()
})
