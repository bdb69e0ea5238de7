/**
 * What every sample job's id begins with (lib/sample-jobs.ts), apart from the samples so that a
 * job card can tell one without loading them.
 */
export const SAMPLE_JOB_ID_PREFIX = 'sample-'
