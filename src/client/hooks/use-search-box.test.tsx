import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { SearchForm } from '../components/layout/search-form.tsx'
import { renderWithRouter } from '../testing/render-with-router.tsx'
import { isJobListPath, resetSearchBoxForTests } from './use-search-box.ts'

const headerAndHero = (
  <>
    <SearchForm id="header-search" label="Search jobs in the header" />
    <SearchForm id="hero-search" label="Search jobs in the hero" />
  </>
)
const header = () => screen.getByRole('searchbox', { name: 'Search jobs in the header' })
const hero = () => screen.getByRole('searchbox', { name: 'Search jobs in the hero' })

// jsdom has no layout, so it has no scrollIntoView either.
const scrollIntoView = vi.fn<(options?: ScrollIntoViewOptions | boolean) => void>()

beforeEach(() => {
  resetSearchBoxForTests()
  scrollIntoView.mockReset()
  Element.prototype.scrollIntoView = scrollIntoView
})

afterEach(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView')
})

describe('the search boxes', () => {
  it('share what is typed between the header and the hero, without searching yet', async () => {
    const user = userEvent.setup()
    const { router } = await renderWithRouter(headerAndHero)
    await user.type(header(), 'nurse')
    expect(hero()).toHaveValue('nurse')
    expect(router.state.location.href).toBe('/')
  })

  it('show the search in the address, in every box', async () => {
    await renderWithRouter(headerAndHero, { path: '/jobs/urgent?q=welder&location=harare' })
    expect(header()).toHaveValue('welder')
    expect(hero()).toHaveValue('welder')
  })

  it('send the search into the address, trimmed, and glide the list into view', async () => {
    const user = userEvent.setup()
    const { router } = await renderWithRouter(headerAndHero)
    await user.type(hero(), '  accountant   Harare ')
    await user.click(screen.getAllByRole('button', { name: 'Search' })[1] as HTMLElement)

    expect(router.state.location.href).toBe('/?q=accountant+Harare')
    expect(header()).toHaveValue('accountant Harare')
    expect(scrollIntoView).toHaveBeenCalledExactlyOnceWith({ behavior: 'smooth', block: 'start' })
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('job-listings'))
  })

  it('search within the list’s filters and keep its sort, as a new history entry', async () => {
    const user = userEvent.setup()
    const { router } = await renderWithRouter(headerAndHero, {
      path: '/jobs/all?location=bulawayo&posted=7&sort=expiring',
    })
    await user.type(header(), 'driver{Enter}')
    expect(router.state.location.href).toBe(
      '/jobs/all?q=driver&location=bulawayo&posted=7&sort=expiring',
    )
    act(() => router.history.back())
    await waitFor(() =>
      expect(router.state.location.href).toBe('/jobs/all?location=bulawayo&posted=7&sort=expiring'),
    )
    // what was typed on this entry was sent; the box shows what the entry holds
    expect(header()).toHaveValue('')
  })

  it('jump without animation under reduced motion', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' })),
    )
    const user = userEvent.setup()
    await renderWithRouter(headerAndHero)
    await user.type(header(), 'driver{Enter}')
    expect(scrollIntoView).toHaveBeenCalledExactlyOnceWith({ behavior: 'auto', block: 'start' })
  })

  it('send a search from a page without a list to the list of all jobs, then scroll to it', async () => {
    const user = userEvent.setup()
    const { router } = await renderWithRouter(headerAndHero, { path: '/job/abc123' })
    expect(document.getElementById('job-listings')).toBeNull()
    await user.type(header(), 'teacher{Enter}')
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1))
    expect(router.state.location.href).toBe('/jobs/all?q=teacher')
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('job-listings'))
    expect(hero()).toHaveValue('teacher')
  })

  it('clear the search when sent empty, keeping the filters', async () => {
    const user = userEvent.setup()
    const { router } = await renderWithRouter(headerAndHero, {
      path: '/jobs/all?q=driver&type=contract',
    })
    await user.clear(header())
    await user.keyboard('{Enter}')
    expect(router.state.location.href).toBe('/jobs/all?type=contract')
  })
})

describe('without the app (the form the browser sends)', () => {
  it('sends a search to the list on the page, with its filters and sort', async () => {
    await renderWithRouter(headerAndHero, {
      path: '/jobs/critical?q=x&location=harare,bulawayo&posted=3&sort=newest',
    })
    for (const form of document.querySelectorAll('form')) {
      expect(form.getAttribute('action')).toBe('/jobs/critical')
      expect(Object.fromEntries(new FormData(form))).toEqual({
        location: 'harare,bulawayo',
        posted: '3',
        sort: 'newest',
        q: 'x',
      })
    }
  })

  it('sends a search from any other page to the list of all jobs, and the words alone', async () => {
    await renderWithRouter(headerAndHero, { path: '/job/abc123?location=harare' })
    for (const form of document.querySelectorAll('form')) {
      expect(form.getAttribute('action')).toBe('/jobs/all')
      expect([...new FormData(form).keys()]).toEqual(['q'])
    }
  })

  it('tells list pages from the rest', () => {
    for (const path of ['/', '/jobs/all', '/jobs/urgent', '/jobs/critical', '/jobs/archives/'])
      expect(isJobListPath(path), path).toBe(true)
    for (const path of ['/about', '/job/abc123', '/jobs/other', '/saved'])
      expect(isJobListPath(path), path).toBe(false)
  })
})
