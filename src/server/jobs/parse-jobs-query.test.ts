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
  it('reads the list query the app sends', () => {
    expect(parse('status=expired&page=2&pageSize=100')).toEqual({
      kind: 'list',
      status: 'expired',
      page: 2,
      pageSize: 100,
      sort: 'newest',
      q: null,
      urgency: null,
      location: [],
      category: [],
      type: [],
      postedDays: null,
      pay: null,
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
      location: [],
      category: [],
      type: [],
      postedDays: null,
      pay: null,
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

  it('sorts a search by relevance unless told otherwise', () => {
    expect(parse('q=driver')).toMatchObject({ sort: 'relevance' })
    expect(parse('q=driver&sort=expiring')).toMatchObject({ sort: 'expiring' })
    expect(parse('q=')).toMatchObject({ sort: 'newest' })
  })

  it('reads filters: comma-separated or repeated, case folded, repeats and blanks dropped', () => {
    expect(
      parse('location=Harare,bulawayo,harare&location=remote&category=ict&type=&posted=7'),
    ).toMatchObject({
      location: ['harare', 'bulawayo', 'remote'],
      category: ['ict'],
      type: [],
      postedDays: 7,
    })
  })

  it('reads "Shows pay" with the other filters', () => {
    expect(parse('pay=shown&location=harare&q=driver')).toMatchObject({
      pay: 'shown',
      location: ['harare'],
      q: 'driver',
    })
  })

  it.each([
    ['location=atlantis', 'location'],
    ['category=ict,astrology', 'category'],
    ['type=forever', 'type'],
    ['posted=5', 'posted'],
    ['posted=7&posted=7', 'posted'],
    [`job_id=abc&location=harare`, 'location'],
    ['pay=yes', 'pay'],
    ['pay=shown,shown', 'pay'],
    ['pay=shown&pay=shown', 'pay'],
    ['job_ids=a,b&pay=shown', 'pay'],
  ])('refuses %s, naming %s', (query, parameter) => {
    expect(rejected(query)).toBe(parameter)
  })

  it('reads an urgency filter for active jobs', () => {
    expect(parse('status=active&urgency=urgent')).toMatchObject({ urgency: 'urgent' })
  })

  it('reads a detail query', () => {
    expect(parse('job_id=ABC123def')).toEqual({ kind: 'detail', jobId: 'abc123def' })
  })

  it('reads a list of ids, lower-cased, duplicates folded, first order kept', () => {
    expect(parse('job_ids=b2,ABC123def,a_1-x')).toEqual({
      kind: 'ids',
      jobIds: ['b2', 'abc123def', 'a_1-x'],
    })
    expect(parse('job_ids=b,a,B,b,a')).toEqual({ kind: 'ids', jobIds: ['b', 'a'] })
    expect(parse('job_ids=only')).toEqual({ kind: 'ids', jobIds: ['only'] })
    expect(parse(`job_ids=${'z'.repeat(64)}`)).toEqual({ kind: 'ids', jobIds: ['z'.repeat(64)] })
  })

  it('answers a job_id no job can have with a 404 "Job not found" naming job_id', () => {
    for (const id of ['a'.repeat(65), 'a b', "1' OR '1'='1", 'abc\u0000', '-abc', '']) {
      let thrown: unknown
      try {
        parse(new URLSearchParams({ job_id: id }).toString())
      } catch (error) {
        thrown = error
      }
      expect(thrown).toBeInstanceOf(QueryError)
      expect(thrown).toMatchObject({
        status: 404,
        code: 'job_not_found',
        message: 'Job not found',
        parameter: 'job_id',
      })
    }
  })

  it('leaves out of a list the ids no job can have, like unknown ones', () => {
    expect(parse(`job_ids=b2,${'a'.repeat(65)},a%20b,B2,x%00,c`)).toEqual({
      kind: 'ids',
      jobIds: ['b2', 'c'],
    })
    expect(parse("job_ids=a%20b,1' OR '1'='1")).toEqual({ kind: 'ids', jobIds: [] })
  })

  it('reads up to 100 ids and refuses 101, naming job_ids and the bound', () => {
    const ids = Array.from({ length: 101 }, (_, index) => `id${index}`)
    expect(parse(`job_ids=${ids.slice(0, 100).join(',')}`)).toEqual({
      kind: 'ids',
      jobIds: ids.slice(0, 100),
    })
    expect(() => parse(`job_ids=${ids.join(',')}`)).toThrow(/job_ids.*100/)
    expect(rejected(`job_ids=${ids.join(',')}`)).toBe('job_ids')
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
    ['job_id=a&job_id=b', 'job_id'],
    ['job_id=abc&status=active', 'status'],
    ['urgency=soon', 'urgency'],
    ['status=expired&urgency=critical', 'urgency'],
    ['urgency=critical&urgency=urgent', 'urgency'],
    ['job_id=abc&urgency=urgent', 'urgency'],
    ['job_ids=', 'job_ids'],
    ['job_ids=a,,b', 'job_ids'],
    ['job_ids=a,b,', 'job_ids'],
    ['job_ids=,a', 'job_ids'],
    ['job_ids=a&job_ids=b', 'job_ids'],
    ['job_ids=a,b&job_id=a', 'job_ids'],
    ['job_id=a&job_ids=a,b', 'job_ids'],
    ['job_ids=a,b&status=active', 'status'],
    ['job_ids=a,b&page=1', 'page'],
    ['job_ids=a,b&pageSize=100', 'pageSize'],
    ['job_ids=a,b&sort=newest', 'sort'],
    ['job_ids=a,b&q=nurse', 'q'],
    ['job_ids=a,b&urgency=critical', 'urgency'],
  ])('rejects %s naming %s', (query, parameter) => {
    expect(rejected(query)).toBe(parameter)
  })
})
