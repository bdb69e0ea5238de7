import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

import { AboutPage } from '../features/content/components/about-page.tsx'
import { jobCountsQueryOptions } from '../features/jobs/api/get-job-counts.ts'
import { prepareContentMarkdown } from '../lib/markdown-renderer.ts'

export const Route = createFileRoute('/about')({
  loader: prepareContentMarkdown,
  component: AboutRoute,
})

// The live figures come from the jobs feature; content may not import it, so they meet here.
function AboutRoute() {
  const { data } = useQuery(jobCountsQueryOptions())
  return (
    <AboutPage
      liveFigures={{
        activeJobs: data?.active ?? null,
        closingThisWeek: data ? data.critical + data.urgent : null,
      }}
    />
  )
}
