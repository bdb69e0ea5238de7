import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { vi } from 'vitest'

// The app's list and detail routes, empty: components under test only need them to link to.
const EMPTY_PATHS = ['/jobs/all', '/jobs/urgent', '/jobs/critical', '/jobs/archives', '/job/$id']

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
  // Home carries the list anchor that search submits scroll to.
  const homeRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <div id="job-listings" />,
  })
  const emptyRoutes = EMPTY_PATHS.map((routePath) =>
    createRoute({ getParentRoute: () => rootRoute, path: routePath, component: () => null }),
  )
  const router = createRouter({
    routeTree: rootRoute.addChildren([homeRoute, ...emptyRoutes]),
    history: createMemoryHistory({ initialEntries: [path] }),
    // Unknown paths render nothing instead of the router's default text and dev warning.
    defaultNotFoundComponent: () => null,
  })
  await router.load()
  return { ...render(<RouterProvider router={router} />), router }
}
