/**
 * The answers of the jobs API as schemas: the one definition the server's API description, the
 * app's types (src/shared/job.ts) and the app's development checks of answers all come from.
 * The first thirteen job fields are the original contract's, so any client written for it keeps
 * working; the rest are additions.
 */
import * as v from 'valibot'

import { cautionKinds } from '../caution.ts'

const nullableText = v.nullable(v.string())
/** An instant, as the server writes it: ISO 8601 in UTC. */
const instant = v.pipe(v.string(), v.isoTimestamp())
/** A calendar date, YYYY-MM-DD. */
const calendarDate = v.pipe(v.string(), v.isoDate())
const count = v.pipe(v.number(), v.integer(), v.minValue(0))

export const apiJobSchema = v.pipe(
  v.object({
    job_id: v.string(),
    title: v.string(),
    company: v.string(),
    location: nullableText,
    salary: nullableText,
    description: v.pipe(v.string(), v.description('Markdown')),
    expiry_ts: v.pipe(
      v.nullable(instant),
      v.description('The closing instant, when the source gave a closing time'),
    ),
    expiry_date: v.pipe(
      v.nullable(calendarDate),
      v.description('The closing day, when the source gave a closing date'),
    ),
    job_link: nullableText,
    requirements: nullableText,
    date_posted: v.nullable(calendarDate),
    created_at: v.pipe(instant, v.description('When the job was first stored')),
    posted_ts: v.pipe(
      v.nullable(instant),
      v.description('When the job was posted (date_posted, or when it was first seen)'),
    ),
    employment_type: nullableText,
    apply_instructions: v.pipe(
      nullableText,
      v.description('How to apply when there is no job_link (email, in person)'),
    ),
    tags: v.array(v.string()),
    withdrawn: v.pipe(v.boolean(), v.description('The source no longer lists the job')),
    is_demo: v.pipe(
      v.boolean(),
      v.description('One of the demo listings loaded into an empty database'),
    ),
    removed: v.pipe(
      v.boolean(),
      v.description(
        'An operator took the listing down (it broke the rules, most often by asking applicants to pay). Only its title and company are kept; it is in no list or search.',
      ),
    ),
    caution: v.pipe(
      v.nullable(v.picklist(cautionKinds)),
      v.description(
        'The warning readers are shown: the advert has signs of a scam (asks applicants to pay, contact only by phone, ...). Null for none.',
      ),
    ),
  }),
  v.title('Job'),
)

export const jobListResponseSchema = v.pipe(
  v.object({
    jobs: v.array(apiJobSchema),
    hasMore: v.boolean(),
    total: count,
  }),
  v.title('JobList'),
)

/** `job_id` (one job, or none) and `job_ids` (the ones found, in the order asked). */
export const jobDetailResponseSchema = v.pipe(
  v.object({ jobs: v.array(apiJobSchema) }),
  v.title('Jobs'),
)

const facetCountSchema = v.object({
  value: v.pipe(v.string(), v.description('what the filter parameter takes')),
  label: v.pipe(v.string(), v.description('what a reader is shown')),
  count,
})

/**
 * Each filter's values, with how many jobs each would show: counted with the other filters
 * applied but not the filter's own, so a reader sees what each other town holds. Values with no
 * jobs are left out unless chosen; the most jobs first.
 */
export const jobFacetsSchema = v.pipe(
  v.object({
    location: v.array(facetCountSchema),
    category: v.array(facetCountSchema),
    type: v.array(facetCountSchema),
  }),
  v.title('JobFacets'),
)

export const jobCountsSchema = v.pipe(
  v.object({ active: count, expired: count, urgent: count, critical: count }),
  v.title('JobCounts'),
)

/** The one shape of every API error. `parameter` (or the field) names what was wrong. */
export const apiErrorBodySchema = v.pipe(
  v.object({
    error: v.object({
      code: v.string(),
      message: v.string(),
      parameter: v.exactOptional(v.string()),
    }),
  }),
  v.title('Error'),
)
