import * as v from 'valibot'
import { describe, expect, expectTypeOf, it } from 'vitest'

import { jobFields, storedJobFields, type StoredJobFields } from './job-fields.ts'
import { apiJobSchema } from './schemas/job.ts'

describe('the job definition', () => {
  it('answers the fields of the original contract first, in its order', () => {
    expect(Object.keys(apiJobSchema.entries).slice(0, 13)).toEqual([
      'job_id',
      'title',
      'company',
      'location',
      'salary',
      'description',
      'expiry_ts',
      'expiry_date',
      'job_link',
      'requirements',
      'date_posted',
      'created_at',
      'posted_ts',
    ])
    expect(Object.keys(apiJobSchema.entries)).toEqual(Object.keys(jobFields))
  })

  it('gives every stored field its own input name and column', () => {
    const inputs = storedJobFields.map((field) => field.input)
    const columns = storedJobFields.map((field) => field.column)
    expect(new Set(inputs).size).toBe(inputs.length)
    expect(new Set(columns).size).toBe(columns.length)
    expect(inputs).toEqual(expect.arrayContaining(['title', 'jobLink', 'applyInstructions']))
  })

  it('blanks a field only with a value its schema takes', () => {
    for (const { name, blank } of storedJobFields) {
      if (blank !== undefined) expect(v.is(jobFields[name].schema, blank), name).toBe(true)
    }
  })

  it('types the stored input by the input names, a required field required', () => {
    expectTypeOf<StoredJobFields['title']>().toEqualTypeOf<string>()
    expectTypeOf<StoredJobFields['applyInstructions']>().toEqualTypeOf<string | null>()
    expectTypeOf<StoredJobFields['tags']>().toEqualTypeOf<string[]>()
    expectTypeOf<StoredJobFields>().not.toHaveProperty('job_link')
  })
})
