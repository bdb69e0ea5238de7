import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, render, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { vi } from 'vitest'

import { parseSearchParams, stringifySearchParams } from '../lib/search-params.ts'

// The app's list pages carry the list anchor that a sent search scrolls to; a job's page is
// empty. Components under test only need them to link and navigate to.
const LIST_PATHS = ['/jobs/all', '/jobs/urgent', '/jobs/critical', '/jobs/archives']

/** Renders `ui` above an <Outlet/> in a minimal in-memory router that starts at `path`. */
export async function renderWithRouter(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  // The router scrolls the window to the top after each navigation, which jsdom reports as not
  // implemented. A test that spies on scrollTo itself keeps its spy.
  if (!vi.isMockFunction(window.scrollTo)) vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  })
  const listRoutes = ['/', ...LIST_PATHS].map((routePath) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path: routePath,
      component: () => <div id="job-listings" />,
    }),
  )
  const jobRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/job/$id',
    component: () => null,
  })
  const employerRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/employers/$slug',
    component: () => null,
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([...listRoutes, jobRoute, employerRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
    // Unknown paths render nothing instead of the router's default text and dev warning.
    defaultNotFoundComponent: () => null,
    // As the app's router reads and writes addresses (router.tsx).
    parseSearch: parseSearchParams,
    stringifySearch: stringifySearchParams,
  })
  await router.load()
  return { ...render(<RouterProvider router={router} />), router }
}

/**
 * Starts a navigation (`() => router.navigate(...)`) and waits until the router has drawn the
 * page. The wait runs outside act: React 18's act holds back, until its callback settles, the
 * very render that the router's promise waits for.
 */
export async function navigated(start: () => Promise<void>): Promise<void> {
  let navigation: Promise<void> = Promise.resolve()
  act(() => {
    navigation = start()
  })
  await waitFor(() => navigation)
}
