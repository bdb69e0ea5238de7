/**
 * What a job id can look like, for everyone who meets one in an address or a query: the API,
 * the server's pages and the app. An id outside this rule names no job, so each of them answers
 * "Job not found" at once instead of asking the database. Ids are matched without regard to
 * case (the server stores them in lower case).
 */
export const MAX_JOB_ID_LENGTH = 64

export const JOB_ID_PATTERN = /^[0-9a-z][0-9a-z_-]{0,63}$/i

export function isJobId(value: string): boolean {
  return JOB_ID_PATTERN.test(value)
}
