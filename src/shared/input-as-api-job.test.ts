import * as v from 'valibot'
import { describe, expect, it } from 'vitest'

import { inputAsApiJob } from './input-as-api-job.ts'
import { jobFields, storedJobFields } from './job-fields.ts'
import { apiJobSchema } from './schemas/job.ts'
import { makeJobInput } from './testing/job-factory.ts'

const STORED_AT = '2026-11-01T08:00:00.000Z'

describe('inputAsApiJob', () => {
  it('answers every field of the definition, valid by the API schema', () => {
    const job = inputAsApiJob(makeJobInput(), { jobId: 'sample-a', storedAt: STORED_AT })
    expect(Object.keys(job).sort()).toEqual(Object.keys(jobFields).sort())
    expect(v.safeParse(apiJobSchema, job).issues).toBeUndefined()
  })

  it('copies each stored field from its input name, by the definition', () => {
    const input = makeJobInput({ jobLink: 'https://x.example/1', applyInstructions: 'By email' })
    const job: Record<string, unknown> = inputAsApiJob(input, { jobId: 'a', storedAt: STORED_AT })
    const byInputName: Record<string, unknown> = input
    for (const field of storedJobFields) expect(job[field.name]).toEqual(byInputName[field.input])
    expect(job).toMatchObject({ job_link: 'https://x.example/1', apply_instructions: 'By email' })
  })

  it('names every stored field in the definition as its input name in snake case', () => {
    for (const field of storedJobFields) {
      expect(field.input.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)).toBe(field.name)
    }
  })

  it('leaves out a field the input leaves out, as an older saved copy does', () => {
    const input: Record<string, unknown> = { ...makeJobInput() }
    delete input['salary']
    const job = inputAsApiJob(input as ReturnType<typeof makeJobInput>, {
      jobId: 'a',
      storedAt: STORED_AT,
    })
    expect(Object.hasOwn(job, 'salary')).toBe(false)
    expect(job.title).toBe(input['title'])
  })

  it('sets what the server works out as it would for a new, open job', () => {
    const input = makeJobInput({ postedAt: null, expiryTs: null, expiryDate: '2026-12-04' })
    expect(
      inputAsApiJob({ ...input, isDemo: true }, { jobId: 'a', storedAt: STORED_AT }),
    ).toMatchObject({
      job_id: 'a',
      date_posted: input.datePosted,
      created_at: STORED_AT,
      posted_ts: STORED_AT,
      expiry_ts: null,
      expiry_date: '2026-12-04',
      withdrawn: false,
      is_demo: true,
      removed: false,
      caution: null,
    })
  })
})
