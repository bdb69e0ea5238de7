import type { JobInput as StoredInput } from '#shared/job-input.ts'

/**
 * The stored input is part of the job definition (#shared/job-input.ts); the server's name for
 * it, with what only the server keeps of a job: the app never sees it, so it is not part of the
 * shared definition (nor of the app's bytes).
 */
export type JobInput = StoredInput & {
  /**
   * The words the deadline was read from, when a source wrote it as text ("Closing date:
   * Friday, 14 March"): one line, for the operators' console. Null or absent when the source
   * gave the deadline as data, or gave none.
   */
  deadlinePhrase?: string | null
}
