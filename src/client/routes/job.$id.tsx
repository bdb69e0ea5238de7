import { createFileRoute } from '@tanstack/react-router'

import { ReportListing, ReportListingLink } from '../features/forms/components/report-listing.tsx'
import { ensureJob } from '../features/jobs/api/get-job.ts'
import { JobDetail } from '../features/jobs/components/job-detail.tsx'
import { JobDetailError } from '../features/jobs/components/job-detail-error.tsx'
import { prepareMarkdown } from '../lib/markdown-renderer.ts'

export const Route = createFileRoute('/job/$id')({
  loader: async ({ context, params }) => {
    const job = await ensureJob(context.queryClient, params.id)
    await prepareMarkdown([job.description, job.requirements])
    return job
  },
  pendingComponent: () => (
    <p className="container" role="status" style={{ padding: '2rem 1rem' }}>
      Loading job details
    </p>
  ),
  errorComponent: JobDetailError,
  component: JobDetailPage,
})

function JobDetailPage() {
  const { id } = Route.useParams()
  return (
    <JobDetail id={id} footer={<ReportListing jobId={id} />} reportLink={<ReportListingLink />} />
  )
}
