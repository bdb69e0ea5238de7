/**
 * The body of POST /api/alerts ("Email me new jobs like these"): an email address, the list's
 * search as its address and GET /api/jobs hold it (q, location, category, type, pay), a frequency and
 * the bot-check token. One schema for the server's check, the app's form and the API
 * description. Like the forms (forms.ts), every refusal names the field it concerns.
 */
import * as v from 'valibot'

import { JOB_CATEGORY_VALUES } from '../job-facets/category-values.ts'
import { JOB_TYPE_VALUES } from '../job-facets/job-type-values.ts'
import { LOCATION_FACET_VALUES } from '../job-facets/location-values.ts'
import { PAY_FACET_VALUES, type PayFacet } from '../job-facets/pay-values.ts'
import { normalizeSearch } from '../search-text.ts'
import {
  emailAddressField,
  newsletterBodySchema,
  TURNSTILE_FIELD,
  BODY_NOT_OBJECT,
} from './forms.ts'
import { jobListParameters, MAX_SEARCH_LENGTH } from './jobs-query.ts'
import { commaSeparated } from './text-patterns.ts'

export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]

const FREQUENCY_MESSAGE = 'frequency must be daily or weekly'

/**
 * A filter of the list: the values as a JSON list (as the app holds them) or as the text the
 * list's address and the API take ("harare,bulawayo"); checked by the API's own rule, so an
 * alert can only hold a search the list can show. Absent, null and empty are no filter.
 */
/* @__NO_SIDE_EFFECTS__ */
function filter<const TValue extends string>(
  name: string,
  values: v.GenericSchema<string, TValue[]>,
  options: readonly TValue[],
) {
  // For the API description: what the rule below lets through, as text and as a list's items.
  const text = () => v.pipe(v.string(), v.metadata({ pattern: commaSeparated(options) }))
  return v.pipe(
    v.nullish(
      v.union(
        [text(), v.array(text())],
        `${name} must be a list of values, or values separated by commas`,
      ),
      '',
    ),
    v.transform((raw) => (typeof raw === 'string' ? raw : raw.join(','))),
    values,
  )
}

/** The search words, cleaned as the list and the API clean them; empty is no search. */
const words = v.pipe(
  // The limit holds for the cleaned words; the metadata states it to the API description.
  v.nullish(v.pipe(v.string('q must be text'), v.metadata({ maxLength: MAX_SEARCH_LENGTH })), ''),
  v.transform(normalizeSearch),
  // Characters (code points), as the API description's maxLength counts them.
  v.maxCodePoints(MAX_SEARCH_LENGTH, `q must be at most ${MAX_SEARCH_LENGTH} characters`),
  v.transform((q): string | null => q || null),
)

/**
 * The pay filter as the list's address and the API take it (`shown`); absent, null and empty are
 * no filter.
 */
const payFilter = v.pipe(
  v.nullish(
    v.picklist(['', ...PAY_FACET_VALUES], `pay must be ${PAY_FACET_VALUES.join(' or ')}, or empty`),
    '',
  ),
  v.description('shown: only jobs whose advert states its pay. Empty or absent: every job.'),
  v.transform((value): PayFacet | null => value || null),
)

/**
 * What an alert searches for and how often: the fields an email alert and a push alert
 * (push.ts) share, so the two take the same searches.
 */
export const ALERT_SEARCH_ENTRIES = {
  q: words,
  location: filter('location', jobListParameters.location.wrapped, LOCATION_FACET_VALUES),
  category: filter('category', jobListParameters.category.wrapped, JOB_CATEGORY_VALUES),
  type: filter('type', jobListParameters.type.wrapped, JOB_TYPE_VALUES),
  pay: payFilter,
  frequency: v.picklist(ALERT_FREQUENCIES, FREQUENCY_MESSAGE),
}
/** A missing frequency is named by the message a wrong one gets. */
export const ALERT_SEARCH_WHEN_MISSING = { frequency: FREQUENCY_MESSAGE }

const ENTRIES = {
  // Every form's email field: a plain address, lower-cased, at most 254 characters.
  email: emailAddressField,
  ...ALERT_SEARCH_ENTRIES,
  [TURNSTILE_FIELD]: newsletterBodySchema.entries[TURNSTILE_FIELD],
}
const WHEN_MISSING: Partial<Record<keyof typeof ENTRIES, string>> = ALERT_SEARCH_WHEN_MISSING

/** As the forms' bodies: unknown fields are dropped, a missing field is named. */
export const alertBodySchema = v.object(ENTRIES, (issue) => {
  const key = issue.path?.[0]?.key
  if (typeof key !== 'string') return BODY_NOT_OBJECT
  return WHEN_MISSING[key as keyof typeof ENTRIES] ?? `${key} is required`
})

export type AlertBody = v.InferOutput<typeof alertBodySchema>
