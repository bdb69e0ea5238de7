import { lazy, Suspense, type ComponentProps } from 'react'

import styles from './filter-sheet.module.css'

/**
 * The filter controls are fetched as a list page starts rather than with the first visit's
 * code. The server's page carries them as plain links and a GET form that work without it; they
 * become the app's once it arrives (docs/decisions/026).
 */
const loadFilters = () => import('./list-filters-ui.ts')
let loaded: Awaited<ReturnType<typeof loadFilters>> | null = null
const FilterSheet = lazy(() => loadFilters().then((module) => ({ default: module.FilterSheet })))
const ChosenFilters = lazy(() =>
  loadFilters().then((module) => ({ default: module.ChosenFilters })),
)
const NoMatch = lazy(() => loadFilters().then((module) => ({ default: module.NoMatch })))

/**
 * Fetches the controls' code; the list routes' loaders wait for it. A server-rendered list is
 * taken over by the app only then: a lazy part still on its way when the page first changes
 * (the device's own data arriving) is drawn afresh as its fallback, so the chips and the "no
 * match" message the server drew would vanish until the code came, for seconds on a slow link.
 * Once loaded, the parts render at once, inside the same Suspense boundaries as before.
 */
export function preloadListFilters(): Promise<void> {
  return loadFilters().then((module) => {
    loaded = module
  })
}

export function LazyFilterSheet(props: ComponentProps<typeof FilterSheet>) {
  return (
    <Suspense
      fallback={
        // Drawn by the app alone (a list opened from another page), for the moment the code
        // takes: the button's place, so nothing moves when it comes.
        <span className={`button ${styles.filters}`} aria-hidden="true">
          Filters
        </span>
      }
    >
      {loaded ? <loaded.FilterSheet {...props} /> : <FilterSheet {...props} />}
    </Suspense>
  )
}

export function LazyChosenFilters(props: ComponentProps<typeof ChosenFilters>) {
  return (
    <Suspense fallback={null}>
      {loaded ? <loaded.ChosenFilters {...props} /> : <ChosenFilters {...props} />}
    </Suspense>
  )
}

/** The list's count above it already says "0 jobs" while this loads. */
export function LazyNoMatch(props: ComponentProps<typeof NoMatch>) {
  return (
    <Suspense fallback={null}>
      {loaded ? <loaded.NoMatch {...props} /> : <NoMatch {...props} />}
    </Suspense>
  )
}
