import { describe, expect, it } from 'vitest'

import { getSavedJobIds } from './saved-job-ids.ts'

describe('getSavedJobIds', () => {
  it('reads the ids of the saved jobs, in their order', () => {
    const stored = {
      version: 1,
      jobs: [
        { job: { job_id: 'b2' }, savedAt: 2 },
        { job: { job_id: 'a1' }, gone: true },
      ],
    }
    expect(getSavedJobIds(JSON.stringify(stored))).toEqual(['b2', 'a1'])
  })

  it('is empty for nothing saved, or a record it cannot read', () => {
    for (const stored of [null, undefined, '', 'not json', 'null', '7', '{"jobs":{}}'])
      expect(getSavedJobIds(stored)).toEqual([])
    expect(
      getSavedJobIds('{"jobs":[null,{},{"job":{"job_id":7}},{"job":{"job_id":"c3"}}]}'),
    ).toEqual(['c3'])
  })
})
