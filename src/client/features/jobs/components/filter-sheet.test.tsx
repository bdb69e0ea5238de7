import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import type { JobFacets } from '#shared/job.ts'

import { useListSearch } from '../../../hooks/use-list-search.ts'
import { renderWithRouter } from '../../../testing/render-with-router.tsx'
import { ChosenFilters } from './chosen-filters.tsx'
import { FilterSheet } from './filter-sheet.tsx'

const facets: JobFacets = {
  location: [
    { value: 'bulawayo', label: 'Bulawayo', count: 11 },
    { value: 'harare', label: 'Harare', count: 16 },
    { value: 'other', label: 'Other', count: 2 },
  ],
  category: [{ value: 'logistics-transport', label: 'Logistics & Transport', count: 3 }],
  type: [
    { value: 'full-time', label: 'Full-time', count: 25 },
    { value: 'contract', label: 'Contract', count: 4 },
  ],
  pay: [{ value: 'shown', label: 'Shows pay', count: 12 }],
}

/** The sheet and the chosen chips of a list page, reading its address as the list does. */
function Filters({ counts }: { counts: JobFacets | undefined }) {
  const search = useListSearch()
  return (
    <>
      <FilterSheet search={search} facets={counts} path="/jobs/all" sortable />
      <ChosenFilters search={search} facets={counts} />
    </>
  )
}

const open = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByText('Filters'))
  return screen.getByRole('form', { name: 'Filters' })
}

describe('FilterSheet', () => {
  it('offers each filter as a labelled group, each value with how many jobs it holds', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<Filters counts={facets} />, { path: '/jobs/all' })
    const form = await open(user)
    const town = within(form).getByRole('group', { name: 'Town' })
    // the filter's own order (main cities first), not the counts'
    expect(
      within(town)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Harare 16', 'Bulawayo 11', 'Other 2'])
    expect(within(form).getByRole('group', { name: 'Kind of work' })).toHaveTextContent(
      'Logistics & Transport 3',
    )
    expect(within(form).getByRole('group', { name: 'Job type' })).toHaveTextContent('Contract 4')
    expect(
      within(within(form).getByRole('group', { name: 'Posted within' })).getAllByRole('radio'),
    ).toHaveLength(5)
    expect(within(form).getByRole('radio', { name: 'Any time' })).toBeChecked()
  })

  it('applies a tap at once, into the address, and shows it chosen', async () => {
    const user = userEvent.setup()
    const { router } = await renderWithRouter(<Filters counts={facets} />, {
      path: '/jobs/all?q=driver&sort=expiring',
    })
    const form = await open(user)
    await user.click(within(form).getByRole('checkbox', { name: /Bulawayo/ }))
    expect(within(form).getByRole('checkbox', { name: /Bulawayo/ })).toBeChecked()
    await waitFor(() =>
      expect(router.state.location.href).toBe('/jobs/all?q=driver&location=bulawayo&sort=expiring'),
    )
    await user.click(within(form).getByRole('radio', { name: 'Past week' }))
    await waitFor(() =>
      expect(router.state.location.href).toBe(
        '/jobs/all?q=driver&location=bulawayo&posted=7&sort=expiring',
      ),
    )
    expect(screen.getByText('Filters')).toHaveTextContent('Filters2 chosen')
    const chosen = screen.getByRole('list', { name: 'Search and filters' })
    expect(
      within(chosen).getByRole('link', { name: 'Remove filter: Bulawayo (11 jobs)' }),
    ).toBeVisible()
    expect(within(chosen).getByRole('link', { name: 'Remove filter: Past week' })).toHaveAttribute(
      'href',
      '/jobs/all?q=driver&location=bulawayo&sort=expiring',
    )
  })

  it('forgets a tap once the address has moved: a chip’s × back to before it unticks the box', async () => {
    const user = userEvent.setup()
    const { router } = await renderWithRouter(<Filters counts={facets} />, {
      path: '/jobs/all?q=driver',
    })
    const form = await open(user)
    await user.click(within(form).getByRole('checkbox', { name: /Bulawayo/ }))
    await waitFor(() =>
      expect(router.state.location.href).toBe('/jobs/all?q=driver&location=bulawayo'),
    )
    const chosen = screen.getByRole('list', { name: 'Search and filters' })
    await user.click(within(chosen).getByRole('link', { name: /Remove filter: Bulawayo/ }))
    await waitFor(() => expect(router.state.location.href).toBe('/jobs/all?q=driver'))
    await waitFor(() =>
      expect(within(form).getByRole('checkbox', { name: /Bulawayo/ })).not.toBeChecked(),
    )
  })

  it('offers "Shows pay" with its count; a tap narrows the list, into the address and a chip', async () => {
    const user = userEvent.setup()
    const { router } = await renderWithRouter(<Filters counts={facets} />, {
      path: '/jobs/all?q=driver&location=harare',
    })
    const form = await open(user)
    const pay = within(form).getByRole('group', { name: 'Pay' })
    const box = within(pay).getByRole('checkbox', { name: /Shows pay/ })
    expect(box.closest('label')?.textContent).toBe('Shows pay 12')
    expect(box).not.toBeChecked()
    await user.click(box)
    expect(box).toBeChecked()
    await waitFor(() =>
      expect(router.state.location.href).toBe('/jobs/all?q=driver&location=harare&pay=shown'),
    )
    expect(screen.getByText('Filters')).toHaveTextContent('Filters2 chosen')
    const chosen = screen.getByRole('list', { name: 'Search and filters' })
    const chip = within(chosen).getByRole('link', { name: 'Remove filter: Shows pay (12 jobs)' })
    expect(chip).toHaveAttribute('href', '/jobs/all?q=driver&location=harare')
    await user.click(chip)
    await waitFor(() =>
      expect(router.state.location.href).toBe('/jobs/all?q=driver&location=harare'),
    )
    await waitFor(() =>
      expect(within(form).getByRole('checkbox', { name: /Shows pay/ })).not.toBeChecked(),
    )
  })

  it('reads "Shows pay" from the address, as a reload or a shared link opens it', async () => {
    await renderWithRouter(<Filters counts={undefined} />, { path: '/jobs/all?pay=shown' })
    const form = screen.getByRole('form', { name: 'Filters', hidden: true }) as HTMLFormElement
    // Without counts it is offered all the same, ticked, and its chip names it.
    expect(within(form).getByRole('checkbox', { name: 'Shows pay', hidden: true })).toBeChecked()
    expect([...new FormData(form)]).toEqual([
      ['sort', 'newest'],
      ['pay', 'shown'],
      ['posted', ''],
    ])
    expect(screen.getByRole('link', { name: 'Remove filter: Shows pay' })).toHaveAttribute(
      'href',
      '/jobs/all',
    )
  })

  it('offers no "Pay" group when no job in the list states its pay', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<Filters counts={{ ...facets, pay: [] }} />, { path: '/jobs/all' })
    const form = await open(user)
    expect(within(form).queryByRole('group', { name: 'Pay' })).toBeNull()
    expect(within(form).queryByRole('checkbox', { name: /Shows pay/ })).toBeNull()
  })

  it('is operable from the keyboard, and Escape closes it with the focus back on its button', async () => {
    const user = userEvent.setup()
    const { router } = await renderWithRouter(<Filters counts={facets} />, { path: '/jobs/all' })
    const summary = screen.getByText('Filters')
    // Enter or Space on it is the browser's own (jsdom has no keyboard activation for it; the
    // browser tests press Enter): a click stands in here.
    await user.click(summary)
    const details = summary.closest('details') as HTMLDetailsElement
    expect(details.open).toBe(true)
    // the order first, then each filter
    await user.tab()
    expect(screen.getByRole('radio', { name: 'Newest' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('checkbox', { name: /Harare/ })).toHaveFocus()
    await user.keyboard(' ')
    await waitFor(() => expect(router.state.location.href).toBe('/jobs/all?location=harare'))
    // the focus stays where the reader is
    expect(screen.getByRole('checkbox', { name: /Harare/ })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(details.open).toBe(false)
    expect(summary).toHaveFocus()
  })

  it('orders the list: "Best match" for a search only, the default order left out of the address', async () => {
    const user = userEvent.setup()
    const { router } = await renderWithRouter(<Filters counts={facets} />, {
      path: '/jobs/all?q=driver',
    })
    const form = await open(user)
    const sort = within(form).getByRole('group', { name: 'Sort by' })
    expect(
      within(sort)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Best match', 'Newest', 'Expiring soon'])
    expect(within(sort).getByRole('radio', { name: 'Best match' })).toBeChecked()
    await user.click(within(sort).getByRole('radio', { name: 'Expiring soon' }))
    await waitFor(() => expect(router.state.location.href).toBe('/jobs/all?q=driver&sort=expiring'))
    await user.click(within(sort).getByRole('radio', { name: 'Best match' }))
    await waitFor(() => expect(router.state.location.href).toBe('/jobs/all?q=driver'))
    // the words cleared: nothing to rank, and the default is the newest first
    await user.click(screen.getByRole('link', { name: 'Clear search: “driver”' }))
    await waitFor(() => expect(router.state.location.href).toBe('/jobs/all'))
    expect(within(sort).queryByRole('radio', { name: 'Best match' })).toBeNull()
    expect(within(sort).getByRole('radio', { name: 'Newest' })).toBeChecked()
  })

  it('offers no order on the closed list', async () => {
    const user = userEvent.setup()
    await renderWithRouter(
      <FilterSheet search={{}} facets={facets} path="/jobs/archives" sortable={false} />,
      { path: '/jobs/archives' },
    )
    const form = await open(user)
    expect(within(form).queryByRole('group', { name: 'Sort by' })).toBeNull()
  })

  it('closes on Apply, with the focus back on its button', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<Filters counts={facets} />, { path: '/jobs/all?type=contract' })
    const form = await open(user)
    await user.click(within(form).getByRole('button', { name: 'Apply filters' }))
    expect((form.closest('details') as HTMLDetailsElement).open).toBe(false)
    expect(screen.getByText('Filters')).toHaveFocus()
  })

  it('clears every filter and keeps the search', async () => {
    const user = userEvent.setup()
    const { router } = await renderWithRouter(<Filters counts={facets} />, {
      path: '/jobs/all?q=clerk&location=harare,other&type=contract',
    })
    const form = await open(user)
    expect(within(form).getByRole('checkbox', { name: /Other/ })).toBeChecked()
    await user.click(within(form).getByRole('link', { name: 'Clear filters' }))
    expect(router.state.location.href).toBe('/jobs/all?q=clerk')
    expect(within(form).getByRole('checkbox', { name: /Other/ })).not.toBeChecked()
    // the words alone stay, as a chip that clears them
    const chips = screen.getByRole('list', { name: 'Search and filters' })
    expect(
      within(chips)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Clear search: “clerk”'])
  })

  it('without counts (not loaded, or offline) still offers every value', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<Filters counts={undefined} />, { path: '/jobs/all?location=gweru' })
    const form = await open(user)
    const towns = within(within(form).getByRole('group', { name: 'Town' })).getAllByRole('checkbox')
    expect(towns.length).toBeGreaterThan(50)
    expect(within(form).getByRole('checkbox', { name: 'Gweru' })).toBeChecked()
    // the chip names the value until the counts bring its name
    expect(screen.getByRole('link', { name: 'Remove filter: gweru' })).toBeInTheDocument()
  })

  it('is a plain GET form to the list, carrying the search, for a browser without the app', async () => {
    await renderWithRouter(<Filters counts={facets} />, {
      path: '/jobs/all?q=driver&location=harare&sort=newest',
    })
    const form = screen.getByRole('form', { name: 'Filters', hidden: true }) as HTMLFormElement
    expect(form.getAttribute('method')).toBe('get')
    expect(form.getAttribute('action')).toBe('/jobs/all')
    expect([...new FormData(form)]).toEqual([
      ['q', 'driver'],
      ['sort', 'newest'],
      ['location', 'harare'],
      ['posted', ''],
    ])
  })
})
