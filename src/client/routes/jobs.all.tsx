import { createFileRoute } from '@tanstack/react-router'

import { formConfigQueryOptions } from '../features/forms/api/get-form-config.ts'
import { AlertControl } from '../features/forms/components/alert-control.tsx'
import { prefetchJobList } from '../features/jobs/api/prefetch-job-list.ts'
import { preloadListFilters } from '../features/jobs/components/lazy-list-filters.tsx'
import { JobsListPage } from '../features/jobs/components/jobs-list-page.tsx'
import { validateListSearch } from '../lib/list-search.ts'

export const Route = createFileRoute('/jobs/all')({
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    prefetchJobList(context.queryClient, 'all', deps)
    // The alert offer's config, so the server's page draws the offer in its first render pass.
    void context.queryClient.prefetchQuery(formConfigQueryOptions())
    await preloadListFilters()
  },
  component: () => <JobsListPage filter="all" alert={<AlertControl />} />,
})
