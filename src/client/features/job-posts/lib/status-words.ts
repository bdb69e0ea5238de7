/** A post's state as the manage page says it. */
import type { JobPostManage } from '#shared/schemas/job-post-answers.ts'

export function statusWords(answer: JobPostManage): string {
  if (answer.filled) return 'Filled: the job is closed and its page says it was filled.'
  switch (answer.status) {
    case 'live':
      return answer.pending_review
        ? 'Live. Your latest changes wait for a check by our team; the job shows as it was until then.'
        : 'Live: job seekers can find it.'
    case 'review':
      return 'Waiting for review: one of our team checks it before it goes live.'
    case 'rejected':
      return 'Not published: our team turned it down.'
    case 'unconfirmed':
      return 'Not published yet: open the link in the first email we sent to publish it.'
  }
}
