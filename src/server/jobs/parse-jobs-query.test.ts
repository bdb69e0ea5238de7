import { describe, expect, it } from 'vitest'

import { parseJobsQuery, QueryError } from './parse-jobs-query.ts'

const parse = (query: string) => parseJobsQuery(new URLSearchParams(query))

function rejected(query: string): string {
  try {
    parse(query)
  } catch (error) {
    if (error instanceof QueryError) return error.parameter
    throw error
  }
  throw new Error(`"${query}" was accepted`)
}

describe('parseJobsQuery', () => {
  it('reads the spec list query', () => {
    expect(parse('status=expired&page=2&pageSize=100')).toEqual({
      kind: 'list',
      status: 'expired',
      page: 2,
      pageSize: 100,
      sort: 'newest',
      q: null,
      urgency: null,
    })
  })

  it('defaults absent parameters and ignores unknown ones', () => {
    expect(parse('utm_source=whatsapp&_=123')).toEqual({
      kind: 'list',
      status: 'active',
      page: 1,
      pageSize: 100,
      sort: 'newest',
      q: null,
      urgency: null,
    })
  })

  it('trims and folds spaces in q; an empty q is no search', () => {
    expect(parse('q=%20%20Mine%20%20Surveyor%20')).toMatchObject({ q: 'Mine Surveyor' })
    expect(parse('q=%20%20')).toMatchObject({ q: null })
  })

  it('keeps SQL-looking search text as plain text to search for', () => {
    expect(parse("q=' OR 1=1; DROP TABLE jobs;--")).toMatchObject({
      q: "' OR 1=1; DROP TABLE jobs;--",
    })
  })

  it('reads an urgency filter for active jobs', () => {
    expect(parse('status=active&urgency=urgent')).toMatchObject({ urgency: 'urgent' })
  })

  it('reads a detail query', () => {
    expect(parse('job_id=ABC123def')).toEqual({ kind: 'detail', jobId: 'abc123def' })
  })

  it.each([
    ['status=foo', 'status'],
    ['status=', 'status'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['page=abc', 'page'],
    ['page=', 'page'],
    ['page=99999999999999999', 'page'],
    ['page=1e3', 'page'],
    ['pageSize=0', 'pageSize'],
    ['pageSize=100001', 'pageSize'],
    ['pageSize=10001', 'pageSize'],
    ['status=active&status=expired', 'status'],
    ['page=1&page=2', 'page'],
    ['sort=oldest', 'sort'],
    ['q=a&q=b', 'q'],
    [`q=${'x'.repeat(201)}`, 'q'],
    ['q=abc%00def', 'q'],
    ['q=line%0Abreak', 'q'],
    [`job_id=${'a'.repeat(10_000)}`, 'job_id'],
    ["job_id=1' OR '1'='1", 'job_id'],
    ['job_id=abc%00', 'job_id'],
    ['job_id=', 'job_id'],
    ['job_id=a&job_id=b', 'job_id'],
    ['job_id=abc&status=active', 'status'],
    ['urgency=soon', 'urgency'],
    ['status=expired&urgency=critical', 'urgency'],
    ['urgency=critical&urgency=urgent', 'urgency'],
    ['job_id=abc&urgency=urgent', 'urgency'],
  ])('rejects %s naming %s', (query, parameter) => {
    expect(rejected(query)).toBe(parameter)
  })
})
