/**
 * A stored input as the API would answer it once stored, for jobs that never reach the server:
 * the app's sample jobs. The fields sources write are copied under their API names, which the
 * job definition makes the input names in snake case (job-fields.ts: `jobLink` is `job_link`),
 * so a new field needs nothing here; the few the server works out are set as it would for a new,
 * open job.
 *
 * It reads the names from the input rather than from the definition's table on purpose: the
 * table carries the API's schemas, and the app's sample chunk importing it would put ~700 B
 * more of valibot and the table in the first load of every page (the bundler keeps a module's
 * used code in the one chunk that module is in).
 */
import type { ApiJob } from './job.ts'
import type { StoredJobFieldName, StoredJobFields } from './job-fields.ts'
import type { JobInput } from './job-input.ts'

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
/**
 * Holds the definition to its naming: this stops compiling when a stored field's input name is
 * not its API name in camel case.
 */
export const inputNamesAreApiNames: Same<
  keyof StoredJobFields,
  CamelCase<StoredJobFieldName>
> = true

/** The input's own fields, which are not copied as they are (each must be listed). */
const OWN_FIELDS: Record<Exclude<keyof JobInput, keyof StoredJobFields>, true> = {
  source: true,
  externalId: true,
  datePosted: true,
  postedAt: true,
  expiryTs: true,
  expiryDate: true,
  isDemo: true,
  pay: true,
}

const apiName = (inputName: string) =>
  inputName.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

/**
 * An optional field the input leaves out is left out, as on a copy a device saved before the
 * field existed; the app's view of a job (job-view.ts) reads both as null.
 */
export function inputAsApiJob(
  input: JobInput,
  { jobId, storedAt }: { jobId: string; storedAt: string },
): ApiJob {
  const stored: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(input)) {
    if (!Object.hasOwn(OWN_FIELDS, name)) stored[apiName(name)] = value
  }
  return {
    job_id: jobId,
    ...(stored as Pick<ApiJob, StoredJobFieldName>),
    expiry_ts: input.expiryTs,
    expiry_date: input.expiryDate,
    date_posted: input.datePosted,
    created_at: storedAt,
    posted_ts: input.postedAt ?? storedAt,
    withdrawn: false,
    is_demo: input.isDemo === true,
    removed: false,
    // what the server reads out of an advert (server/jobs/read-advert.ts): a sample is not read
    pay: input.pay ?? null,
    how_to_apply: null,
    // a sample is no employer's post
    posted_by: null,
    filled: false,
    aged_out: false,
    caution: null,
  }
}
