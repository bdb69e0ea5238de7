/**
 * Storing what sources list: inserts new jobs, updates changed ones, and leaves unchanged ones
 * alone. Each job's text is scored by the scam rules, and its pay and how to apply read out of it
 * (read-advert.ts), as it is stored, so the warning readers see, the console's flagged queue and
 * the "shows pay" filter cost nothing at read time. Whether an operator took a job down
 * (taken_down_at) is never written here: a source listing it again does not bring it back.
 */
import { createHash } from 'node:crypto'

import { getJobDeadline, parseSiteDateTime } from '#shared/deadline.ts'
import { EMPLOYER_SLUG_VERSION, employerSlug } from '#shared/employer-slug.ts'
import { storedJobFields } from '#shared/job-fields.ts'
import {
  SCAM_RULES_VERSION,
  scoreAdvert,
  type ScamAssessment,
} from '#shared/scam-signals/score-advert.ts'
import { parseCalendarDate, zonedTimeToInstant } from '#shared/time-zone.ts'

import type { Queryable } from '../db/db.ts'
import { cleanJobText } from './clean-job-text.ts'
import { ADVERT_READING_VERSION, readAdvert, type AdvertReading } from './read-advert.ts'
import { makeJobFingerprint } from './job-fingerprint.ts'
import { makeJobId } from './job-id.ts'
import type { JobInput } from './job-input.ts'

function hashContent(job: JobInput): string {
  const { source, ...content } = job // the same posting from another source hashes alike
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url')
}

export interface UpsertResult {
  inserted: number
  updated: number
  unchanged: number
}

const UPSERT_BATCH = 500

function toIso(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString()
}

/** Not read in this run: the stored verdict and readings stand (the SQL keeps them). */
const UNREAD = {
  scam_signals: null,
  scam_score: null,
  caution: null,
  scam_rules_version: -1,
  pay: null,
  how_to_apply: null,
  advert_reading_version: -1,
}
type ReadColumns =
  | typeof UNREAD
  | {
      scam_signals: ScamAssessment['signals']
      scam_score: number
      caution: ScamAssessment['caution']
      scam_rules_version: number
      pay: AdvertReading['pay']
      how_to_apply: AdvertReading['how_to_apply']
      advert_reading_version: number
    }

interface StoredRow {
  content_hash: string
  scam_rules_version: number
  advert_reading_version: number
}

/** Reading is ~0.6 ms a listing: the thread that answers readers gets a turn this often. */
const READING_SLICE_MS = 8

/**
 * The scam rules' verdict, the pay and how to apply of the rows whose text is new or changed, or
 * was read by older rules; the others keep theirs, so an unchanged feed costs no reading. The
 * rules read the pay the advert was found to state (a pay given as data has no words to find).
 */
async function readChanged(
  rows: (ReturnType<typeof toJobRow> & { job: JobInput })[],
  stored: Map<string, StoredRow>,
): Promise<ReadColumns[]> {
  const read: ReadColumns[] = []
  let sliceStart = performance.now()
  for (const row of rows) {
    const before = stored.get(row.id)
    if (
      before?.content_hash === row.content_hash &&
      before.scam_rules_version === SCAM_RULES_VERSION &&
      before.advert_reading_version === ADVERT_READING_VERSION
    ) {
      read.push(UNREAD)
      continue
    }
    const { job } = row
    const reading = readAdvert({
      salary: job.salary,
      description: job.description,
      requirements: job.requirements,
      job_link: job.jobLink,
      apply_instructions: job.applyInstructions,
      source_pay: job.pay ?? null,
    })
    const { score, signals, caution } = scoreAdvert({ ...job, pay: reading.pay })
    read.push({
      scam_signals: signals,
      scam_score: score,
      caution,
      scam_rules_version: SCAM_RULES_VERSION,
      ...reading,
      advert_reading_version: ADVERT_READING_VERSION,
    })
    if (performance.now() - sliceStart > READING_SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve))
      sliceStart = performance.now()
    }
  }
  return read
}

/**
 * A job closed for its age (ingest/age-limit.ts) stays closed when its source lists it again,
 * unless the listing now gives it a deadline or another posted date (a board re-posting it): it
 * is then open again, and the run's sweep judges it by its new date.
 */
const STAYS_AGED_OUT = `jobs.aged_out_at is not null and excluded.deadline is null
  and excluded.posted_at is not distinct from jobs.posted_at`

/** A read column as stored after the upsert: this run's reading, or the stored one if unread. */
const keepUnlessRead = (column: string) =>
  `${column} = case when excluded.scam_rules_version < 0 then jobs.${column} else excluded.${column} end`

/**
 * The SQL of the fields sources write as they are (#shared/job-fields.ts `stored`): the columns,
 * each value from the batch, their types in the batch (a list travels as a JSON array), and the
 * update of a changed row.
 */
const STORED = {
  columns: storedJobFields.map(({ column }) => column).join(', '),
  values: storedJobFields
    .map(({ column, sqlType }) =>
      sqlType === 'text[]' ? `array(select jsonb_array_elements_text(x.${column}))` : `x.${column}`,
    )
    .join(', '),
  types: storedJobFields
    .map(({ column, sqlType }) => `${column} ${sqlType === 'text[]' ? 'jsonb' : sqlType}`)
    .join(', '),
  updates: storedJobFields.map(({ column }) => `${column} = excluded.${column}`).join(', '),
}

/** Only valid values reach typed columns: a bad date from a source must not fail the batch. */
function toJobRow(id: string, input: JobInput, timeZone: string) {
  // NUL cannot be stored in PostgreSQL text (nor sent in jsonb): every writer's text is cleaned.
  const job = cleanJobText(input)
  const expiryTs = toIso(parseSiteDateTime(job.expiryTs, timeZone))
  const expiryDate = job.expiryDate && parseCalendarDate(job.expiryDate) ? job.expiryDate : null
  const postedDate = job.datePosted ? parseCalendarDate(job.datePosted) : null
  // null when the source gives no date: the upsert then keeps the time the job was first seen
  const postedAt =
    parseSiteDateTime(job.postedAt, timeZone) ??
    (postedDate
      ? zonedTimeToInstant(postedDate, { hour: 0, minute: 0, second: 0, ms: 0 }, timeZone)
      : null)
  const fields = job as unknown as Record<string, unknown> // read by the names the table gives
  return {
    id,
    source: job.source,
    external_id: job.externalId,
    ...Object.fromEntries(
      storedJobFields.map(({ column, input }) => [column, fields[input] ?? null]),
    ),
    date_posted: postedDate ? job.datePosted : null,
    posted_at: toIso(postedAt),
    expiry_ts: expiryTs,
    expiry_date: expiryDate,
    deadline: toIso(getJobDeadline({ expiry_ts: expiryTs, expiry_date: expiryDate }, timeZone)),
    deadline_phrase: job.deadlinePhrase ?? null,
    is_demo: job.isDemo ?? false,
    // the employer page's key (jobs.employer_slug); the company is in the hash, so a renamed
    // organisation's row is rewritten and moves page
    employer_slug: employerSlug(job.company),
    employer_slug_version: EMPLOYER_SLUG_VERSION,
    source_pay: job.pay ?? null,
    content_hash: hashContent(job),
    fingerprint: makeJobFingerprint(job),
    job,
  }
}

/**
 * Inserts new jobs and updates changed ones. A job that is unchanged (same content hash, same
 * derived dates, nothing to reset) is not written at all: rewriting every row on every run left a
 * dead copy of each row and its index entries behind, and bumped data_version for nothing.
 */
export async function upsertJobs(
  db: Queryable,
  jobs: JobInput[],
  { now, timeZone }: { now: number; timeZone: string },
): Promise<UpsertResult> {
  const result: UpsertResult = { inserted: 0, updated: 0, unchanged: 0 }
  const nowIso = new Date(now).toISOString()
  for (let start = 0; start < jobs.length; start += UPSERT_BATCH) {
    // The same posting twice in one batch would make the statement update a row twice.
    const unique = new Map<string, JobInput>()
    for (const job of jobs.slice(start, start + UPSERT_BATCH)) {
      unique.set(makeJobId(job.source, job.externalId), job)
    }
    const rows = [...unique].map(([id, job]) => toJobRow(id, job, timeZone))
    const previous = await db.query<StoredRow & { id: string }>(
      `select id, content_hash, scam_rules_version, advert_reading_version
       from jobs where id = any($1::text[])`,
      [rows.map((row) => row.id)],
    )
    const stored = new Map(previous.rows.map((row) => [row.id, row]))
    const readings = await readChanged(rows, stored)
    const batch = rows.map(({ job: _job, ...row }, at) => ({ ...row, ...readings[at] }))
    await db.query(
      `insert into jobs (id, source, external_id, ${STORED.columns}, date_posted, posted_at,
         expiry_ts, expiry_date, deadline, deadline_phrase, is_demo, employer_slug,
         employer_slug_version,
         content_hash, fingerprint, scam_signals, scam_score, caution, scam_rules_version,
         source_pay, pay, how_to_apply, advert_reading_version,
         first_seen_at, last_seen_at, updated_at, created_at)
       select x.id, x.source, x.external_id, ${STORED.values}, x.date_posted,
         coalesce(x.posted_at, stored.posted_at, $2), x.expiry_ts, x.expiry_date, x.deadline,
         x.deadline_phrase, x.is_demo, x.employer_slug, x.employer_slug_version, x.content_hash, x.fingerprint,
         coalesce(x.scam_signals, '[]'), coalesce(x.scam_score, 0), x.caution,
         x.scam_rules_version, x.source_pay, x.pay, x.how_to_apply,
         x.advert_reading_version, $2, $2, $2, $2
       from jsonb_to_recordset($1::jsonb) as x(id text, source text, external_id text,
         ${STORED.types}, date_posted date,
         posted_at timestamptz, expiry_ts timestamptz, expiry_date date, deadline timestamptz,
         deadline_phrase text, is_demo boolean, employer_slug text, employer_slug_version integer, content_hash text,
         fingerprint text, scam_signals jsonb,
         scam_score integer, caution text, scam_rules_version integer, source_pay jsonb,
         pay jsonb, how_to_apply jsonb, advert_reading_version integer)
       left join jobs as stored on stored.id = x.id
       on conflict (id) do update set
         ${STORED.updates}, date_posted = excluded.date_posted, posted_at = excluded.posted_at,
         expiry_ts = excluded.expiry_ts, expiry_date = excluded.expiry_date,
         deadline = excluded.deadline, deadline_phrase = excluded.deadline_phrase,
         is_demo = excluded.is_demo,
         employer_slug = excluded.employer_slug,
         employer_slug_version = excluded.employer_slug_version,
         last_seen_at = excluded.last_seen_at,
         fingerprint = excluded.fingerprint, missed_runs = 0,
         withdrawn_at = case when ${STAYS_AGED_OUT} then jobs.withdrawn_at end,
         aged_out_at = case when ${STAYS_AGED_OUT} then jobs.aged_out_at end,
         updated_at = case when jobs.content_hash <> excluded.content_hash
                           then excluded.updated_at else jobs.updated_at end,
         -- an operator's "not a scam" holds until the text changes
         flag_cleared_at = case when jobs.content_hash <> excluded.content_hash
                                then null else jobs.flag_cleared_at end,
         content_hash = excluded.content_hash,
         source_pay = excluded.source_pay,
         ${keepUnlessRead('scam_signals')}, ${keepUnlessRead('scam_score')},
         ${keepUnlessRead('caution')}, ${keepUnlessRead('scam_rules_version')},
         ${keepUnlessRead('pay')}, ${keepUnlessRead('how_to_apply')},
         ${keepUnlessRead('advert_reading_version')}
       -- The dates are compared too: they also depend on SITE_TIMEZONE, which the hash leaves out.
       where jobs.content_hash <> excluded.content_hash
         or jobs.missed_runs <> 0
         or (jobs.withdrawn_at is not null and jobs.aged_out_at is null)
         or (excluded.scam_rules_version >= 0
             and (jobs.scam_rules_version, jobs.advert_reading_version)
                 <> (excluded.scam_rules_version, excluded.advert_reading_version))
         or (jobs.posted_at, jobs.expiry_ts, jobs.deadline)
            is distinct from (excluded.posted_at, excluded.expiry_ts, excluded.deadline)`,
      [JSON.stringify(batch), nowIso],
    )
    for (const row of batch) {
      const before = stored.get(row.id)?.content_hash
      if (before === undefined) result.inserted++
      else if (before !== row.content_hash) result.updated++
      else result.unchanged++
    }
  }
  return result
}
