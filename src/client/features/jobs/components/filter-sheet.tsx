/**
 * The list's order and filters behind one "Filters" button: Sort by, Town, Kind of work, Job
 * type, Pay ("Shows pay") and Posted within, each value with how many jobs it would show. The
 * order is here rather than beside the list, so that the first job fits the first screen of a
 * phone (docs/decisions/059). A <details> holding a
 * GET form, so that it opens and applies with no app at all (docs/decisions/017, 026); with the
 * app, a tap applies at once and the address follows (a new history entry per tap, so Back
 * undoes it).
 */
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'

import type { JobFacets } from '#shared/job.ts'

import type { ListSearch } from '../../../lib/list-search.ts'
import { stringifySearchParams } from '../../../lib/search-params.ts'
import { getFacetOptions } from '../lib/facet-options.ts'
import { countChosenFilters, withoutFilters } from '../lib/list-filters.ts'
import { readFilterForm } from '../lib/read-filter-form.ts'
import { getDefaultSort } from '../lib/list-query.ts'
import { POSTED_OPTIONS } from '../lib/posted-options.ts'
import { SORT_OPTIONS } from '../lib/sort-options.ts'
import { FilterGroup } from './filter-group.tsx'
import styles from './filter-sheet.module.css'
import { ListLink } from './list-link.tsx'

const ANY_TIME = { value: '', label: 'Any time' }

export function FilterSheet({
  search,
  facets,
  path,
  sortable,
}: {
  /** the list's search and filters, from the address */
  search: ListSearch
  facets: JobFacets | undefined
  /** the list page's path: where the form goes without the app */
  path: string
  /** the list can be ordered (not the closed list: newest first, or best match for words) */
  sortable: boolean
}) {
  const navigate = useNavigate()
  const detailsRef = useRef<HTMLDetailsElement>(null)
  const summaryRef = useRef<HTMLElement>(null)
  const [open, setOpen] = useState(false)
  // A tap shows at once; the address catches up a moment later. Once it has moved (this tap,
  // or Back), it is what the controls show, and the tap is forgotten: a chip's × can bring the
  // address back to where the tap was made, and the tap must not show again then.
  const address = stringifySearchParams(search)
  const [tapped, setTapped] = useState<{ search: ListSearch; over: string } | null>(null)
  if (tapped && tapped.over !== address) setTapped(null)
  const shown = tapped?.over === address ? tapped.search : search
  const chosenCount = countChosenFilters(search)

  const apply = (form: HTMLFormElement) => {
    const next = readFilterForm(form)
    setTapped({ search: next, over: address })
    if (stringifySearchParams(next) !== address)
      void navigate({ to: '.', search: next, resetScroll: false })
  }
  const close = (refocus: boolean) => {
    if (detailsRef.current) detailsRef.current.open = false
    if (refocus) summaryRef.current?.focus()
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Already applied, tap by tap; what was ticked before the app took over is applied now.
    event.preventDefault()
    apply(event.currentTarget)
    close(true)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !open) return
    event.preventDefault()
    close(true)
  }
  // A tap outside closes it, as any other sheet.
  useEffect(() => {
    if (!open) return undefined
    const onPointerDown = (event: PointerEvent) => {
      const details = detailsRef.current
      if (details && !details.contains(event.target as Node)) details.open = false
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  return (
    <details
      ref={detailsRef}
      className={styles.filters}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={onKeyDown}
    >
      <summary ref={summaryRef} className="button">
        Filters
        {chosenCount > 0 && (
          <span className={styles.badge}>
            {chosenCount}
            <span className="visually-hidden"> chosen</span>
          </span>
        )}
      </summary>
      <form
        className={styles.sheet}
        method="get"
        action={path}
        aria-label="Filters"
        onChange={(event) => apply(event.currentTarget)}
        onSubmit={onSubmit}
      >
        {/* The search goes with the filters and the order when the browser sends the form. */}
        {shown.q && <input type="hidden" name="q" value={shown.q} />}
        {sortable && (
          <FilterGroup
            legend="Sort by"
            name="sort"
            type="radio"
            options={SORT_OPTIONS.filter((option) => shown.q || option.value !== 'relevance')}
            chosen={[shown.sort ?? getDefaultSort(shown.q ?? '')]}
          />
        )}
        <FilterGroup
          legend="Town"
          name="location"
          options={getFacetOptions('location', facets, shown.location)}
          chosen={shown.location ?? []}
        />
        <FilterGroup
          legend="Kind of work"
          name="category"
          options={getFacetOptions('category', facets, shown.category)}
          chosen={shown.category ?? []}
        />
        <FilterGroup
          legend="Job type"
          name="type"
          options={getFacetOptions('type', facets, shown.type)}
          chosen={shown.type ?? []}
        />
        <FilterGroup
          legend="Pay"
          name="pay"
          options={getFacetOptions('pay', facets, shown.pay && [shown.pay])}
          chosen={shown.pay ? [shown.pay] : []}
        />
        <FilterGroup
          legend="Posted within"
          name="posted"
          type="radio"
          options={[ANY_TIME, ...POSTED_OPTIONS]}
          chosen={[shown.posted ?? '']}
        />
        <div className={styles.actions}>
          <button type="submit" className="button button--primary">
            Apply filters
          </button>
          {chosenCount > 0 && (
            <ListLink search={withoutFilters(search)} className="button">
              Clear filters
            </ListLink>
          )}
        </div>
      </form>
    </details>
  )
}
