import { describe, expect, it } from 'vitest'

import type { ApiJob } from '#shared/job.ts'

import { makeApiJob } from '../../../testing/job-fixtures.ts'
import { searchOnDevice } from './device-search.ts'
import { toJobListParams } from './list-query.ts'
import { toSearchableJob } from './searchable-job.ts'

// Noon in Harare on 1 December 2026: the fixtures below close after it unless said otherwise.
const NOW = Date.parse('2026-12-01T10:00:00Z')

const driver = makeApiJob({
  job_id: 'driver',
  title: 'Driver (Class 2)',
  company: 'Limpopo Freight Logistics',
  location: 'Bulawayo',
  employment_type: 'Full-time',
  tags: ['Logistics', 'Driving'],
  description: 'Deliver goods between towns.',
})
const nurse = makeApiJob({
  job_id: 'nurse',
  title: 'Registered General Nurse',
  company: 'Mpilo Care',
  location: 'Byo',
  employment_type: 'Contract',
  tags: ['Health'],
  description: 'Ward duties; a driver’s licence is an advantage.',
  pay: null,
})
const clerk = makeApiJob({
  job_id: 'clerk',
  title: 'Accounts Clerk',
  location: 'Harare',
  employment_type: null,
  description: 'Reconcile the café’s accounts.',
})
const closed = makeApiJob({
  job_id: 'closed',
  title: 'Bus Driver',
  location: 'Bulawayo',
  expiry_date: '2026-11-20',
})
const jobs: ApiJob[] = [driver, nurse, clerk, closed]

/** The ids found for the list `filter` with `search`, as the list would ask the server. */
function found(search: Parameters<typeof toJobListParams>[1], filter: 'all' | 'closed' = 'all') {
  return searchOnDevice(jobs, toJobListParams(filter, search), NOW).jobs.map((job) => job.job_id)
}

describe('toSearchableJob', () => {
  it('reads a kept job as the server’s index reads its rows', () => {
    expect(toSearchableJob(clerk)).toEqual({
      id: 'clerk',
      title: 'Accounts Clerk',
      company: clerk.company,
      location: 'Harare',
      tags: clerk.tags,
      description: clerk.description,
      // not known, and not made up
      employmentType: null,
      // the end of the closing day in Harare (23:59:59.999 at UTC+2)
      deadline: Date.parse('2026-12-31T21:59:59.999Z'),
      postedAt: Date.parse(clerk.posted_ts ?? ''),
      withdrawn: false,
      // its advert states its pay (USD 800 a month)
      showsPay: true,
    })
    expect(toSearchableJob(makeApiJob({ pay: null })).showsPay).toBe(false)
    expect(toSearchableJob(makeApiJob({ expiry_date: null, expiry_ts: null })).deadline).toBeNull()
    expect(
      toSearchableJob(makeApiJob({ posted_ts: null, created_at: '2026-10-01T08:00:00.000Z' }))
        .postedAt,
    ).toBe(Date.parse('2026-10-01T08:00:00.000Z'))
  })
})

describe('searchOnDevice', () => {
  it('finds every word in any order and any field, best match first', () => {
    // the nurse's advert mentions a driver's licence, and "Byo" is Bulawayo: a weaker match
    expect(found({ q: 'bulawayo driver' })).toEqual(['driver', 'nurse'])
    expect(found({ q: 'DRIVER logistics' })).toEqual(['driver'])
    expect(found({ q: 'nurse harare' })).toEqual([])
  })

  it('forgives case, accents, an unfinished last word and one typo in a long word', () => {
    expect(found({ q: 'cafe' })).toEqual(['clerk'])
    expect(found({ q: 'regist' })).toEqual(['nurse'])
    expect(found({ q: 'bulawyo' })).toEqual(expect.arrayContaining(['driver', 'nurse']))
  })

  it('reads places as the server does: "Byo" is Bulawayo', () => {
    expect(found({ location: ['bulawayo'] })).toEqual(expect.arrayContaining(['driver', 'nurse']))
    expect(found({ location: ['bulawayo'] })).not.toContain('clerk')
  })

  it('applies the filters, AND across and OR within, and the list’s class', () => {
    expect(found({ type: ['contract'] })).toEqual(['nurse'])
    expect(found({ type: ['contract', 'full-time'], location: ['bulawayo'] }).sort()).toEqual([
      'driver',
      'nurse',
    ])
    // the closed bus driver is only in the closed list
    expect(found({ q: 'bus' })).toEqual([])
    expect(found({ q: 'bus' }, 'closed')).toEqual(['closed'])
  })

  it('keeps only the jobs that state their pay when "Shows pay" is chosen, and counts them', () => {
    expect(found({ q: 'driver' })).toEqual(['driver', 'nurse'])
    expect(found({ q: 'driver', pay: 'shown' })).toEqual(['driver'])
    expect(found({ pay: 'shown', location: ['bulawayo'] })).toEqual(['driver'])
    expect(found({ pay: 'shown' }, 'closed')).toEqual(['closed'])
    const result = searchOnDevice(jobs, toJobListParams('all', { q: 'driver' }), NOW)
    expect(result.facets.pay).toEqual([{ value: 'shown', label: 'Shows pay', count: 1 }])
  })

  it('counts a job kept from before the API had pay as stating none', () => {
    // Saved on the device by an older version of the site: the field is not there at all.
    const { pay: _pay, ...older } = makeApiJob({ job_id: 'older', title: 'Driver' })
    const kept = [driver, older as ApiJob]
    const params = toJobListParams('all', { q: 'driver', pay: 'shown' })
    expect(searchOnDevice(kept, params, NOW).jobs.map((job) => job.job_id)).toEqual(['driver'])
  })

  it('says how many jobs it searched, and counts the filters’ values among them', () => {
    const result = searchOnDevice(jobs, toJobListParams('all', { q: 'driver' }), NOW)
    expect(result.searched).toBe(4)
    expect(result.facets.location).toEqual([{ value: 'bulawayo', label: 'Bulawayo', count: 2 }])
    expect(result.facets.type).toEqual(
      expect.arrayContaining([
        { value: 'full-time', label: 'Full-time', count: 1 },
        { value: 'contract', label: 'Contract', count: 1 },
      ]),
    )
  })
})
