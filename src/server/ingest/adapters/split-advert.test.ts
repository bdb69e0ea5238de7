import { describe, expect, it } from 'vitest'

import type { NormalisedJob } from '../ingest-types.ts'
import { htmlToMarkdown } from '../normalise/html-to-markdown.ts'
import { NEWSPAPER_CAPITALS } from '../testing/multi-role-adverts.ts'
import { employerInTitle, splitAdvert } from './split-advert.ts'

function advert(title: string, company = 'zim-vacancies'): NormalisedJob {
  return {
    externalId: 'https://board.example/jobs/msasa/',
    title,
    company,
    location: 'Harare',
    salary: null,
    employmentType: null,
    description: htmlToMarkdown(NEWSPAPER_CAPITALS),
    jobLink: 'https://board.example/jobs/msasa/',
    applyInstructions: 'Hand deliver applications to the Human Resources Office',
    requirements: null,
    tags: ['Manufacturing'],
    datePosted: '2027-02-01',
    postedAt: null,
    expiryTs: null,
    expiryDate: '2027-02-20',
  }
}

describe('splitAdvert', () => {
  it('names the employer of the title in the roles, and as the company when none was given', () => {
    const { jobs, warning } = splitAdvert(advert('Vacancies at Msasa Holdings'), 'zim-vacancies')
    expect(warning).toBeNull()
    expect(jobs.map((job) => [job.externalId, job.title, job.company])).toEqual([
      [
        'https://board.example/jobs/msasa/#role-accounts-clerk',
        'Accounts Clerk at Msasa Holdings',
        'Msasa Holdings',
      ],
      [
        'https://board.example/jobs/msasa/#role-security-guard',
        'Security Guard at Msasa Holdings',
        'Msasa Holdings',
      ],
    ])
    for (const job of jobs) {
      expect(job).toMatchObject({
        expiryDate: '2027-02-20',
        location: 'Harare',
        tags: ['Manufacturing'],
      })
      expect(job.applyInstructions).toContain('Hand deliver')
    }
  })

  it('keeps the company a card gave, and uses it in titles when the title names no employer', () => {
    const { jobs } = splitAdvert(advert('Vacancies (2)', 'Msasa Holdings (Pvt) Ltd'), 'zim')
    expect(jobs.map((job) => job.title)).toEqual([
      'Accounts Clerk at Msasa Holdings (Pvt) Ltd',
      'Security Guard at Msasa Holdings (Pvt) Ltd',
    ])
  })

  it('keeps an advert titled as one role as one job', () => {
    const job = advert('Accounts Clerk')
    expect(splitAdvert(job, 'zim-vacancies').jobs).toEqual([job])
  })

  it.each([
    ['Career Opportunities at The Dangote Group', 'The Dangote Group'],
    ['Job Vacancies - Econet Wireless', 'Econet Wireless'],
    ['Econet Wireless Vacancies', 'Econet Wireless'],
    ['Delta Beverages is hiring', 'Delta Beverages'],
    ['Vacancies: Sales Manager', null],
    ['Vacancies in Harare', null],
    ['Sales Manager and Accountant', null],
  ])('reads the employer of %j as %j', (title, employer) => {
    expect(employerInTitle(title)).toBe(employer)
  })
})
