import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { applyStoredTheme } from './hooks/use-theme.ts'
import { createQueryClient } from './lib/query-client.ts'
import { createAppRouter } from './router.tsx'
import './styles/base.css'

applyStoredTheme()
// The spec restores list scroll positions itself (SPEC.md §2 Home).
if ('scrollRestoration' in history) history.scrollRestoration = 'manual'

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  )
}
