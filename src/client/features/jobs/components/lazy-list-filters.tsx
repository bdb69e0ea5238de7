import { lazy, Suspense, type ComponentProps } from 'react'

import styles from './filter-sheet.module.css'

/**
 * The filter controls are fetched as a list page starts rather than with the first visit's
 * code. The server's page carries them as plain links and a GET form that work without it; they
 * become the app's once it arrives (docs/decisions/026).
 */
const loadFilters = () => import('./list-filters-ui.ts')
const FilterSheet = lazy(() => loadFilters().then((module) => ({ default: module.FilterSheet })))
const ChosenFilters = lazy(() =>
  loadFilters().then((module) => ({ default: module.ChosenFilters })),
)
const NoMatch = lazy(() => loadFilters().then((module) => ({ default: module.NoMatch })))

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
      <FilterSheet {...props} />
    </Suspense>
  )
}

export function LazyChosenFilters(props: ComponentProps<typeof ChosenFilters>) {
  return (
    <Suspense fallback={null}>
      <ChosenFilters {...props} />
    </Suspense>
  )
}

/** The list's count above it already says "0 jobs" while this loads. */
export function LazyNoMatch(props: ComponentProps<typeof NoMatch>) {
  return (
    <Suspense fallback={null}>
      <NoMatch {...props} />
    </Suspense>
  )
}
