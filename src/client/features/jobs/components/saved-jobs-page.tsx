import { Link } from '@tanstack/react-router'

import { formatPageTitle, SITE_TIME_ZONE } from '../../../config/site.ts'
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts'
import { useNowUntil } from '../../../hooks/use-now.ts'
import { downloadTextFile } from '../../../lib/download.ts'
import {
  getServerStorageStatus,
  getStorageStatus,
  subscribeToStorageStatus,
} from '../../../lib/storage.ts'
import { toast } from '../../../lib/toast.ts'
import { PAGE_COPY } from '../../../seo/page-copy.ts'
import { useSavedJobsRefresh } from '../api/get-saved-jobs.ts'
import { useSavedJobs } from '../hooks/use-saved-jobs.ts'
import { ApplicationStatusSelect } from './application-status-select.tsx'
import { getNextClassChange } from '../lib/job-filter.ts'
import { buildSavedJobsCsv } from '../lib/saved-jobs-csv.ts'
import { CLOSED_REASON_TEXT, orderSavedJobs } from '../lib/saved-jobs-order.ts'
import { JobCard } from './job-card.tsx'
import { PhoneReminders } from './phone-reminders.tsx'
import listStyles from './job-listing-section.module.css'
import styles from './saved-jobs-page.module.css'
import { useClientStore } from '../../../hooks/use-client-store.ts'

const SAVED_CSV_NAME = 'JobsZW-Saved-Jobs.csv'

/** /saved: the watchlist, with live countdowns, that works with no network. */
export function SavedJobsPage() {
  useDocumentMeta({
    title: formatPageTitle(PAGE_COPY.saved.title),
    description: PAGE_COPY.saved.lead,
  })
  const { loaded, jobs } = useSavedJobs()
  useSavedJobsRefresh(jobs)
  const storage = useClientStore(subscribeToStorageStatus, getStorageStatus, getServerStorageStatus)
  const now = useNowUntil((time) =>
    getNextClassChange(
      jobs.map((entry) => entry.job),
      time,
    ),
  )
  const { open, closed } = orderSavedJobs(jobs, now)

  function exportCsv() {
    const csv = buildSavedJobsCsv([...open, ...closed], {
      origin: location.origin,
      timeZone: SITE_TIME_ZONE,
    })
    if (downloadTextFile(SAVED_CSV_NAME, csv, 'text/csv'))
      toast.success('Tracker downloaded', { description: `Saved as ${SAVED_CSV_NAME}` })
    else toast.error('Download failed', { description: 'This browser could not save the file.' })
  }

  return (
    <div className={`container ${styles.page}`}>
      <h1>{PAGE_COPY.saved.title}</h1>
      <p className={styles.lead}>{PAGE_COPY.saved.lead}</p>
      {storage.kind === 'memory' && (
        <p className={styles.problem} role="alert">
          This browser is not letting JobsZW store anything (private browsing or storage turned
          off), so saved jobs last only until you close this page.
        </p>
      )}
      {loaded && <PhoneReminders offer={open.length > 0} />}
      {!loaded ? (
        <>
          <p className={`js-only ${listStyles.status}`} role="status">
            Loading saved jobs...
          </p>
          <p className={`no-js-only ${listStyles.status}`}>
            Saved jobs are kept on this device by the site&apos;s app, which needs JavaScript. Turn
            it on to save jobs and see them here.
          </p>
        </>
      ) : jobs.length === 0 ? (
        <div className={styles.empty}>
          <p>
            <strong>No saved jobs yet.</strong> Tap <strong>Save</strong> on any job to keep it
            here. Saved jobs open without a connection, count down to their deadlines, and can
            remind you before they close.
          </p>
          <Link to="/jobs/all" className="button button--primary">
            Browse jobs
          </Link>
        </div>
      ) : (
        <>
          <div className={styles.toolbar}>
            <p>
              {open.length} open{closed.length > 0 && `, ${closed.length} closed`}
            </p>
            <button type="button" className="button" onClick={exportCsv}>
              Download my tracker (CSV)
            </button>
          </div>
          {open.length > 0 && (
            <section aria-labelledby="saved-open">
              <h2 id="saved-open" className="visually-hidden">
                Open jobs
              </h2>
              <div className={listStyles.grid}>
                {open.map((item, index) => (
                  <JobCard
                    key={item.job.id}
                    job={item.job}
                    closed={false}
                    index={index}
                    note={<ApplicationStatusSelect saved={item} />}
                  />
                ))}
              </div>
            </section>
          )}
          {closed.length > 0 && (
            <section aria-labelledby="saved-closed" className={styles.closed}>
              <h2 id="saved-closed">Closed</h2>
              <div className={listStyles.grid}>
                {closed.map((item, index) => (
                  <JobCard
                    key={item.job.id}
                    job={item.job}
                    closed
                    canOpen={item.closed !== 'gone'}
                    index={index}
                    note={
                      <>
                        {item.closed && `${CLOSED_REASON_TEXT[item.closed]} `}
                        <ApplicationStatusSelect saved={item} />
                      </>
                    }
                  />
                ))}
              </div>
            </section>
          )}
        </>
      )}
    </div>
  )
}
