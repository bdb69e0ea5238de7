import { createFileRoute } from '@tanstack/react-router'

import { SavedJobsPage } from '../features/jobs/components/saved-jobs-page.tsx'

export const Route = createFileRoute('/saved')({ component: SavedJobsPage })
