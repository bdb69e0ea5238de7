import { createFileRoute } from '@tanstack/react-router'

import { AlertControl } from '../features/forms/components/alert-control.tsx'
import { prefetchJobList } from '../features/jobs/api/prefetch-job-list.ts'
import { preloadListFilters } from '../features/jobs/components/lazy-list-filters.tsx'
import { JobsListPage } from '../features/jobs/components/jobs-list-page.tsx'
import { validateListSearch } from '../lib/list-search.ts'

export const Route = createFileRoute('/jobs/urgent')({
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    prefetchJobList(context.queryClient, 'urgent', deps)
    await preloadListFilters()
  },
  component: () => <JobsListPage filter="urgent" alert={<AlertControl />} />,
})
