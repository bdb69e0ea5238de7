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
import { jobFields, storedJobFields } from '#shared/job-fields.ts'
import * as v from 'valibot'

import type { JobInput } from './job-input.ts'

/** The text of a job, wherever it comes from (an adapter's job has no source yet). */
type JobText = Omit<JobInput, 'source' | 'isDemo'>

// Trimmed: what was around a removed character ("\u202e Clerk") must not stand at an end.
const oneLine = (text: string): string => removeControls(text).trim()
const withLines = (text: string): string => removeControls(text, { lineBreaks: true })

/** The stored fields whose value may be null: left empty, they are null, not "". */
const nullable = new Set(
  storedJobFields
    .filter(({ name }) => v.is(jobFields[name].schema, null))
    .map(({ input }) => input),
)

/**
 * The job with its text cleaned, each stored field as the job definition says
 * (#shared/job-fields.ts): `lines` (the description, the requirements, how to apply: markdown)
 * keep their line breaks; a `line` is one line, where a tab or line break becomes a space,
 * trimmed. An optional field left empty is null, an empty tag is dropped. Dates are left alone:
 * they are parsed, never shown as sent.
 */
export function cleanJobText<T extends JobText>(job: T): T {
  const cleaned: Record<string, unknown> = {
    ...job,
    // The id names the job (its stored id is made from it): changed no more than it must be.
    externalId: withLines(job.externalId),
  }
  for (const { input, text } of storedJobFields) {
    const value = cleaned[input]
    if (value === undefined || value === null) continue
    if (text === 'tags') cleaned[input] = (value as string[]).map(oneLine).filter(Boolean)
    else if (typeof value === 'string') {
      const clean = text === 'lines' ? withLines(value) : oneLine(value)
      cleaned[input] = clean || (nullable.has(input) ? null : clean)
    }
  }
  // Not a field of the job definition (only the console shows it), cleaned as a line all the same.
  if (typeof cleaned.deadlinePhrase === 'string')
    cleaned.deadlinePhrase = oneLine(job.deadlinePhrase ?? '') || null
  return cleaned as T
}
