import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'

import { describeDeadline } from '#shared/deadline-words.ts'
import { getJobPageDescription, getJobPageTitle } from '#shared/job-meta.ts'
import { isOpen } from '#shared/job-state.ts'

import { MarkdownHtml } from '../../../components/markdown-html.tsx'
import { SITE_TIME_ZONE } from '../../../config/site.ts'
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts'
import { useNowUntil } from '../../../hooks/use-now.ts'
import { jobQueryOptions } from '../api/get-job.ts'
import { toJobView, type JobView } from '../lib/job-view.ts'
import { payText } from '../lib/pay-text.ts'
import { BackToJobs } from './back-to-jobs.tsx'
import { CautionNote } from './caution-note.tsx'
import { Countdown } from './countdown.tsx'
import { HowToApplyBox } from './how-to-apply-box.tsx'
import { closedText, CompanyLink, PostedBy } from './posted-by.tsx'
import styles from './job-detail.module.css'
import { SaveToggle } from './save-toggle.tsx'
import { RemovedJobPage } from './removed-job-page.tsx'
import { ShareMenu } from './share-menu.tsx'

/**
 * Job detail and apply (docs/product.md#job-page); markdown is sanitized in lib/markdown. A job
 * the site's team removed has a page of its own that says so. `footer` closes the page (the route
 * puts "Report this listing" there); `reportLink` ends the page's scam warnings, a way to it.
 */
export function JobDetail({
  id,
  footer,
  reportLink,
}: {
  id: string
  footer?: ReactNode
  reportLink?: ReactNode
}) {
  const { data } = useSuspenseQuery(jobQueryOptions(id))
  const job = toJobView(data)
  return job.takenDown ? (
    <RemovedJobPage job={job} />
  ) : (
    <JobPage job={job} footer={footer} reportLink={reportLink} />
  )
}

function JobPage({
  job,
  footer,
  reportLink,
}: {
  job: JobView
  footer: ReactNode
  reportLink: ReactNode
}) {
  const data = job.source
  const now = useJobPageNow(job)
  // the same words the server put in the HTML for link previews (src/shared/job-meta.ts)
  useDocumentMeta({
    title: getJobPageTitle(data),
    description: getJobPageDescription(data, now, SITE_TIME_ZONE),
    path: `/job/${job.id}`,
    type: 'article',
  })
  return <JobArticle job={job} now={now} footer={footer} reportLink={reportLink} />
}

function useJobPageNow(job: JobView): number {
  return useNowUntil((time) => (job.deadline !== null && job.deadline > time ? job.deadline : null))
}

/**
 * A job that has no page yet, as its page will show it: an employer's preview of their post
 * (routes/post-a-job.index.tsx). The page's own article, without the page's title and address
 * and without saving or sharing, which a job with no page cannot offer.
 */
export function JobPagePreview({ job }: { job: JobView }) {
  const now = useJobPageNow(job)
  return <JobArticle job={job} now={now} footer={null} reportLink={null} preview />
}

function JobArticle({
  job,
  now,
  footer,
  reportLink,
  preview = false,
}: {
  job: JobView
  now: number
  footer: ReactNode
  reportLink: ReactNode
  preview?: boolean
}) {
  const closed = !isOpen(job, now)
  const caution = job.caution && <CautionNote kind={job.caution}>{reportLink}</CautionNote>
  const pay = payText(job)

  return (
    <article className={`container ${styles.page}`} aria-labelledby="job-title">
      {!preview && <BackToJobs className={`button ${styles.back}`}>← Back to Jobs</BackToJobs>}
      <header className={styles.header}>
        <h1 id="job-title" className={styles.title}>
          {job.title}
        </h1>
        <CompanyLink job={job} />
        <PostedBy job={job} />
        <p className={styles.meta}>
          {job.location && <span>{job.location}</span>}
          <span className={styles.badge}>{job.type}</span>
        </p>
        {caution}
        <Countdown deadline={job.deadline} closed={closed} />
        {/* A closed job's countdown says when it closed, and the box below why. */}
        {!closed && (
          <p className={styles.muted}>{describeDeadline(job.deadline, now, SITE_TIME_ZONE)}</p>
        )}
        {pay && <p className={styles.salary}>Salary: {pay}</p>}
      </header>
      {/* Again where the reader is about to act on the advert. */}
      {!closed && caution}

      <section className={styles.apply} aria-label="How to apply">
        {closed ? <p className={styles.closed}>{closedText(job)}</p> : <HowToApplyBox job={job} />}
        <ShareMenu job={job} disabled={preview} />
        {!preview && <SaveToggle job={job} hideUnlessSaved={closed} />}
      </section>
      <p className={styles.warning}>
        Never pay to apply for a job. Genuine employers do not charge application or
        &quot;registration&quot; fees.
      </p>

      <section aria-labelledby="job-description-title">
        <h2 id="job-description-title">About the job</h2>
        <MarkdownHtml className={styles.markdown} markdown={job.description} />
      </section>
      {job.requirements && (
        <section aria-labelledby="job-requirements-title">
          <h2 id="job-requirements-title">Requirements</h2>
          <MarkdownHtml className={styles.markdown} markdown={job.requirements} />
        </section>
      )}
      {footer}
    </article>
  )
}
