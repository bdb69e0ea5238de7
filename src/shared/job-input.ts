import type { StoredJobFields } from './job-fields.ts'
import type { Pay } from './pay/pay.ts'

/**
 * A job as a source (or the demo seeder) hands it to the repository, before ids and hashes: the
 * fields the job definition marks as stored (#shared/job-fields.ts), and the ones the upsert
 * works out dates and the id from.
 */
export type JobInput = StoredJobFields & {
  source: string
  externalId: string
  /** YYYY-MM-DD */
  datePosted: string | null
  /** ISO instant; defaults to the start of datePosted, else the time of storing */
  postedAt: string | null
  /** ISO instant */
  expiryTs: string | null
  /** YYYY-MM-DD */
  expiryDate: string | null
  isDemo?: boolean
  /**
   * The pay, when the source gives it as data (JSON-LD baseSalary, Lever's salary range): the
   * job's `pay` is this, else what the salary line or the advert says (server/jobs/read-advert.ts).
   */
  pay?: Pay | null
}
