/**
 * The one definition of a job: each field the API answers, in the contract's order, with the
 * schema of its value and the column it is read from. Everything else a job is derives from
 * this table: the API answer's schema (schemas/job.ts), the select list and row object
 * (server/jobs/job-columns.ts), the stored input and its cleaning (server/jobs/job-input.ts,
 * clean-job-text.ts, the upsert), the blanked copy of a taken-down job (removed-job.ts).
 *
 * A new field is one entry here (plus a migration adding its column). `stored` marks a field
 * sources write as it is: the input names it `input`, the upsert copies it into `column`, and the
 * ingester cleans its text as `text` says. Fields without `stored` are read from columns the
 * server works out itself (ids, dates by the deadline rule, a job's state, the scam verdict).
 * A `stored` field with `optional: true` may be left out by a source (null), so adding one does
 * not touch every adapter.
 */
import * as v from 'valibot'

import { cautionKinds } from './caution.ts'
import { howToApplySchema } from './schemas/how-to-apply.ts'
import { paySchema } from './schemas/pay.ts'

const nullableText = v.nullable(v.string())
/** An instant, as the server writes it: ISO 8601 in UTC. */
const instant = v.pipe(v.string(), v.isoTimestamp())
/** A calendar date, YYYY-MM-DD. */
const calendarDate = v.pipe(v.string(), v.isoDate())

/** How a stored field's text is cleaned of control characters (server/jobs/clean-job-text.ts). */
export type JobTextKind = 'line' | 'lines' | 'tags'

/** How a column is read: as it is, an instant or a date written as text, or whether it is set. */
export type JobColumnRead = 'value' | 'instant' | 'date' | 'is-set'

export interface StoredJobField {
  /** the name in the stored input (what adapters hand over) */
  input: string
  /** the column's SQL type, as the upsert's batch declares it */
  sqlType: 'text' | 'text[]' | 'jsonb'
  text: JobTextKind
  /** what a taken-down job keeps of it instead (removed-job.ts); absent: kept as it is */
  blank?: null | '' | readonly []
  /** sources may leave it out: it is then null */
  optional?: true
}

export interface JobField {
  schema: v.GenericSchema
  /** the column, or for the few worked out in SQL the expression, the field is read from */
  column: string
  read?: JobColumnRead
  stored?: StoredJobField
  /** for a field the server reads out of the advert: what a taken-down job keeps instead */
  blank?: null
}

const field = <S extends v.GenericSchema, const F extends Omit<JobField, 'schema'>>(
  schema: S,
  rest: F,
): F & { schema: S } => ({ schema, ...rest })

/**
 * The table. The first thirteen fields are the original contract's, so any client written for it
 * keeps working; the rest are additions. The API's words for a job's state (`withdrawn`,
 * `removed`) are kept for that contract; job-state.ts names the states.
 */
export const jobFields = {
  job_id: field(v.string(), { column: 'id' }),
  title: field(v.string(), {
    column: 'title',
    stored: { input: 'title', sqlType: 'text', text: 'line' },
  }),
  company: field(v.string(), {
    column: 'company',
    stored: { input: 'company', sqlType: 'text', text: 'line' },
  }),
  location: field(nullableText, {
    column: 'location',
    stored: { input: 'location', sqlType: 'text', text: 'line' },
  }),
  salary: field(nullableText, {
    column: 'salary',
    stored: { input: 'salary', sqlType: 'text', text: 'line', blank: null },
  }),
  description: field(v.pipe(v.string(), v.description('Markdown')), {
    column: 'description',
    stored: { input: 'description', sqlType: 'text', text: 'lines', blank: '' },
  }),
  expiry_ts: field(
    v.pipe(
      v.nullable(instant),
      v.description('The closing instant, when the source gave a closing time'),
    ),
    { column: 'expiry_ts', read: 'instant' },
  ),
  expiry_date: field(
    v.pipe(
      v.nullable(calendarDate),
      v.description('The closing day, when the source gave a closing date'),
    ),
    { column: 'expiry_date', read: 'date' },
  ),
  job_link: field(nullableText, {
    column: 'job_link',
    stored: { input: 'jobLink', sqlType: 'text', text: 'line', blank: null },
  }),
  requirements: field(nullableText, {
    column: 'requirements',
    stored: { input: 'requirements', sqlType: 'text', text: 'lines', blank: null },
  }),
  date_posted: field(v.nullable(calendarDate), { column: 'date_posted', read: 'date' }),
  created_at: field(v.pipe(instant, v.description('When the job was first stored')), {
    column: 'created_at',
    read: 'instant',
  }),
  posted_ts: field(
    v.pipe(
      v.nullable(instant),
      v.description('When the job was posted (date_posted, or when it was first seen)'),
    ),
    { column: 'posted_at', read: 'instant' },
  ),
  employment_type: field(nullableText, {
    column: 'employment_type',
    stored: { input: 'employmentType', sqlType: 'text', text: 'line' },
  }),
  apply_instructions: field(
    v.pipe(
      nullableText,
      v.description('How to apply when there is no job_link (email, in person)'),
    ),
    {
      column: 'apply_instructions',
      stored: { input: 'applyInstructions', sqlType: 'text', text: 'lines', blank: null },
    },
  ),
  tags: field(v.array(v.string()), {
    column: 'tags',
    stored: { input: 'tags', sqlType: 'text[]', text: 'tags', blank: [] },
  }),
  withdrawn: field(v.pipe(v.boolean(), v.description('The source no longer lists the job')), {
    column: 'withdrawn_at',
    read: 'is-set',
  }),
  is_demo: field(
    v.pipe(v.boolean(), v.description('One of the demo listings loaded into an empty database')),
    { column: 'is_demo' },
  ),
  removed: field(
    v.pipe(
      v.boolean(),
      v.description(
        'An operator took the listing down (it broke the rules, most often by asking applicants to pay). Only its title and company are kept; it is in no list or search.',
      ),
    ),
    { column: 'taken_down_at', read: 'is-set' },
  ),
  pay: field(
    v.pipe(
      v.nullable(paySchema),
      v.description(
        'The pay as data: from the source where it gives pay as data, else read from the salary line or the advert. Null when the advert states no pay ("negotiable" is none).',
      ),
    ),
    { column: 'pay', blank: null },
  ),
  how_to_apply: field(
    v.pipe(
      v.nullable(howToApplySchema),
      v.description(
        "How to apply as data: the ways in (a link, an email, WhatsApp, a phone, an address to deliver or post to), the reference to quote and the documents to send, from the source's apply link and the advert's words. Null when neither says.",
      ),
    ),
    { column: 'how_to_apply', blank: null },
  ),
  posted_by: field(
    v.pipe(
      v.nullable(
        v.object({
          verified: v.pipe(
            v.boolean(),
            v.description(
              "The sender's work email is at the organisation's own web domain (not a free-mail or disposable provider)",
            ),
          ),
          domain: v.pipe(
            v.nullable(v.string()),
            v.description('The domain the post was sent from, when verified (zpc.co.zw)'),
          ),
          website: v.pipe(
            v.nullable(v.string()),
            v.description("The organisation's website, as the employer gave it"),
          ),
        }),
      ),
      v.description(
        'Set when the employer posted the job on this site (not read from another site): whether the sender was verified. Null for jobs read from sources.',
      ),
    ),
    { column: 'posted_by' },
  ),
  filled: field(
    v.pipe(
      v.boolean(),
      v.description('The employer marked the job filled before its closing date (it is closed)'),
    ),
    { column: 'filled_at', read: 'is-set' },
  ),
  aged_out: field(
    v.pipe(
      v.boolean(),
      v.description(
        'The job gave no closing date and was posted longer ago than its source is trusted for (60 days unless the source says otherwise): it is closed',
      ),
    ),
    { column: 'aged_out_at', read: 'is-set' },
  ),
  caution: field(
    v.pipe(
      v.nullable(v.picklist(cautionKinds)),
      v.description(
        'The warning readers are shown: the advert has signs of a scam (asks applicants to pay, contact only by phone, ...). Null for none.',
      ),
    ),
    // An operator's "not a scam" (flag_cleared_at) silences the warning.
    { column: 'case when flag_cleared_at is null then caution end' },
  ),
} as const satisfies Record<string, JobField>

export type JobFieldName = keyof typeof jobFields
type Table = typeof jobFields

/** The schemas of the fields, as `v.object` takes them. */
export type JobFieldSchemas = { [K in JobFieldName]: Table[K]['schema'] }

export const jobFieldSchemas = Object.fromEntries(
  Object.entries(jobFields).map(([name, { schema }]) => [name, schema]),
) as JobFieldSchemas

/** The API names of the fields sources write as they are. */
export type StoredJobFieldName = {
  [K in JobFieldName]: Table[K] extends { stored: StoredJobField } ? K : never
}[JobFieldName]

type StoredOf<K extends StoredJobFieldName> = Table[K] extends { stored: infer S } ? S : never
type InputName<K extends StoredJobFieldName> =
  StoredOf<K> extends { input: infer N extends string } ? N : never
type RequiredStored = {
  [K in StoredJobFieldName]: StoredOf<K> extends { optional: true } ? never : K
}[StoredJobFieldName]
type OptionalStored = Exclude<StoredJobFieldName, RequiredStored>
type Value<K extends JobFieldName> = v.InferOutput<Table[K]['schema']>

/** The fields a source writes as they are, by their input names (part of the stored input). */
export type StoredJobFields = { [K in RequiredStored as InputName<K>]: Value<K> } & {
  [K in OptionalStored as InputName<K>]?: Value<K>
}

/** The stored fields, each with its API name, in the table's order. */
export const storedJobFields: readonly (StoredJobField & {
  name: StoredJobFieldName
  column: string
})[] = Object.entries(jobFields).flatMap(([name, definition]: [string, JobField]) =>
  definition.stored
    ? [{ name: name as StoredJobFieldName, column: definition.column, ...definition.stored }]
    : [],
)
