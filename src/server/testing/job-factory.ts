/** The server's tests build jobs with the one factory (#shared/testing/job-factory.ts). */
export { makeJobInput } from '#shared/testing/job-factory.ts'
