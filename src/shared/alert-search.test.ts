import { describe, expect, it } from 'vitest'

import { alertSearchUrl, describeAlertSearch, type AlertSearch } from './alert-search.ts'

const search = (parts: Partial<AlertSearch>): AlertSearch => ({
  q: null,
  location: [],
  category: [],
  type: [],
  pay: null,
  ...parts,
})

describe('describeAlertSearch', () => {
  it.each<[Partial<AlertSearch>, string]>([
    [{}, 'all jobs'],
    [{ q: 'driver', location: ['bulawayo'] }, 'driver jobs in Bulawayo'],
    [
      {
        q: 'clerk',
        category: ['accounting-finance'],
        location: ['harare', 'gweru'],
        type: ['full-time'],
      },
      'accounting & finance jobs matching “clerk” in Harare or Gweru, full-time',
    ],
    [{ location: ['harare'] }, 'jobs in Harare'],
    [{ type: ['part-time', 'contract'] }, 'part-time or contract jobs'],
    [{ type: ['internship'], location: ['victoria-falls'] }, 'internship jobs in Victoria Falls'],
    [{ category: ['ict', 'ngo-development'] }, 'ICT & tech or NGO & development jobs'],
    [{ category: ['health', 'education', 'mining'] }, 'health, education or mining jobs'],
    [{ q: 'nurse', type: ['full-time'] }, 'nurse jobs, full-time'],
    [{ q: 'driver jobs' }, 'driver jobs'],
    [{ location: ['remote'] }, 'remote jobs'],
    [
      { q: 'developer', location: ['remote'], type: ['contract'] },
      'remote developer jobs, contract',
    ],
    [{ location: ['mutare', 'remote', 'other'] }, 'jobs in Mutare or remote or in other places'],
    [{ q: '  ' }, 'all jobs'],
    [{ pay: 'shown' }, 'jobs with pay shown'],
    [
      { q: 'driver', location: ['bulawayo'], pay: 'shown' },
      'driver jobs in Bulawayo with pay shown',
    ],
    [{ q: 'nurse', type: ['full-time'], pay: 'shown' }, 'nurse jobs, full-time, with pay shown'],
    [{ type: ['contract'], pay: 'shown' }, 'contract jobs with pay shown'],
    [{ location: ['remote'], pay: 'shown' }, 'remote jobs with pay shown'],
  ])('%j reads "%s"', (parts, words) => {
    expect(describeAlertSearch(search(parts))).toBe(words)
  })

  it.each<[Partial<AlertSearch>, string]>([
    [{ q: 'driver', location: ['bulawayo'] }, 'jobs matching your search words in Bulawayo'],
    [
      { q: 'clerk', category: ['accounting-finance'], location: ['harare'], type: ['full-time'] },
      'accounting & finance jobs matching your search words in Harare, full-time',
    ],
    [{ q: 'nurse', type: ['full-time'] }, 'full-time jobs matching your search words'],
    [
      { q: 'developer', location: ['remote'], type: ['contract'] },
      'remote contract jobs matching your search words',
    ],
    [{ q: 'URGENT verify at https://evil.example' }, 'jobs matching your search words'],
    [{ location: ['harare'], type: ['contract'] }, 'contract jobs in Harare'],
    [
      { q: 'clerk', location: ['harare'], type: ['full-time'], pay: 'shown' },
      'full-time jobs matching your search words in Harare with pay shown',
    ],
    [{}, 'all jobs'],
  ])('unquoted, %j reads "%s": the filters by their labels, never the words', (parts, words) => {
    expect(describeAlertSearch(search(parts), { quoteWords: false })).toBe(words)
  })
})

describe('alertSearchUrl', () => {
  const origin = 'https://jobszw.co.zw'

  it('is the list of all jobs without a search', () => {
    expect(alertSearchUrl(origin, search({}))).toBe('https://jobszw.co.zw/jobs/all')
  })

  it('writes the parameters as the list route does: in its order, lists comma-separated', () => {
    expect(
      alertSearchUrl(
        origin,
        search({
          q: 'driver bulawayo',
          location: ['harare', 'bulawayo'],
          category: ['logistics-transport'],
          type: ['full-time', 'contract'],
          pay: 'shown',
        }),
      ),
    ).toBe(
      'https://jobszw.co.zw/jobs/all?q=driver+bulawayo&location=harare,bulawayo' +
        '&category=logistics-transport&type=full-time,contract&pay=shown',
    )
    expect(alertSearchUrl(origin, search({ pay: 'shown' }))).toBe(
      'https://jobszw.co.zw/jobs/all?pay=shown',
    )
    expect(alertSearchUrl(origin, search({ type: ['part-time'] }))).toBe(
      'https://jobszw.co.zw/jobs/all?type=part-time',
    )
  })

  it('escapes the words as a form would', () => {
    expect(alertSearchUrl(origin, search({ q: "c++ & o'reilly (senior) 100%, ~x*" }))).toBe(
      'https://jobszw.co.zw/jobs/all?q=c%2B%2B+%26+o%27reilly+%28senior%29+100%25,+%7Ex*',
    )
    expect(alertSearchUrl(origin, search({ q: 'Gérant' }))).toBe(
      'https://jobszw.co.zw/jobs/all?q=G%C3%A9rant',
    )
  })
})
