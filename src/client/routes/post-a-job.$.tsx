import { createFileRoute } from '@tanstack/react-router'

import type { ApiJob } from '#shared/job.ts'

import { ContentPage } from '../components/content-page.tsx'
import { NotFound } from '../components/not-found.tsx'
import { FALLBACK_FORM_CONFIG } from '../features/forms/api/fallback-form-config.ts'
import { formConfigQueryOptions, useFormConfig } from '../features/forms/api/get-form-config.ts'
import { ConfirmPost } from '../features/job-posts/components/confirm-post.tsx'
import { ManagePost } from '../features/job-posts/components/manage-post.tsx'
import { TurnstileWidget } from '../features/forms/components/turnstile-widget.tsx'
import { PostJobPage, type BotCheck } from '../features/job-posts/components/post-job-page.tsx'
import { POST_A_JOB_COPY } from '../features/job-posts/lib/page-words.ts'
import { JobCard } from '../features/jobs/components/job-card.tsx'
import { JobPagePreview } from '../features/jobs/components/job-detail.tsx'
import { toJobView } from '../features/jobs/lib/job-view.ts'

/**
 * The employer's three pages, /post-a-job, /post-a-job/confirm and /post-a-job/manage, as one
 * route: each route costs the first load of every page its entry in the route tree and preload
 * map, and these three share one chunk anyway (docs/decisions/049). Any other address under
 * /post-a-job is not found.
 */
export const Route = createFileRoute('/post-a-job/$')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(formConfigQueryOptions()),
  component: PostAJobRoute,
})

/** The preview is the real page and card, drawn through the one view model (toJobView). */
function renderJob(job: ApiJob) {
  const view = toJobView(job)
  return (
    <>
      <h3>Its page</h3>
      <JobPagePreview job={view} />
      <h3>Its card in the lists</h3>
      {/* As it will look; inert, since a job with no page cannot be saved, shared or opened. */}
      <div className="jp-preview-card" inert="">
        <JobCard job={view} closed={false} index={0} />
      </div>
    </>
  )
}

function PostAJobRoute() {
  const page = Route.useParams()._splat ?? ''
  if (page === 'confirm')
    return (
      <ContentPage title="Publish your job">
        <ConfirmPost />
      </ContentPage>
    )
  if (page === 'manage')
    return (
      <ContentPage title="Manage your job">
        <ManagePost />
      </ContentPage>
    )
  return page === '' ? <PostAJobForm /> : <NotFound />
}

function PostAJobForm() {
  const loaded = useFormConfig().data
  const config = loaded ?? FALLBACK_FORM_CONFIG
  const turnstile = config.turnstile
  const botCheck: BotCheck = ({ resetKey, onToken }) =>
    turnstile && (
      <TurnstileWidget
        siteKey={turnstile.siteKey}
        scriptUrl={turnstile.scriptUrl}
        resetKey={resetKey}
        onToken={onToken}
        onError={() => onToken(null)}
      />
    )
  return (
    <ContentPage title={POST_A_JOB_COPY.title} lead={POST_A_JOB_COPY.lead}>
      <PostJobPage
        config={{
          // Offline with no config at hand, the form is shown (and its draft): sending says why
          // it cannot go. A server that answered says whether it takes posts.
          enabled: loaded ? loaded.jobPosts?.enabled === true : true,
          needsBotCheck: turnstile !== null,
        }}
        botCheck={botCheck}
        renderJob={renderJob}
      />
    </ContentPage>
  )
}
