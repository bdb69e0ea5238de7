import * as v from 'valibot'
import { describe, expect, it } from 'vitest'

import { isJobId } from '../job-id.ts'
import {
  getJobsQuerySchema,
  jobDetailQuerySchema,
  jobIdsQuerySchema,
  jobListQuerySchema,
  MAX_SEARCH_LENGTH,
} from './jobs-query.ts'

const parse = (input: Record<string, string>) =>
  v.safeParse(getJobsQuerySchema(input), input, { abortEarly: true })

describe('the jobs query schemas', () => {
  it('pick the kind of query by job_ids, then job_id, else a list', () => {
    expect(getJobsQuerySchema({ job_ids: 'a', job_id: 'b' })).toBe(jobIdsQuerySchema)
    expect(getJobsQuerySchema({ job_id: 'b', status: 'active' })).toBe(jobDetailQuerySchema)
    expect(getJobsQuerySchema({ q: 'nurse' })).toBe(jobListQuerySchema)
  })

  it('fill in the defaults of a list', () => {
    expect(parse({})).toMatchObject({
      success: true,
      output: { kind: 'list', status: 'active', page: 1, pageSize: 100, sort: 'newest' },
    })
  })

  it('read pay=shown as "Shows pay", and its absence as no pay filter', () => {
    expect(parse({ pay: 'shown' })).toMatchObject({ success: true, output: { pay: 'shown' } })
    expect(parse({})).toMatchObject({ success: true, output: { pay: null } })
  })

  it.each(['', 'yes', 'true', 'SHOWN', ' shown', 'shown,hidden', 'hidden'])(
    'refuse pay=%j with a message naming pay and its one value',
    (pay) => {
      const result = parse({ pay })
      expect(result.success).toBe(false)
      expect(result.issues?.[0]?.message).toBe('pay must be one of: shown')
      expect(result.issues?.[0]?.path?.[0]?.key).toBe('pay')
    },
  )

  it('refuse pay with job_id or job_ids, which name jobs', () => {
    expect(parse({ job_id: 'abc', pay: 'shown' }).issues?.[0]?.message).toBe(
      'pay cannot be combined with job_id',
    )
    expect(parse({ job_ids: 'abc', pay: 'shown' }).issues?.[0]?.message).toBe(
      'pay cannot be combined with job_ids',
    )
  })

  it('count the search after folding its spaces', () => {
    const words = 'x'.repeat(MAX_SEARCH_LENGTH)
    expect(parse({ q: `   ${words}   ` })).toMatchObject({ success: true, output: { q: words } })
    expect(parse({ q: `${words}y` }).success).toBe(false)
  })

  it('describe job_id with a pattern that agrees with the rule', () => {
    const metadata = jobDetailQuerySchema.pipe[0].entries.job_id.pipe.find(
      (item) => item.type === 'metadata',
    )
    const pattern = new RegExp(String(metadata?.metadata.pattern))
    for (const id of ['abc', 'ABC_1-x', 'a'.repeat(64), 'a'.repeat(65), '-a', 'a b', '', 'é'])
      expect(pattern.test(id), id).toBe(isJobId(id))
  })
})
