import { createFileRoute } from '@tanstack/react-router'

import { JobSearchTrackerPage } from '../features/content/components/job-search-tracker-page.tsx'

export const Route = createFileRoute('/resources/job-search-tracker')({
  component: JobSearchTrackerPage,
})
