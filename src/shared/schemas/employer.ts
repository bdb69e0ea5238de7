/** What GET /api/employers/{slug} answers: an organisation's page (/employers/<slug>). */
import * as v from 'valibot'

import { EMPLOYER_SLUG_MAX_LENGTH, EMPLOYER_SLUG_PATTERN } from '../employer-slug.ts'
import { apiJobSchema } from './job.ts'

const count = v.pipe(v.number(), v.integer(), v.minValue(0))

/** The slug in the address, as the route checks it (400 otherwise). */
export const employerSlugParamSchema = v.pipe(
  v.string(),
  v.maxLength(EMPLOYER_SLUG_MAX_LENGTH),
  v.regex(EMPLOYER_SLUG_PATTERN),
  v.description(
    "The organisation's slug: its name in lower case ASCII words joined by hyphens, legal " +
      'forms such as "(Pvt) Ltd" dropped (delta-corporation)',
  ),
)

/** At most this many open jobs (a name many adverts share, "Confidential", has thousands). */
export const EMPLOYER_OPEN_JOBS = 200

/** How many past jobs the page lists, the most recent first. */
export const EMPLOYER_PAST_JOBS = 50

export const employerSchema = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.description('The name as its newest job gives it')),
    slug: v.string(),
    website: v.pipe(
      v.nullable(v.string()),
      v.description('The website the employer gave in its newest post on this site'),
    ),
    verified_domain: v.pipe(
      v.nullable(v.string()),
      v.description(
        'Set when one of its open jobs was posted here from a work email at its own web ' +
          'domain (the domain, zpc.co.zw)',
      ),
    ),
    first_seen: v.pipe(
      v.string(),
      v.isoDate(),
      v.description('The day its first advert was stored, in the site time zone'),
    ),
    adverts: v.pipe(
      count,
      v.description('Every advert ever stored for it, open or past, except those taken down'),
    ),
    reports_upheld: v.pipe(
      count,
      v.description("Its listings the site's team took down after reports or the scam rules"),
    ),
    open: v.pipe(
      v.array(apiJobSchema),
      v.description(`Its open jobs, newest first (at most ${EMPLOYER_OPEN_JOBS})`),
    ),
    past: v.pipe(
      v.array(apiJobSchema),
      v.description(
        `Its closed or filled jobs, the ${EMPLOYER_PAST_JOBS} most recently posted, newest first`,
      ),
    ),
  }),
  v.title('Employer'),
)

export type Employer = v.InferOutput<typeof employerSchema>
