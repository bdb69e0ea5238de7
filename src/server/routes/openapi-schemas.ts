/**
 * The shapes the OpenAPI document names once, under components, and refers to wherever they
 * appear: the shared answer schemas (src/shared/schemas) and the few answers only the routes
 * know.
 */
import * as v from 'valibot'

import { advertCheckSchema } from '#shared/schemas/advert-check.ts'
import { publicConfigSchema } from '#shared/schemas/config.ts'
import { employerSchema } from '#shared/schemas/employer.ts'
import {
  healthDownSchema,
  healthOkSchema,
  healthProbeSchema,
  ingestRunSchema,
} from '#shared/schemas/health.ts'
import {
  apiErrorBodySchema,
  apiJobSchema,
  jobCountsSchema,
  jobDetailResponseSchema,
  jobFacetsSchema,
  jobListResponseSchema,
} from '#shared/schemas/job.ts'
import {
  jobPostConfirmedSchema,
  jobPostLinkSentSchema,
  jobPostManageSchema,
  jobPostPreviewSchema,
  jobPostSentSchema,
} from '#shared/schemas/job-post-answers.ts'

/** What the form routes answer when they accept a body. */
const formAcceptedSchema = v.pipe(v.object({ ok: v.literal(true) }), v.title('Accepted'))
const subscribedSchema = v.pipe(
  v.object({
    ok: v.literal(true),
    alreadySubscribed: v.pipe(
      v.boolean(),
      v.description('true (with status 200) when the address was already on the list'),
    ),
  }),
  v.title('Subscribed'),
)

/** What POST /api/alerts answers when it takes a request. */
const alertRequestedSchema = v.pipe(
  v.object({
    status: v.pipe(
      v.literal('confirmation-sent'),
      v.description(
        'A confirmation email is on its way; nothing else is sent until it is confirmed. ' +
          'The same answer whether or not the address already has alerts.',
      ),
    ),
  }),
  v.title('AlertRequested'),
)

/** What the push routes answer. */
const pushKeySchema = v.pipe(
  v.object({
    publicKey: v.pipe(
      v.string(),
      v.description(
        "The site's VAPID public key (base64url): applicationServerKey for pushManager.subscribe()",
      ),
    ),
  }),
  v.title('PushKey'),
)
const pushSubscribedSchema = v.pipe(
  v.object({
    ok: v.literal(true),
    created: v.pipe(
      v.boolean(),
      v.description('false when the endpoint was known: its keys and saved jobs were replaced'),
    ),
  }),
  v.title('PushSubscribed'),
)
const pushAlertCreatedSchema = v.pipe(
  v.object({
    id: v.pipe(v.string(), v.description('The alert, for DELETE /api/push/alerts/{id}')),
  }),
  v.title('PushAlertCreated'),
)

/** Schemas named once under components and referred to wherever they appear. */
export const NAMED_SCHEMAS = {
  Job: apiJobSchema,
  JobList: jobListResponseSchema,
  Jobs: jobDetailResponseSchema,
  JobCounts: jobCountsSchema,
  JobFacets: jobFacetsSchema,
  Employer: employerSchema,
  Error: apiErrorBodySchema,
  PublicConfig: publicConfigSchema,
  IngestRun: ingestRunSchema,
  Health: healthOkSchema,
  HealthDown: healthDownSchema,
  HealthProbe: healthProbeSchema,
  Accepted: formAcceptedSchema,
  Subscribed: subscribedSchema,
  AlertRequested: alertRequestedSchema,
  PushKey: pushKeySchema,
  PushSubscribed: pushSubscribedSchema,
  PushAlertCreated: pushAlertCreatedSchema,
  JobPostPreview: jobPostPreviewSchema,
  JobPostSent: jobPostSentSchema,
  JobPostConfirmed: jobPostConfirmedSchema,
  JobPostManage: jobPostManageSchema,
  JobPostLinkSent: jobPostLinkSentSchema,
  AdvertCheck: advertCheckSchema,
}
export type SchemaName = keyof typeof NAMED_SCHEMAS
