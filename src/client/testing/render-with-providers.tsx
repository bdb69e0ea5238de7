import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'

import { renderWithRouter } from './render-with-router.tsx'

/** A fresh query client per test: no retries, no shared cache. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } })
}

export async function renderWithProviders(
  ui: ReactNode,
  { path = '/', queryClient = createTestQueryClient() } = {},
) {
  const result = await renderWithRouter(
    <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>,
    { path },
  )
  return { ...result, queryClient }
}
