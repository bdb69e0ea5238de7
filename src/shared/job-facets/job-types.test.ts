import * as v from 'valibot'
import { describe, expect, it } from 'vitest'

import {
  getJobType,
  getJobTypeLabel,
  JOB_TYPE_VALUES,
  JOB_TYPES,
  type JobType,
} from './job-types.ts'

const fromSource = (employmentType: string | null, title = 'Accountant') =>
  getJobType({ employmentType, title })
const fromTitle = (title: string) => getJobType({ employmentType: null, title })

describe('job types', () => {
  it('are exactly the agreed values', () => {
    expect(JOB_TYPE_VALUES).toEqual([
      'full-time',
      'part-time',
      'contract',
      'internship',
      'temporary',
      'volunteer',
    ])
  })

  it('list every value with its label, in the same order', () => {
    expect(JOB_TYPES).toEqual([
      { value: 'full-time', label: 'Full-time' },
      { value: 'part-time', label: 'Part-time' },
      { value: 'contract', label: 'Contract' },
      { value: 'internship', label: 'Internship' },
      { value: 'temporary', label: 'Temporary' },
      { value: 'volunteer', label: 'Volunteer' },
    ])
    for (const { value, label } of JOB_TYPES) expect(getJobTypeLabel(value)).toBe(label)
  })

  it('show a value that is not a job type as it is', () => {
    expect(getJobTypeLabel('gig')).toBe('gig')
    expect(getJobTypeLabel('constructor')).toBe('constructor')
  })

  it('work as a valibot picklist', () => {
    expect(v.safeParse(v.picklist(JOB_TYPE_VALUES), 'part-time').success).toBe(true)
    expect(v.safeParse(v.picklist(JOB_TYPE_VALUES), 'PART_TIME').success).toBe(false)
  })
})

describe("getJobType: the source's employment type", () => {
  it.each<[string, JobType]>([
    ['FULL_TIME', 'full-time'],
    ['Full Time', 'full-time'],
    ['Full-time', 'full-time'],
    ['Permanent', 'full-time'],
    ['Permanent and Pensionable', 'full-time'],
    ['Fixed term contract', 'contract'],
    ['Fixed-Term', 'contract'],
    ['Contract', 'contract'],
    ['CONTRACTOR', 'contract'],
    ['Consultancy', 'contract'],
    ['Freelance', 'contract'],
    ['Part time', 'part-time'],
    ['PART_TIME', 'part-time'],
    ['Intern', 'internship'],
    ['INTERN', 'internship'],
    ['Internship', 'internship'],
    ['Graduate Trainee', 'internship'],
    ['Attachment', 'internship'],
    ['Temporary', 'temporary'],
    ['TEMPORARY', 'temporary'],
    ['Temp', 'temporary'],
    ['Casual', 'temporary'],
    ['Seasonal', 'temporary'],
    ['PER_DIEM', 'temporary'],
    ['Volunteer', 'volunteer'],
    ['Volunteering', 'volunteer'],
    ['VOLUNTEER', 'volunteer'],
    ['Volunteer Opportunity', 'volunteer'],
  ])('maps %j to %s', (employmentType, type) => {
    expect(fromSource(employmentType)).toBe(type)
  })

  it('counts the kind of engagement before the hours when the source names two', () => {
    expect(fromSource('FULL_TIME, CONTRACTOR')).toBe('contract')
    expect(fromSource('Contract (Full time)')).toBe('contract')
    expect(fromSource('Part-time, Temporary')).toBe('temporary')
    expect(fromSource('Permanent, Part time')).toBe('part-time')
    expect(fromSource('Full time internship')).toBe('internship')
    expect(fromSource('Part-time volunteer')).toBe('volunteer')
  })

  it("trusts the source's type over the title", () => {
    expect(fromSource('FULL_TIME', 'Intern Accountant')).toBe('full-time')
  })

  it('reads the title when the source gives no type it knows', () => {
    expect(fromSource('OTHER', 'Locum Pharmacist')).toBe('temporary')
    expect(fromSource('', 'Graduate Trainee')).toBe('internship')
    expect(fromSource('OTHER')).toBeNull()
  })
})

describe('getJobType: titles', () => {
  it.each<[string, JobType]>([
    ['Intern', 'internship'],
    ['Finance Intern', 'internship'],
    ['Interns x 3', 'internship'],
    ['Graduate Trainee – Engineering', 'internship'],
    ['Graduate Trainees', 'internship'],
    ['Student Attachment', 'internship'],
    ['Industrial Attachment (Accounts)', 'internship'],
    ['Volunteer', 'volunteer'],
    ['Community Volunteers', 'volunteer'],
    ['Part-time Lecturer', 'part-time'],
    ['Part Time Cashier', 'part-time'],
    ['Temporary Clerk', 'temporary'],
    ['Locum Doctor', 'temporary'],
    ['Accountant (Contract)', 'contract'],
    ['Fixed-term Driver', 'contract'],
    ['Consultancy: Baseline Survey', 'contract'],
    ['Consultant – Baseline Survey', 'contract'],
    ['Consultant', 'contract'],
    ['National Consultant', 'contract'],
    ['International Consultant (Evaluation)', 'contract'],
    ['Individual Consultant', 'contract'],
  ])('reads %j as %s', (title, type) => {
    expect(fromTitle(title)).toBe(type)
  })

  it.each([
    'Accountant',
    'Sales Consultant',
    'Tax Consultant – Harare',
    'Contracts Manager',
    'Contract Manager',
    'Contract Administrator',
    'Volunteer Coordinator',
    'Internal Auditor',
    'International Relations Officer',
    'Temperature Technician',
    'Attachments Clerk',
    'Casual Dining Manager',
  ])('finds no type in %j', (title) => {
    expect(fromTitle(title)).toBeNull()
  })

  it.each(['', '   ', '!!!', '🎉', 'x'.repeat(100_000)])(
    'gives null for the odd title %j',
    (title) => {
      expect(fromTitle(title)).toBeNull()
    },
  )
})

describe('getJobType: a labelled line in the advert', () => {
  it.each<[string, JobType]>([
    ['Job Type: Full Time\nSalary: negotiable', 'full-time'],
    ['**Contract type:** Fixed term (12 months)', 'contract'],
    ['Employment type - Part-time.', 'part-time'],
    ['Position Type: Internship', 'internship'],
  ])('reads %j as %s', (description, type) => {
    expect(getJobType({ employmentType: null, title: 'Accountant', description })).toBe(type)
  })

  it('is read after the source and the title', () => {
    const description = 'Job Type: Full Time'
    expect(getJobType({ employmentType: 'Contract', title: 'Accountant', description })).toBe(
      'contract',
    )
    expect(getJobType({ employmentType: null, title: 'Intern', description })).toBe('internship')
  })

  it('is not guessed from prose', () => {
    const description = 'You will manage contracts and work full time hours when needed.'
    expect(getJobType({ employmentType: null, title: 'Accountant', description })).toBeNull()
    expect(
      getJobType({
        employmentType: null,
        title: 'Accountant',
        description: `${'x '.repeat(1000)}Job Type: Contract`,
      }),
    ).toBeNull()
  })
})
