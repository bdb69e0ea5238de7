import { QueryClient } from '@tanstack/react-query'
import { expect, it } from 'vitest'

import { getRouteFile } from '#shared/server-render.ts'

import { createAppRouter } from './router.tsx'

// The server finds a page's CSS and chunks by its route files (src/server/render/page-assets.ts).
it('maps every route to its file in src/client/routes', () => {
  const files = Object.keys(import.meta.glob('./routes/*.tsx')).map((file) =>
    file.replace('./routes/', ''),
  )
  const router = createAppRouter(new QueryClient())
  const routeFiles = Object.keys(router.routesById).map(getRouteFile)
  expect(routeFiles.sort()).toEqual(files.sort())
})
