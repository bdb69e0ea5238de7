/**
 * POST /api/job-posts and its private-link routes (an employer posts a job, no account), as the
 * API description gives them. The bodies are the shared schemas (schemas/job-post.ts,
 * schemas/job-post-answers.ts) the routes parse with.
 */
import { jobPostBodySchema, jobPostPreviewBodySchema } from '#shared/schemas/job-post.ts'
import {
  jobPostEditBodySchema,
  jobPostExtendBodySchema,
  jobPostTokenBodySchema,
} from '#shared/schemas/job-post-answers.ts'

import { defineOperation, type Json } from './api-operation.ts'
import { LONG_TEXT_BODY, LONG_TEXT_TOO_LARGE } from './long-text-body.ts'
import { FORM_BODY, formResponses, WRITE_ERRORS } from './forms.operations.ts'
import { databaseUnavailable, errorResponse, json, ref, RETRY_AFTER } from './openapi-parts.ts'

/** What the server checks of a post past its schema (checkedPastSchema), in the words below. */
const POST_CHECKS = ['website', 'closingDate', 'pay', 'howToApply', 'agencyLicence'] as const

const POST_BODY =
  `${FORM_BODY} ${LONG_TEXT_BODY} ` +
  'closingDate must be today or later in the site’s time zone and at most a year ahead; ' +
  'website an http(s) address; pay has min or max, min not above max; howToApply at least ' +
  'one way to apply; agencyLicence at most 60 characters. Each refusal is a 400 naming the field.'

const unavailable = ['job_posts_unavailable']

/** What the private-link routes answer besides their own. */
const linkResponses = (own: Readonly<Record<number, Json>>): Record<number, Json> => ({
  ...own,
  ...WRITE_ERRORS,
  403: errorResponse('Sent from another site', ['cross_origin']),
  404: errorResponse('The token is not a link of this site, or it was replaced', ['invalid_token']),
  429: errorResponse('Too many requests from this address', ['rate_limited'], RETRY_AFTER),
  503: errorResponse('The site has no mail server, or the database could not be reached', [
    ...unavailable,
    'database_unavailable',
  ]),
})

export const previewJobPost = defineOperation({
  method: 'post',
  path: '/api/job-posts/preview',
  summary: 'See a job post as it would be shown, and what the checks make of it',
  description:
    'Nothing is stored. The job as its page and card would show it, its tier (from workEmail, ' +
    'when given), the holds that would send it to an operator first, with a reason in plain ' +
    'words for each, and what the scam rules found. Rate limited per client address.',
  body: {
    schema: jobPostPreviewBodySchema,
    description: POST_BODY,
    checkedPastSchema: POST_CHECKS,
  },
  responses: {
    200: json('The preview', ref('JobPostPreview')),
    ...WRITE_ERRORS,
    413: LONG_TEXT_TOO_LARGE,
    403: errorResponse('Sent from another site', ['cross_origin']),
    429: errorResponse('Too many previews from this address', ['rate_limited'], RETRY_AFTER),
    503: databaseUnavailable,
  },
})

export const postJob = defineOperation({
  method: 'post',
  path: '/api/job-posts',
  summary: 'Post a job (free, no account): a confirmation email goes to the work email',
  description:
    'Double opt-in: nothing is public until the link in the email sent to workEmail is opened ' +
    'and Confirm pressed (POST /api/job-posts/confirm). A post from a work email at the ' +
    "organisation's website's domain, with no hold, goes live then; any other waits for an " +
    'operator. Rate limited per client address and per work email (every spelling of one ' +
    'mailbox counted as one). 503 job_posts_unavailable when the site has no mail server ' +
    '(GET /api/config says jobPosts.enabled: false).',
  body: { schema: jobPostBodySchema, description: POST_BODY, checkedPastSchema: POST_CHECKS },
  responses: {
    ...formResponses(
      { 202: json('Accepted: a confirmation email is on its way', ref('JobPostSent')) },
      { unavailable },
    ),
    413: LONG_TEXT_TOO_LARGE,
  },
})

export const confirmJobPost = defineOperation({
  method: 'post',
  path: '/api/job-posts/confirm',
  summary: 'Confirm a post from the link in its confirmation email',
  description:
    'The token is the one in the link’s #token= fragment. Live at once with no hold, else in ' +
    'review (reasons say why); the manage link is emailed either way. Confirming again answers ' +
    'the same and does nothing more.',
  body: { schema: jobPostTokenBodySchema, description: FORM_BODY },
  responses: linkResponses({ 200: json('Confirmed', ref('JobPostConfirmed')) }),
})

export const manageJobPost = defineOperation({
  method: 'post',
  path: '/api/job-posts/manage',
  summary: 'Read a post from its manage link',
  body: { schema: jobPostTokenBodySchema, description: FORM_BODY },
  responses: linkResponses({ 200: json('The post', ref('JobPostManage')) }),
})

export const editJobPost = defineOperation({
  method: 'post',
  path: '/api/job-posts/manage/edit',
  summary: 'Change a post; it is checked again',
  description:
    'A change the checks hold waits for an operator (pending_review) while the live job stays ' +
    'as it was. The work email cannot be changed.',
  body: {
    schema: jobPostEditBodySchema,
    description: POST_BODY,
    checkedPastSchema: POST_CHECKS.map((field) => `post.${field}`),
  },
  responses: {
    ...linkResponses({ 200: json('Changed', ref('JobPostManage')) }),
    413: LONG_TEXT_TOO_LARGE,
  },
})

export const fillJobPost = defineOperation({
  method: 'post',
  path: '/api/job-posts/manage/filled',
  summary: 'Mark the job filled: it closes at once',
  body: { schema: jobPostTokenBodySchema, description: FORM_BODY },
  responses: linkResponses({
    200: json('Filled', ref('JobPostManage')),
    409: errorResponse('The post is not live (not confirmed, in review or rejected)', ['not_live']),
  }),
})

export const extendJobPost = defineOperation({
  method: 'post',
  path: '/api/job-posts/manage/extend',
  summary: 'Move the closing date; the posting date stays',
  body: {
    schema: jobPostExtendBodySchema,
    description: POST_BODY,
    checkedPastSchema: ['closingDate'],
  },
  responses: linkResponses({ 200: json('Extended', ref('JobPostManage')) }),
})

export const revokeJobPostLink = defineOperation({
  method: 'post',
  path: '/api/job-posts/manage/revoke',
  summary: 'Replace the manage link: the old one stops working, a new one is emailed',
  body: { schema: jobPostTokenBodySchema, description: FORM_BODY },
  responses: linkResponses({ 200: json('A new link was sent', ref('JobPostLinkSent')) }),
})

export const jobPostsOperations = [
  previewJobPost,
  postJob,
  confirmJobPost,
  manageJobPost,
  editJobPost,
  fillJobPost,
  extendJobPost,
  revokeJobPostLink,
]
