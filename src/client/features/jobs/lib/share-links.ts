/**
 * Share link, share text and share targets for a job (docs/product.md#sharing). Most people read
 * a shared job in WhatsApp without opening the link, and forward it on later days, so the text
 * stands on its own and stays true: a flagged advert's warning first, then the job, town, pay and
 * the closing date (a weekday and a date, never "tomorrow").
 */
import { cautionWarning } from '#shared/caution.ts'
import { describeClosingDate } from '#shared/deadline-words.ts'

import { jobPageUrl, whatsAppShareLink } from '../../../lib/share-links.ts'
import type { JobView } from './job-view.ts'

/** What sharing reads of a job's view. */
export type ShareableJob = Pick<
  JobView,
  'id' | 'title' | 'company' | 'location' | 'salary' | 'deadline' | 'caution' | 'withdrawn'
>

export interface ShareTarget {
  name: string
  href: string
}

export const getShareUrl = jobPageUrl

/** A flagged advert's warning and a newline; nothing for any other. */
export function getShareWarning(job: ShareableJob): string {
  return job.caution ? `${cautionWarning(job.caution)}\n` : ''
}

/**
 * "[warning]\n{title} at {company}, {town}. {pay}. Closes Sunday 29 November 2026." The pay is the
 * card's words (`salary`). A closed job's says so: "Closed Thursday 26 November 2026", or "Closed"
 * for one its source withdrew (filled, aged out) before its deadline.
 */
export function getShareText(job: ShareableJob, now: number): string {
  const where = [job.company, job.location].filter(Boolean).join(', ')
  const pay = job.salary ? ` ${job.salary}.` : ''
  return `${getShareWarning(job)}${job.title} at ${where}.${pay} ${describeClosingDate(job.deadline, now, undefined, job.withdrawn)}.`
}

/** The share targets in menu order: messaging, microblogging, professional, social, email. */
export function getShareTargets(job: ShareableJob, origin: string, now: number): ShareTarget[] {
  const link = getShareUrl(job.id, origin)
  const shared = getShareText(job, now)
  const url = encodeURIComponent(link)
  const text = encodeURIComponent(shared)
  const subject = encodeURIComponent(job.title)
  return [
    { name: 'WhatsApp', href: whatsAppShareLink(`${shared}\n${link}`) },
    { name: 'X', href: `https://twitter.com/intent/tweet?text=${text}&url=${url}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { name: 'Email', href: `mailto:?subject=${subject}&body=${text}%0A${url}` },
  ]
}
