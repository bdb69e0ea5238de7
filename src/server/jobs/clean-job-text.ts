/**
 * Every text field of a job without control and bidi characters (#shared/control-characters.ts).
 * Feeds are written by strangers: a title carrying ESC or BEL reached the operator's terminal
 * through `npm run sources -- check`, and a C1 CSI (U+009B) or a right-to-left override (U+202E)
 * was stored and shown by `npm run reports` and the console. NUL, which PostgreSQL text cannot
 * hold, goes with them, so one stray byte cannot lose a source's jobs.
 *
 * The ingester cleans what adapters give before anything else reads it (fingerprints, the store),
 * `sources check` shows what would be stored, and the upsert cleans again for every other writer.
 */
import { removeControls } from '#shared/control-characters.ts'

import type { JobInput } from './job-input.ts'

/** The text of a job, wherever it comes from (an adapter's job has no source yet). */
type JobText = Omit<JobInput, 'source' | 'isDemo'>

// Trimmed: what was around a removed character ("\u202e Clerk") must not stand at an end.
const oneLine = (text: string): string => removeControls(text).trim()
const optionalLine = (text: string | null): string | null =>
  text === null ? null : oneLine(text) || null
const withLines = (text: string): string => removeControls(text, { lineBreaks: true })
const optionalLines = (text: string | null): string | null =>
  text === null ? null : withLines(text) || null

/**
 * The job with its text cleaned. The description, the requirements and how to apply may hold
 * line breaks (markdown); every other field is one line, where a tab or line break becomes a
 * space, trimmed. An optional field left empty is null, an empty tag is dropped. Dates are left
 * alone: they are parsed, never shown as sent.
 */
export function cleanJobText<T extends JobText>(job: T): T {
  return {
    ...job,
    // The id names the job (its stored id is made from it): changed no more than it must be.
    externalId: withLines(job.externalId),
    title: oneLine(job.title),
    company: oneLine(job.company),
    location: optionalLine(job.location),
    salary: optionalLine(job.salary),
    employmentType: optionalLine(job.employmentType),
    description: withLines(job.description),
    jobLink: optionalLine(job.jobLink),
    applyInstructions: optionalLines(job.applyInstructions),
    requirements: optionalLines(job.requirements),
    tags: job.tags.map(oneLine).filter(Boolean),
  }
}
