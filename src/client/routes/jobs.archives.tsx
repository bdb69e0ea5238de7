import { createFileRoute } from '@tanstack/react-router'

import { prefetchJobList } from '../features/jobs/api/prefetch-job-list.ts'
import { JobsListPage } from '../features/jobs/components/jobs-list-page.tsx'
import { validateListSearch } from '../lib/list-search.ts'

export const Route = createFileRoute('/jobs/archives')({
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchJobList(context.queryClient, 'archive', deps),
  component: () => <JobsListPage filter="archive" />,
})
