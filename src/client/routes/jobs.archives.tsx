import { createFileRoute } from '@tanstack/react-router'

import { prefetchJobList } from '../features/jobs/api/prefetch-job-list.ts'
import { preloadListFilters } from '../features/jobs/components/lazy-list-filters.tsx'
import { JobsListPage } from '../features/jobs/components/jobs-list-page.tsx'
import { validateListSearch } from '../lib/list-search.ts'

export const Route = createFileRoute('/jobs/archives')({
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    prefetchJobList(context.queryClient, 'closed', deps)
    await preloadListFilters()
  },
  // No "Email me new jobs like these": an alert sends jobs as they are added, never to the closed list.
  component: () => <JobsListPage filter="closed" />,
})
