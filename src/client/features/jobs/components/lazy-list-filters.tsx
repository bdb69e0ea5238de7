import { useNavigate } from '@tanstack/react-router'
import { useCallback, useMemo, type ComponentProps } from 'react'

import type { JobFacets } from '#shared/job.ts'

import { isServerDrawnPageShown, ServerDrawnPart } from '../../../components/server-drawn-part.tsx'
import type { ListSearch } from '../../../lib/list-search.ts'
import { stringifySearchParams } from '../../../lib/search-params.ts'
import { loadWholeStylesheet } from '../../../lib/whole-stylesheet.ts'
import { readFilterForm } from '../lib/read-filter-form.ts'
import styles from './filter-sheet.module.css'

/**
 * The filter controls (the sheet, the chips of what is chosen, "nothing matches") are not part
 * of a first visit's code. The server's page carries them as plain links and a GET form that
 * work without it (docs/decisions/026); the app keeps them as the server drew them until the
 * reader touches them or the list changes, and only then fetches their code
 * (components/server-drawn-part.tsx, docs/decisions/074).
 */
const loadFilters = () =>
  Promise.all([import('./list-filters-ui.ts'), loadWholeStylesheet()]).then(([parts]) => parts)
type FilterParts = Awaited<ReturnType<typeof loadFilters>>
let loaded: FilterParts | null = null
let loading: Promise<FilterParts> | null = null

function loadParts(): Promise<FilterParts> {
  loading ??= loadFilters().then(
    (parts) => (loaded = parts),
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}
const getLoaded = () => loaded

/**
 * The list routes' loaders wait for the controls' code when the app draws a list itself (on the
 * server, and a list opened from another page), so that they are drawn with it at once; not when
 * it takes over the server's page, whose controls stay as drawn until used.
 */
export function preloadListFilters(): Promise<void> {
  if (isServerDrawnPageShown()) return Promise.resolve()
  return loadParts().then(() => undefined)
}

/** What the facets' counts say, as text, to tell whether the server's controls still show it. */
function useFacetsText(facets: JobFacets | undefined): string {
  return useMemo(() => JSON.stringify(facets ?? null), [facets])
}

export function LazyFilterSheet(props: ComponentProps<FilterParts['FilterSheet']>) {
  const { search, facets, path, sortable } = props
  const address = stringifySearchParams(search)
  const navigate = useNavigate()
  // A tap in the server's sheet applies at once, as in the app's; sending it also closes it.
  const onForm = useCallback(
    (form: HTMLFormElement, sent: boolean) => {
      const next = readFilterForm(form)
      if (stringifySearchParams(next) !== address)
        void navigate({ to: '.', search: next, resetScroll: false })
      const details = form.closest('details')
      if (sent && details) {
        details.open = false
        details.querySelector('summary')?.focus()
      }
    },
    [address, navigate],
  )
  return (
    <ServerDrawnPart
      name="filter-sheet"
      shows={`${address}|${path}|${sortable}|${useFacetsText(facets)}`}
      load={loadParts}
      loaded={getLoaded}
      draw={(parts) => <parts.FilterSheet {...props} />}
      onForm={onForm}
      placeholder={
        // Drawn by the app alone, for the moment the code takes: the button's place, so nothing
        // moves when it comes.
        <span className={`button ${styles.filters}`} aria-hidden="true">
          Filters
        </span>
      }
    />
  )
}

export function LazyChosenFilters(props: { search: ListSearch; facets: JobFacets | undefined }) {
  return (
    <ServerDrawnPart
      name="chosen-filters"
      shows={`${stringifySearchParams(props.search)}|${useFacetsText(props.facets)}`}
      load={loadParts}
      loaded={getLoaded}
      draw={(parts) => <parts.ChosenFilters {...props} />}
    />
  )
}

/** The list's count above it already says "0 jobs" while this loads. */
export function LazyNoMatch(props: { search: ListSearch; onDevice?: boolean }) {
  return (
    <ServerDrawnPart
      name="no-match"
      shows={`${stringifySearchParams(props.search)}|${props.onDevice ?? false}`}
      load={loadParts}
      loaded={getLoaded}
      draw={(parts) => <parts.NoMatch {...props} />}
    />
  )
}
