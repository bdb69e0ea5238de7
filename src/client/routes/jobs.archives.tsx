import { createFileRoute } from '@tanstack/react-router'

import { prefetchJobList } from '../features/jobs/api/prefetch-job-list.ts'
import { JobsListPage } from '../features/jobs/components/jobs-list-page.tsx'

export const Route = createFileRoute('/jobs/archives')({
  loader: ({ context }) => prefetchJobList(context.queryClient, 'archive'),
  component: () => <JobsListPage filter="archive" />,
})
