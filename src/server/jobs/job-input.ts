/** The stored input is part of the job definition (#shared/job-input.ts); the server's name for it. */
export type { JobInput } from '#shared/job-input.ts'
