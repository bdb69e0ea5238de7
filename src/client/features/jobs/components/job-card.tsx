import { Link } from '@tanstack/react-router'
import type { CSSProperties, ReactNode } from 'react'

import { TagList } from '../../../components/tag-list.tsx'
import { getJobHeadingId, getJobPreview, type JobView } from '../lib/job-view.ts'
import { saveScrollPosition } from '../lib/scroll-position.ts'
import { CautionNote } from './caution-note.tsx'
import { Countdown } from './countdown.tsx'
import styles from './job-card.module.css'
import { SaveToggle } from './save-toggle.tsx'
import { ShareMenu } from './share-menu.tsx'

/** Reveal stagger: index mod 6 times 80 ms. */
const STAGGER_MS = 80

export function JobCard({
  job,
  closed,
  index,
  canOpen = !job.isSample,
  note,
  preview = false,
}: {
  job: JobView
  closed: boolean
  index: number
  /** false for a job with no page to open (gone from the site); a closed job's page still reads */
  canOpen?: boolean
  /** a line under the countdown, e.g. why a saved job closed, or its status on /saved */
  note?: ReactNode
  /** a job with no page yet (an employer's preview): it cannot be saved, shared or opened */
  preview?: boolean
}) {
  const headingId = getJobHeadingId(job.id)
  const style = { '--reveal-delay': `${(index % 6) * STAGGER_MS}ms` } as CSSProperties
  return (
    <article className={styles.card} aria-labelledby={headingId} data-reveal="" style={style}>
      <h3 id={headingId} className={styles.title}>
        {job.title}
      </h3>
      <p className={styles.company}>{job.company}</p>
      <p className={styles.meta}>
        {job.location && <span>{job.location}</span>}
        <span className={styles.badge}>{job.type}</span>
        {job.isSample && <span className={styles.flag}>Sample</span>}
        {job.takenDown && <span className={styles.flag}>Removed</span>}
      </p>
      <Countdown deadline={job.deadline} closed={closed} />
      {note && <p className={styles.note}>{note}</p>}
      {job.caution && !job.takenDown && <CautionNote kind={job.caution} />}
      {job.salary && <p className={styles.salary}>{job.salary}</p>}
      <p className={styles.preview}>{getJobPreview(job)}</p>
      <TagList tags={job.tags} />
      <div className={styles.actions}>
        <ShareMenu job={job} disabled={!canOpen || preview} />
        {!closed && !job.isSample && !preview && <SaveToggle job={job} />}
        {closed && !job.isSample && canOpen && !preview && <SaveToggle job={job} hideUnlessSaved />}
        {!canOpen || preview ? (
          // A sample job, or one gone from the site, has no page to open: a placeholder link (no
          // href), announced as a disabled link and named for its job like the others.
          <a role="link" aria-disabled="true" className="button button--primary">
            View and Apply<span className="visually-hidden">: {job.title}</span>
          </a>
        ) : (
          <Link
            to="/job/$id"
            params={{ id: job.id }}
            className={`button button--primary${closed ? ` ${styles.reread}` : ''}`}
            onClick={() => saveScrollPosition(location.pathname, window.scrollY)}
          >
            {/* A closed job's page is still there to re-read (say, before an interview). */}
            {closed ? 'Read the closed advert' : 'View and Apply'}
            <span className="visually-hidden">: {job.title}</span>
          </Link>
        )}
      </div>
    </article>
  )
}
