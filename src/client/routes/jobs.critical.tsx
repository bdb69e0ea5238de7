import { createFileRoute } from '@tanstack/react-router'

import { prefetchJobList } from '../features/jobs/api/prefetch-job-list.ts'
import { JobsListPage } from '../features/jobs/components/jobs-list-page.tsx'

export const Route = createFileRoute('/jobs/critical')({
  loader: ({ context }) => prefetchJobList(context.queryClient, 'critical'),
  component: () => <JobsListPage filter="critical" />,
})
