/**
 * The title and description of a job's page. The server puts them in the HTML that link-preview
 * crawlers read (WhatsApp, Facebook, LinkedIn run no JavaScript) and the app sets the same ones
 * when it shows the job, so a shared link reads the same everywhere.
 */
import { cautionWarning } from './caution.ts'
import { getJobDeadline, isClosed } from './deadline.ts'
import { describeClosingDate, formatLongDate } from './deadline-words.ts'
import type { ApiJob } from './job.ts'
import { toPlainTextPreview, truncateText } from './plain-text.ts'
import { SITE_NAME } from './site.ts'

// A 160-character snippet, then an ellipsis (what search results show of it).
const DESCRIPTION_MAX = 160

export function getJobPageTitle(job: Pick<ApiJob, 'title' | 'company'>): string {
  return `${job.title} at ${job.company} | ${SITE_NAME}`
}

/**
 * "Apply by Friday 4 December 2026. Zambezi Bank, Harare. Process payments and ...", led by the
 * warning of a flagged advert: a link preview is all that many readers of a shared link see. The
 * longest warning is well under the limit, so it is never cut.
 */
export function getJobPageDescription(job: ApiJob, now: number, timeZone: string): string {
  const deadline = getJobDeadline(job, timeZone)
  const when = job.withdrawn
    ? 'Closed: no longer listed by its source'
    : deadline !== null && !isClosed(deadline, now)
      ? `Apply by ${formatLongDate(deadline, timeZone)}`
      : describeClosingDate(deadline, now, timeZone)
  const where = [job.company, job.location].filter(Boolean).join(', ')
  const preview = toPlainTextPreview(job.description)
  return truncateText(
    [job.caution && cautionWarning(job.caution), `${when}.`, where && `${where}.`, preview]
      .filter(Boolean)
      .join(' '),
    DESCRIPTION_MAX,
  )
}
