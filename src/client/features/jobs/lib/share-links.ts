/**
 * Share link, share text and share targets for a job (docs/product.md#sharing). The
 * text carries the deadline in words because most people read a shared job in WhatsApp without
 * opening the link.
 */
import { describeDeadline } from '#shared/deadline-words.ts'

import type { JobView } from './job-view.ts'

/** What sharing reads of a job's view. */
export type ShareableJob = Pick<JobView, 'id' | 'title' | 'company' | 'deadline'>

export interface ShareTarget {
  name: string
  href: string
}

export function getShareUrl(id: string, origin: string): string {
  return `${origin}/job/${encodeURIComponent(id)}`
}

/** "{title} at {company} - {deadline in words}" */
export function getShareText(job: ShareableJob, now: number): string {
  return `${job.title} at ${job.company} - ${describeDeadline(job.deadline, now)}`
}

/** The share targets in menu order: messaging, microblogging, professional, social, email. */
export function getShareTargets(job: ShareableJob, origin: string, now: number): ShareTarget[] {
  const url = getShareUrl(job.id, origin)
  const text = getShareText(job, now)
  const encodedUrl = encodeURIComponent(url)
  const emailBody = `${job.title} at ${job.company}\n\n${describeDeadline(job.deadline, now)}\n${url}`
  return [
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}` },
    {
      name: 'X',
      href: `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodedUrl}`,
    },
    {
      name: 'LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`,
    },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}` },
    {
      name: 'Email',
      href: `mailto:?subject=${encodeURIComponent(job.title)}&body=${encodeURIComponent(emailBody)}`,
    },
  ]
}
