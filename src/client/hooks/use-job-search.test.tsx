import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { SearchForm } from '../components/layout/search-form.tsx'
import { renderWithRouter } from '../testing/render-with-router.tsx'
import {
  getJobSearch,
  getSearchPagePath,
  resetJobSearchForTests,
  startWithJobSearch,
} from './use-job-search.ts'

const headerAndHero = (
  <>
    <SearchForm id="header-search" label="Search jobs in the header" />
    <SearchForm id="hero-search" label="Search jobs in the hero" />
  </>
)

// jsdom has no layout, so it has no scrollIntoView either.
const scrollIntoView = vi.fn<(options?: ScrollIntoViewOptions | boolean) => void>()

beforeEach(() => {
  resetJobSearchForTests()
  scrollIntoView.mockReset()
  Element.prototype.scrollIntoView = scrollIntoView
})

afterEach(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView')
})

describe('job search', () => {
  it('shares one value between the header and hero forms', async () => {
    const user = userEvent.setup()
    await renderWithRouter(headerAndHero)

    await user.type(screen.getByRole('searchbox', { name: 'Search jobs in the header' }), 'nurse')

    expect(screen.getByRole('searchbox', { name: 'Search jobs in the hero' })).toHaveValue('nurse')
    expect(getJobSearch()).toBe('nurse')
  })

  it('trims on submit and scrolls smoothly to the job list', async () => {
    const user = userEvent.setup()
    await renderWithRouter(headerAndHero)
    const hero = screen.getByRole('searchbox', { name: 'Search jobs in the hero' })

    await user.type(hero, '  accountant  ')
    await user.click(screen.getAllByRole('button', { name: 'Search' })[1]!)

    expect(getJobSearch()).toBe('accountant')
    expect(screen.getByRole('searchbox', { name: 'Search jobs in the header' })).toHaveValue(
      'accountant',
    )
    expect(scrollIntoView).toHaveBeenCalledExactlyOnceWith({ behavior: 'smooth', block: 'start' })
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('job-listings'))
  })

  it('submits with Enter and jumps without animation under reduced motion', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' })),
    )
    const user = userEvent.setup()
    await renderWithRouter(headerAndHero)

    await user.type(
      screen.getByRole('searchbox', { name: 'Search jobs in the header' }),
      'driver{Enter}',
    )

    expect(scrollIntoView).toHaveBeenCalledExactlyOnceWith({ behavior: 'auto', block: 'start' })
  })

  it('goes home first when the page has no job list, then scrolls to it', async () => {
    const user = userEvent.setup()
    const { router } = await renderWithRouter(headerAndHero, { path: '/jobs/archives' })
    expect(document.getElementById('job-listings')).toBeNull()

    await user.type(
      screen.getByRole('searchbox', { name: 'Search jobs in the header' }),
      'teacher{Enter}',
    )

    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1))
    expect(router.state.location.pathname).toBe('/')
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('job-listings'))
    expect(getJobSearch()).toBe('teacher')
  })

  it('starts with a search taken from the address, before the first render', async () => {
    startWithJobSearch('  welder ')
    await renderWithRouter(headerAndHero)
    expect(screen.getByRole('searchbox', { name: 'Search jobs in the hero' })).toHaveValue('welder')
    expect(scrollIntoView).not.toHaveBeenCalled()
  })

  it('sends a search the app cannot run to the list of the page, else to the home page', async () => {
    await renderWithRouter(headerAndHero, { path: '/jobs/critical' })
    for (const form of document.querySelectorAll('form'))
      expect(form.getAttribute('action')).toBe('/jobs/critical')
    expect(getSearchPagePath('/')).toBe('/')
    expect(getSearchPagePath('/jobs/all')).toBe('/jobs/all')
    expect(getSearchPagePath('/jobs/archives/')).toBe('/jobs/archives/')
    expect(getSearchPagePath('/about')).toBe('/')
    expect(getSearchPagePath('/job/abc123')).toBe('/')
    expect(getSearchPagePath('/jobs/other')).toBe('/')
  })
})
