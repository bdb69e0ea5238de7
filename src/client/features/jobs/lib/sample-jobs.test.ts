import { describe, expect, it } from 'vitest'

import * as v from 'valibot'

import { getJobDeadline } from '#shared/deadline.ts'
import { jobFields } from '#shared/job-fields.ts'
import { isJobId } from '#shared/job-id.ts'
import { apiJobSchema } from '#shared/schemas/job.ts'
import { getUrgency } from '#shared/urgency.ts'

import { SAMPLE_JOB_ID_PREFIX } from './sample-job-id.ts'
import { getSampleJobs } from './sample-jobs.ts'

// Harare is UTC+2. The three instants are the first and last millisecond of Friday 20 November
// 2026 there, and the middle of that day.
const START_OF_DAY = Date.parse('2026-11-19T22:00:00.000Z')
const MIDDAY = Date.parse('2026-11-20T10:00:00.000Z')
const END_OF_DAY = Date.parse('2026-11-20T21:59:59.999Z')

describe('getSampleJobs', () => {
  it('gives six jobs with unique ids, prefixed and valid', () => {
    const jobs = getSampleJobs(MIDDAY)
    expect(jobs).toHaveLength(6)
    const ids = jobs.map((job) => job.job_id)
    expect(new Set(ids).size).toBe(6)
    expect(ids.every((id) => id.startsWith(SAMPLE_JOB_ID_PREFIX))).toBe(true)
    expect(ids.every((id) => isJobId(id))).toBe(true)
  })

  it('gives jobs as the API answers them, every field the job definition names', () => {
    for (const job of getSampleJobs(MIDDAY)) {
      expect(v.safeParse(apiJobSchema, job).issues).toBeUndefined()
      expect(Object.keys(job).sort()).toEqual(Object.keys(jobFields).sort())
    }
  })

  it('marks every job as a demo without a link, with the sample note as how to apply', () => {
    for (const job of getSampleJobs(MIDDAY)) {
      expect(job.is_demo).toBe(true)
      expect(job.withdrawn).toBe(false)
      expect(job.job_link).toBeNull()
      expect(job.apply_instructions).toBe(
        'This is a sample listing shown while the live jobs cannot be loaded.',
      )
      expect(['Full-time', 'Contract']).toContain(job.employment_type)
      expect(job.tags.length).toBeGreaterThan(0)
      expect(job.description.trim()).not.toBe('')
    }
  })

  it('uses only reserved .example domains for any address it mentions', () => {
    for (const job of getSampleJobs(MIDDAY)) {
      const domains = job.description.matchAll(/(?:@|https?:\/\/)([\w-]+(?:\.[\w-]+)+)/g)
      for (const [, domain] of domains) expect(domain).toMatch(/\.example$/)
    }
  })

  it.each([
    ['start', START_OF_DAY],
    ['middle', MIDDAY],
    ['end', END_OF_DAY],
  ])('covers the urgency classes at the %s of the Harare day', (_, now) => {
    const urgencies = getSampleJobs(now).map((job) => getUrgency(getJobDeadline(job), now))
    expect(urgencies.filter((u) => u === 'critical')).toHaveLength(1)
    expect(urgencies.filter((u) => u === 'urgent')).toHaveLength(1)
    expect(urgencies.filter((u) => u === 'standard')).toHaveLength(3)
    expect(urgencies.filter((u) => u === 'open')).toHaveLength(1)
  })

  it('dates the jobs relative to now, in the site time zone', () => {
    const [first] = getSampleJobs(MIDDAY)
    expect(first?.expiry_date).toBe('2026-11-22')
    expect(first?.date_posted).toBe('2026-11-08')
    expect(Date.parse(first?.created_at ?? '')).toBeLessThan(MIDDAY)
  })
})
