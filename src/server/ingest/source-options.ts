/**
 * What every kind of source is made of: the fields every entry of SOURCES_FILE has (name, kind,
 * url, enabled, note, maxAgeDays), the options several kinds share, and sourceKind(), which makes one kind's
 * schema of those and its own options. A kind's schema takes no other key, so an option of
 * another kind, or a misspelt one, stops the start with its name. Messages leave out the field's
 * name: sources-config.ts writes the source and the field in front of them.
 */
import * as v from 'valibot'

import { EMPLOYER_SOURCE } from '../job-posts/post-as-job.ts'

/** How long a job without a deadline stays open after its posting, unless its source says. */
export const DEFAULT_MAX_AGE_DAYS = 60
/** A year: past that, a job with no closing date is not worth showing as open. */
const MAX_AGE_DAYS_LIMIT = 365

const NAME_RULE = 'must be 1-63 letters, digits, dots, dashes or underscores'
const URL_RULE = 'must be an http(s) URL'

/** A source's name: it keys the source's state and appears in logs and job ids. */
export const sourceNameSchema = v.pipe(
  v.string(NAME_RULE),
  v.regex(/^[a-z0-9][a-z0-9._-]{0,62}$/i, NAME_RULE),
  // Jobs employers post here are stored as this source; a feed of the name would write them.
  v.check(
    (name) => name.toLowerCase() !== EMPLOYER_SOURCE,
    `must not be "${EMPLOYER_SOURCE}": the jobs employers post on the site are stored under it`,
  ),
)

const commonFields = {
  name: sourceNameSchema,
  url: v.pipe(
    v.string(URL_RULE),
    v.check((url) => /^https?:\/\//i.test(url) && URL.canParse(url), URL_RULE),
  ),
  /** false keeps the entry without fetching it */
  enabled: v.optional(v.boolean('must be true or false'), true),
  /** free text for the operator (what to check before enabling); never read */
  note: v.optional(v.string('must be a string')),
  /**
   * days after its posting that a job without a deadline closes in any case, listed or not (a
   * board read in part, or a source failing for weeks, must not keep it open for ever); unset:
   * DEFAULT_MAX_AGE_DAYS (age-limit.ts reads it)
   */
  maxAgeDays: v.optional(
    v.pipe(
      v.number('must be a whole number of days'),
      v.integer('must be a whole number of days'),
      v.minValue(1, 'must be at least 1 day'),
      v.maxValue(MAX_AGE_DAYS_LIMIT, `is at most ${MAX_AGE_DAYS_LIMIT} days`),
    ),
  ),
}

/** The keys every kind has; any other key is an option of some kind. */
export const COMMON_FIELDS: readonly string[] = [...Object.keys(commonFields), 'kind']

/** The schema of one kind of source: the common fields and the kind's options, nothing else. */
export function sourceKind<const TKind extends string, const TOptions extends v.ObjectEntries>(
  kind: TKind,
  options: TOptions,
) {
  const takes = Object.keys(options).join(', ') || 'no options'
  return v.strictObject({ ...commonFields, kind: v.literal(kind), ...options }, (issue) => {
    if (issue.expected === 'never') return `is not for this kind (${kind} takes: ${takes})`
    const key = issue.path?.[0]?.key
    if (issue.input === undefined) return key === 'url' ? URL_RULE : 'is required'
    return 'must be an object'
  })
}

export const textOption = v.optional(v.string('must be a string'))

/** the employer for postings that name none (a company's own board); default: the source name */
export const companyOption = textOption

/**
 * The region filter of the kinds that read a global employer's board (greenhouse, lever and the
 * ATS kinds): one schema, one filter (adapters/ats/ats-place-filter.ts).
 */
export const placeOptions = {
  /** keep only jobs in these countries: names or ISO codes, comma-separated; "Africa" */
  country: textOption,
  /** with `country`, also keep remote jobs wherever they are (alone: only remote jobs) */
  remote: v.optional(v.boolean('must be true or false')),
}

/** Pages (or requests) read per run: a positive integer up to `max`, `fallback` when unset. */
export function pagesOption(fallback: number, max = Number.MAX_SAFE_INTEGER, unit = 'pages') {
  const rule = 'must be a positive integer'
  return v.optional(
    v.pipe(
      v.number(rule),
      v.integer(rule),
      v.minValue(1, rule),
      v.maxValue(max, `is at most ${max} ${unit}`),
    ),
    fallback,
  )
}
