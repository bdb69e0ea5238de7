import { describe, expect, it } from 'vitest'

import { createJobSearchIndex, type JobSearchRequest, type SearchableJob } from './job-search.ts'

const NOW = Date.parse('2026-06-01T10:00:00Z')
const DAY = 86_400_000

function job(id: string, fields: Partial<SearchableJob> = {}): SearchableJob {
  return {
    id,
    title: 'Officer',
    company: 'Acme',
    location: 'Harare',
    tags: [],
    description: '',
    employmentType: null,
    deadline: NOW + 20 * DAY,
    postedAt: NOW - 2 * DAY,
    withdrawn: false,
    showsPay: false,
    ...fields,
  }
}

function request(fields: Partial<JobSearchRequest> = {}): JobSearchRequest {
  return {
    q: null,
    status: 'active',
    urgency: null,
    location: [],
    category: [],
    type: [],
    postedDays: null,
    pay: null,
    sort: 'relevance',
    now: NOW,
    offset: 0,
    limit: 50,
    ...fields,
  }
}

const JOBS = [
  job('driver-byo', { title: 'Truck Driver', location: 'Byo', deadline: NOW + 9 * DAY }),
  job('driver-hre', { title: 'Delivery Driver', company: 'OK Zimbabwe', location: 'Harare CBD' }),
  job('accountant-hre', {
    title: 'Senior Accountant',
    company: 'Delta Corporation',
    tags: ['Accounting'],
    employmentType: 'Full Time',
  }),
  job('clerk-byo', {
    title: 'Accounts Clerk',
    location: 'Bulawayo',
    description: 'Assist the accountant with ledgers.',
  }),
  job('teacher-mutare', {
    title: 'Crèche Teacher',
    location: 'Mutare',
    employmentType: 'Contract',
  }),
  job('electrician', { title: 'Electrician', location: 'Gweru', deadline: NOW + 30 * DAY }),
  job('electrician-soon', { title: 'Electrician', location: 'Kwekwe', deadline: NOW + 4 * DAY }),
  job('mentions-electrician', {
    title: 'Site Supervisor',
    description: 'Supervise the electrician and the plumbers.',
  }),
  job('econet', { title: 'Network Engineer', company: 'Econet Wireless' }),
  job('closed', { title: 'Driver', deadline: NOW - DAY }),
  job('withdrawn', { title: 'Driver', withdrawn: true }),
  job('old', { title: 'Driver', postedAt: NOW - 40 * DAY, deadline: null }),
]
const index = createJobSearchIndex(JOBS)
const search = (fields: Partial<JobSearchRequest>) => index.search(request(fields))
const ids = (fields: Partial<JobSearchRequest>) => search(fields).ids

describe('createJobSearchIndex: what a search finds', () => {
  it('finds every word, in any order, in any field', () => {
    expect(ids({ q: 'driver bulawayo' })).toEqual(['driver-byo'])
    expect(ids({ q: 'bulawayo driver' })).toEqual(['driver-byo'])
    expect(ids({ q: 'driver ok zimbabwe' })).toEqual(['driver-hre'])
    expect(ids({ q: 'accounting delta' })).toEqual(['accountant-hre'])
  })

  it('ignores case and accents', () => {
    expect(ids({ q: 'CRECHE teacher' })).toEqual(['teacher-mutare'])
    expect(ids({ q: 'crèche' })).toEqual(['teacher-mutare'])
  })

  it('lets the last word be the beginning of a word, and only the last', () => {
    expect(ids({ q: 'teach' })).toEqual(['teacher-mutare'])
    expect(ids({ q: 'electri gweru' })).toEqual([])
    expect(ids({ q: 'gweru electri' })).toEqual(['electrician'])
  })

  it('forgives one typo in words of five letters or more', () => {
    expect(ids({ q: 'acountant' })).toEqual(['accountant-hre', 'clerk-byo'])
    // Both in Bulawayo's field: the one closing sooner first.
    expect(ids({ q: 'bulawyo' })).toEqual(['driver-byo', 'clerk-byo'])
    expect(ids({ q: 'drvier' })).toContain('driver-byo')
    expect(ids({ q: 'trcuk' })).toEqual(['driver-byo'])
    // Four letters: a typo would find too much.
    expect(ids({ q: 'truk' })).toEqual([])
    expect(ids({ q: 'okay' })).toEqual([])
  })

  it("finds an employer's jobs by its name", () => {
    expect(ids({ q: 'econet' })).toEqual(['econet'])
  })

  it('answers nothing, with a total of 0, when a word is found nowhere', () => {
    expect(search({ q: 'driver xylophone' })).toEqual({ ids: [], total: 0 })
  })
})

describe('createJobSearchIndex: order', () => {
  it('puts title matches above description mentions, ties closing soonest first', () => {
    expect(ids({ q: 'electrician' })).toEqual([
      'electrician-soon',
      'electrician',
      'mentions-electrician',
    ])
  })

  it('puts the exact word above a guess', () => {
    expect(ids({ q: 'accountant' })).toEqual(['accountant-hre', 'clerk-byo'])
  })

  it('sorts by newest or closing soonest when asked', () => {
    expect(ids({ q: 'driver', sort: 'expiring' })).toEqual(['driver-byo', 'driver-hre', 'old'])
    expect(ids({ sort: 'newest', location: ['kwekwe', 'gweru'] })).toEqual([
      'electrician-soon',
      'electrician',
    ])
  })

  it('pages with offset and limit, and counts every match', () => {
    const first = search({ q: 'electrician', limit: 2 })
    const second = search({ q: 'electrician', offset: 2, limit: 2 })
    expect(first.total).toBe(3)
    expect([...first.ids, ...second.ids]).toEqual(ids({ q: 'electrician' }))
  })
})

describe('createJobSearchIndex: filters', () => {
  it('keeps closed and withdrawn jobs out of the active list and in the closed one', () => {
    expect(ids({ q: 'driver', status: 'expired' }).sort()).toEqual(['closed', 'withdrawn'])
    expect(ids({ q: 'driver' })).not.toContain('closed')
  })

  it('filters by town (aliases included), kind of work, type and posting date', () => {
    expect(ids({ location: ['bulawayo'] }).sort()).toEqual(['clerk-byo', 'driver-byo'])
    expect(ids({ q: 'driver', location: ['harare', 'bulawayo'] }).sort()).toEqual([
      'driver-byo',
      'driver-hre',
      'old',
    ])
    expect(ids({ category: ['accounting-finance'] })).toContain('accountant-hre')
    expect(ids({ type: ['contract'] })).toEqual(['teacher-mutare'])
    expect(ids({ q: 'driver', postedDays: 30 })).not.toContain('old')
    expect(ids({ q: 'driver', postedDays: null })).toContain('old')
  })

  it('keeps only the jobs closing within 3 days, or in 3 to 5 days', () => {
    expect(ids({ urgency: 'urgent' })).toEqual(['electrician-soon'])
    expect(ids({ urgency: 'critical' })).toEqual([])
  })

  it('counts each filter with the others applied but not its own', () => {
    const facets = index.facets({ ...request({ q: 'driver', location: ['bulawayo'] }) })
    // The other towns still show what they hold.
    expect(facets.location).toEqual([
      expect.objectContaining({ value: 'harare', count: 2 }),
      expect.objectContaining({ value: 'bulawayo', label: 'Bulawayo', count: 1 }),
    ])
    const logistics = facets.category.find((facet) => facet.value === 'logistics-transport')
    expect(logistics?.count).toBe(1)
    expect(facets.type).toEqual([])
  })

  it('keeps a chosen value in the counts when it holds nothing', () => {
    const facets = index.facets(request({ q: 'econet', location: ['mutare'] }))
    expect(facets.location).toEqual([
      expect.objectContaining({ value: 'harare', count: 1 }),
      expect.objectContaining({ value: 'mutare', count: 0 }),
    ])
  })

  it('leaves out jobs taken down since the index was built, in results and counts', () => {
    expect(ids({ q: 'driver' })).toContain('driver-byo')
    const takenDown = ['driver-byo']
    expect(ids({ q: 'driver', takenDown })).not.toContain('driver-byo')
    expect(search({ q: 'driver', takenDown }).total).toBe(search({ q: 'driver' }).total - 1)
    const facets = index.facets(request({ q: 'driver', takenDown }))
    expect(facets.location.find((facet) => facet.value === 'bulawayo')).toBeUndefined()
  })
})

describe('createJobSearchIndex: "Shows pay"', () => {
  const paid = createJobSearchIndex([
    job('driver-byo-paid', { title: 'Truck Driver', location: 'Byo', showsPay: true }),
    job('driver-hre', { title: 'Delivery Driver', location: 'Harare' }),
    job('driver-hre-paid', {
      title: 'Bus Driver',
      location: 'Harare',
      employmentType: 'Contract',
      showsPay: true,
    }),
    job('clerk-byo', { title: 'Accounts Clerk', location: 'Bulawayo' }),
    job('clerk-hre-paid', { title: 'Accounts Clerk', location: 'Harare', showsPay: true }),
    job('closed-paid', { title: 'Driver', deadline: NOW - DAY, showsPay: true }),
  ])
  const found = (fields: Partial<JobSearchRequest>) => paid.search(request(fields)).ids.sort()
  const payCount = (fields: Partial<JobSearchRequest>) => paid.facets(request(fields)).pay

  it('keeps only the jobs that state their pay, alone, with other filters and with words', () => {
    expect(found({ pay: 'shown' })).toEqual([
      'clerk-hre-paid',
      'driver-byo-paid',
      'driver-hre-paid',
    ])
    expect(paid.search(request({ pay: 'shown' })).total).toBe(3)
    expect(found({ pay: 'shown', location: ['harare'] })).toEqual([
      'clerk-hre-paid',
      'driver-hre-paid',
    ])
    expect(found({ pay: 'shown', q: 'driver' })).toEqual(['driver-byo-paid', 'driver-hre-paid'])
    expect(found({ pay: 'shown', q: 'driver', location: ['bulawayo'] })).toEqual([
      'driver-byo-paid',
    ])
    expect(found({ pay: 'shown', status: 'expired' })).toEqual(['closed-paid'])
    expect(found({ pay: null })).toHaveLength(5)
  })

  it('counts how many of the jobs the words and other filters keep state their pay', () => {
    const shown = (count: number) => [{ value: 'shown', label: 'Shows pay', count }]
    expect(payCount({})).toEqual(shown(3))
    expect(payCount({ q: 'driver' })).toEqual(shown(2))
    expect(payCount({ location: ['bulawayo'] })).toEqual(shown(1))
    expect(payCount({ q: 'driver', type: ['contract'] })).toEqual(shown(1))
    // Its own filter does not narrow its count: the same number, on or off.
    expect(payCount({ q: 'driver', pay: 'shown' })).toEqual(shown(2))
  })

  it('is applied to the other filters’ counts when chosen', () => {
    const off = paid.facets(request({ q: 'driver' }))
    expect(off.location).toEqual([
      expect.objectContaining({ value: 'harare', count: 2 }),
      expect.objectContaining({ value: 'bulawayo', count: 1 }),
    ])
    const on = paid.facets(request({ q: 'driver', pay: 'shown' }))
    expect(on.location).toEqual([
      expect.objectContaining({ value: 'harare', count: 1 }),
      expect.objectContaining({ value: 'bulawayo', count: 1 }),
    ])
    expect(on.type).toEqual([expect.objectContaining({ value: 'contract', count: 1 })])
  })

  it('is left out of the counts when no job states its pay, unless chosen', () => {
    expect(payCount({ q: 'clerk', location: ['bulawayo'] })).toEqual([])
    expect(payCount({ q: 'clerk', location: ['bulawayo'], pay: 'shown' })).toEqual([
      { value: 'shown', label: 'Shows pay', count: 0 },
    ])
  })
})
