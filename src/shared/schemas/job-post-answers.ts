/**
 * What the /api/job-posts routes answer, one schema per answer: the server writes them, the
 * /post-a-job pages read them, and the API description names them.
 */
import * as v from 'valibot'

import { formBody } from './forms.ts'
import { apiJobSchema } from './job.ts'
import { jobPostEntries, jobPostSchema } from './job-post.ts'

/** Why a post waits for an operator instead of going live (decision 048). */
export const JOB_POST_HOLDS = [
  'unverified',
  'scam-rules',
  'impersonation',
  'agency-licence',
] as const
export type JobPostHold = (typeof JOB_POST_HOLDS)[number]

export const JOB_POST_TIERS = ['verified', 'not-verified'] as const
export type JobPostTier = (typeof JOB_POST_TIERS)[number]

const holds = v.pipe(
  v.array(v.picklist(JOB_POST_HOLDS)),
  v.description(
    'Why it goes to an operator before it is live: unverified (the work email is not at the website’s domain, or is a free or disposable provider), scam-rules (the scam rules flag its words), impersonation (the organisation is known here from another domain), agency-licence (an agency gave no licence number). Empty: it goes live on confirmation.',
  ),
)
const reasons = v.pipe(
  v.array(v.string()),
  v.description('One sentence in plain words per hold, in the order of holds'),
)

export const jobPostPreviewSchema = v.pipe(
  v.object({
    job: v.pipe(
      apiJobSchema,
      v.description('The job as its page and card would show it (job_id "preview")'),
    ),
    tier: v.pipe(
      v.nullable(v.picklist(JOB_POST_TIERS)),
      v.description('null until a work email is given'),
    ),
    holds,
    reasons,
    signals: v.pipe(
      v.array(v.object({ rule: v.string(), message: v.string(), excerpt: v.string() })),
      v.description(
        'What the scam rules found, each with the words that made them: a hold only when they add up',
      ),
    ),
  }),
  v.title('JobPostPreview'),
)

export const jobPostSentSchema = v.pipe(
  v.object({
    status: v.pipe(
      v.literal('confirmation-sent'),
      v.description(
        'A confirmation email is on its way to the work email; nothing is public until it is confirmed',
      ),
    ),
  }),
  v.title('JobPostSent'),
)

export const jobPostConfirmedSchema = v.pipe(
  v.object({
    status: v.pipe(
      v.picklist(['live', 'review']),
      v.description('live: on the site now; review: an operator checks it first (reasons say why)'),
    ),
    job_id: v.pipe(v.nullable(v.string()), v.description('The job, when live')),
    reasons,
  }),
  v.title('JobPostConfirmed'),
)

export const JOB_POST_STATUSES = ['unconfirmed', 'review', 'live', 'rejected'] as const

export const jobPostManageSchema = v.pipe(
  v.object({
    post: v.pipe(
      jobPostSchema,
      v.description('The post as its owner last wrote it (a waiting edit included)'),
    ),
    work_email: v.string(),
    status: v.picklist(JOB_POST_STATUSES),
    job_id: v.nullable(v.string()),
    tier: v.picklist(JOB_POST_TIERS),
    holds,
    reasons,
    filled: v.pipe(v.boolean(), v.description('Marked filled: the job is closed')),
    pending_review: v.pipe(
      v.boolean(),
      v.description(
        'An edit of the live job waits for an operator; the live job shows the version before it',
      ),
    ),
    reject_reason: v.pipe(
      v.nullable(v.string()),
      v.description("The operator's reason, when rejected"),
    ),
  }),
  v.title('JobPostManage'),
)

export const jobPostLinkSentSchema = v.pipe(
  v.object({
    status: v.pipe(
      v.literal('new-link-sent'),
      v.description('The old manage link no longer works; a new one was emailed to the work email'),
    ),
  }),
  v.title('JobPostLinkSent'),
)

/** The bodies of the token routes: the token is the one in the link's #token= fragment. */
const token = v.pipe(
  v.string('token is required'),
  // Counted in characters, as JSON Schema's maxLength is, which the metadata states.
  v.metadata({ minLength: 1, maxLength: 100 }),
  v.nonEmpty('token is required'),
  v.maxCodePoints(100, 'token is not a link of this site'),
)
export const jobPostTokenBodySchema = formBody({ token })
export const jobPostEditBodySchema = formBody({ token, post: jobPostSchema })
export const jobPostExtendBodySchema = formBody({ token, closingDate: jobPostEntries.closingDate })

export type JobPostPreview = v.InferOutput<typeof jobPostPreviewSchema>
export type JobPostConfirmed = v.InferOutput<typeof jobPostConfirmedSchema>
export type JobPostManage = v.InferOutput<typeof jobPostManageSchema>
