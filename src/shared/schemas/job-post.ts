/**
 * A job an employer posts on the site (/post-a-job), as the form sends it and the server checks
 * it. One schema for the form's limits, the preview, the post, an edit and the API description.
 * The closing date's calendar rule (today or later, at most a year ahead) needs a clock, so it is
 * checked beside the schema by `closingDateProblem` (job-posts/closing-date.ts), on the device
 * and again on the server.
 */
import * as v from 'valibot'

import { JOB_CATEGORY_VALUES } from '../job-facets/category-values.ts'
import { JOB_TYPE_VALUES } from '../job-facets/job-type-values.ts'
import { TOWN_VALUES } from '../job-facets/town-values.ts'
import { WEB_LINK } from '../how-to-apply/method-values.ts'
import { HOW_TO_APPLY_LIMITS } from '../how-to-apply/how-to-apply-limits.ts'
import {
  emailAddressField,
  formBody,
  requiredText,
  TURNSTILE_FIELD,
  turnstileToken,
} from './forms.ts'
import { howToApplyMethodSchema, howToApplySchema } from './how-to-apply.ts'
import { paySchema } from './pay.ts'

export const JOB_POST_LIMITS = {
  title: 150,
  organisation: 150,
  website: 300,
  description: 15_000,
  agencyLicence: 60,
} as const

/** Where the job is: one of the site's towns, or remote. */
export const JOB_POST_TOWNS = [...TOWN_VALUES, 'remote'] as const

const picklist = <const T extends readonly string[]>(field: string, values: T) =>
  v.picklist(values, `${field} must be one of: ${values.join(', ')}`)

const website = v.pipe(
  v.nullish(
    v.pipe(
      v.string('website must be text'),
      v.trim(),
      v.maxLength(
        JOB_POST_LIMITS.website,
        `website must be at most ${JOB_POST_LIMITS.website} characters`,
      ),
    ),
    null,
  ),
  v.transform((text): string | null => text || null),
  v.check(
    (text) => text === null || WEB_LINK.test(text),
    'website must be an address starting with https:// or http://',
  ),
)

// Forwarded to `methods`, so the answer names the field: parameter "howToApply.methods".
const howToApply = v.pipe(
  howToApplySchema,
  v.forward(
    v.check(({ methods }) => methods.length > 0, 'howToApply needs at least one way to apply'),
    ['methods'],
  ),
  v.forward(
    v.check(
      ({ methods }) => methods.length <= HOW_TO_APPLY_LIMITS.methods,
      `howToApply takes at most ${HOW_TO_APPLY_LIMITS.methods} ways to apply`,
    ),
    ['methods'],
  ),
)

const agencyLicence = v.pipe(
  v.nullish(v.string('agencyLicence must be text'), null),
  v.transform((text): string | null => text?.trim() || null),
  v.check(
    (text) => text === null || [...text].length <= JOB_POST_LIMITS.agencyLicence,
    `agencyLicence must be at most ${JOB_POST_LIMITS.agencyLicence} characters`,
  ),
)

/** The post itself: what its page shows and what the checks read. */
export const jobPostEntries = {
  title: requiredText('title', JOB_POST_LIMITS.title),
  organisation: requiredText('organisation', JOB_POST_LIMITS.organisation),
  website,
  town: picklist('town', JOB_POST_TOWNS),
  type: picklist('type', JOB_TYPE_VALUES),
  category: picklist('category', JOB_CATEGORY_VALUES),
  closingDate: v.pipe(
    v.string('closingDate is required'),
    v.isoDate('closingDate must be a date such as 2026-12-31'),
  ),
  /** null: the advert does not state its pay */
  pay: v.nullable(paySchema),
  howToApply,
  description: requiredText('description', JOB_POST_LIMITS.description, { multiline: true }),
  /** a recruitment agency posts for a client; it gives its employment-agency licence number */
  agency: v.optional(v.boolean('agency must be true or false'), false),
  agencyLicence,
} as const

/** A post as the form sends it to be published: the post, the work email and the bot check. */
export const jobPostBodySchema = formBody({
  ...jobPostEntries,
  workEmail: emailAddressField,
  [TURNSTILE_FIELD]: turnstileToken,
})

/** A preview: the post, and the work email when it has been typed (it decides the tier). */
export const jobPostPreviewBodySchema = formBody({
  ...jobPostEntries,
  workEmail: v.nullish(emailAddressField, null),
})

/** The post as stored and edited: without the work email, which an edit cannot change. */
export const jobPostSchema = formBody(jobPostEntries)

export type JobPostBody = v.InferOutput<typeof jobPostBodySchema>
export type JobPost = v.InferOutput<typeof jobPostSchema>
export type JobPostTown = (typeof JOB_POST_TOWNS)[number]

/** Re-exported for the form, which builds a method at a time. */
export { howToApplyMethodSchema }
