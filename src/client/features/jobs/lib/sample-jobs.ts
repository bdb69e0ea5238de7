/**
 * Fallback sample jobs: shown only when the first list fetch fails and
 * nothing real is cached, and labelled as samples by the UI. The organisations
 * are fictional and use the reserved `.example` TLD, so no real employer is misrepresented.
 * Closing dates are relative to `now`, so the samples always cover every urgency class.
 */
import { DEFAULT_SITE_TIME_ZONE } from '#shared/deadline.ts'
import type { ApiJob } from '#shared/job.ts'
import { addCalendarDays, formatCalendarDate, getZonedDate } from '#shared/time-zone.ts'
import { DAY_MS } from '#shared/urgency.ts'

import { SAMPLE_JOB_ID_PREFIX } from './sample-job-id.ts'

const APPLY_INSTRUCTIONS = 'This is a sample listing shown while the live jobs cannot be loaded.'

interface SampleJob {
  title: string
  company: string
  location: string
  salary: string | null
  employmentType: 'Full-time' | 'Contract'
  description: string
  tags: string[]
  postedDaysAgo: number
  /**
   * Calendar days from today (Harare) to the closing day, or null for open until filled. The
   * deadline is the end of that day, so 2 stays critical (<= 3 days left) and 4 urgent (3-5)
   * at any time of day.
   */
  closesInDays: number | null
}

const SAMPLE_JOBS: SampleJob[] = [
  {
    title: 'Field Sales Representative',
    company: 'Kopje Ridge Beverages',
    location: 'Harare',
    salary: 'USD 450 per month + commission',
    employmentType: 'Full-time',
    description: `Kopje Ridge Beverages is growing its route-to-market team in Harare's western suburbs.

## Key responsibilities

- Visit tuck shops and supermarkets on an agreed route
- Take orders, check stock and place promotional material
- Report weekly sales against target

Apply by email to careers@kopjeridge.example.`,
    tags: ['Sales', 'FMCG', "Driver's licence"],
    postedDaysAgo: 12,
    closesInDays: 2,
  },
  {
    title: 'Registered General Nurse',
    company: 'Mukuvisi Community Health Trust',
    location: 'Bulawayo',
    salary: null,
    employmentType: 'Contract',
    description: `A **12-month contract** at our community clinic in Bulawayo, with outreach to nearby wards.

## Requirements

1. Registered with the Nursing Council of Zimbabwe
2. At least 2 years of clinical experience
3. Fluent in isiNdebele and English`,
    tags: ['Health', 'Nursing', 'NGO'],
    postedDaysAgo: 9,
    closesInDays: 4,
  },
  {
    title: 'Junior Accountant',
    company: 'Chiremba & Associates Chartered Accountants',
    location: 'Harare',
    salary: 'USD 700 - 900 per month',
    employmentType: 'Full-time',
    description: `Join a small audit and tax practice serving SMEs across Harare.

- Prepare bank reconciliations and management accounts
- Support the ZIMRA tax returns process
- Assist on year-end audits

A degree in Accounting and progress towards ACCA or CIMA are required.`,
    tags: ['Accounting', 'Finance', 'Graduate'],
    postedDaysAgo: 5,
    closesInDays: 10,
  },
  {
    title: 'Solar Installation Technician',
    company: 'Runde Solar Installations',
    location: 'Masvingo',
    salary: 'USD 25 per day',
    employmentType: 'Contract',
    description: `Six-month contract installing rooftop and borehole solar systems for homes and farms in Masvingo Province.

## You will

- Install panels, inverters and batteries to specification
- Test systems and explain their use to customers

Trade test in electrical installation preferred; training on our kits is provided.`,
    tags: ['Solar', 'Electrical', 'Technician'],
    postedDaysAgo: 3,
    closesInDays: 18,
  },
  {
    title: 'Agronomist',
    company: 'Mazowe Valley Growers Co-operative',
    location: 'Mazowe',
    salary: 'Negotiable',
    employmentType: 'Full-time',
    description: `Support 300 smallholder members growing horticulture and maize for contract buyers.

- Run field days and farmer training
- Advise on soil fertility, irrigation scheduling and pest control
- Keep crop records for buyers' audits

BSc in Agriculture or Agronomy; a motorbike licence is an advantage.`,
    tags: ['Agriculture', 'Agronomy', 'Field work'],
    postedDaysAgo: 1,
    closesInDays: 26,
  },
  {
    title: 'Customer Service Agent (Shona and English)',
    company: 'Mutare Connect Contact Centre',
    location: 'Mutare',
    salary: 'USD 350 per month',
    employmentType: 'Full-time',
    description: `Answer calls and WhatsApp messages for a mobile network's customers, in shifts between 07:00 and 22:00.

- Clear spoken and written **Shona and English**
- 5 O Levels including English Language
- Computer literacy

We recruit continuously, so this post stays open until filled.`,
    tags: ['Customer service', 'Call centre', 'Entry level'],
    postedDaysAgo: 20,
    closesInDays: null,
  },
]

/** The six sample jobs in API shape, dated relative to `now`. */
export function getSampleJobs(now: number): ApiJob[] {
  const today = getZonedDate(now, DEFAULT_SITE_TIME_ZONE)
  return SAMPLE_JOBS.map((job, index) => {
    const posted = new Date(now - job.postedDaysAgo * DAY_MS).toISOString()
    return {
      job_id: `${SAMPLE_JOB_ID_PREFIX}${index + 1}`,
      title: job.title,
      company: job.company,
      location: job.location,
      salary: job.salary,
      description: job.description,
      expiry_ts: null,
      expiry_date:
        job.closesInDays === null
          ? null
          : formatCalendarDate(addCalendarDays(today, job.closesInDays)),
      job_link: null,
      requirements: null,
      date_posted: formatCalendarDate(addCalendarDays(today, -job.postedDaysAgo)),
      created_at: posted,
      posted_ts: posted,
      employment_type: job.employmentType,
      apply_instructions: APPLY_INSTRUCTIONS,
      tags: job.tags,
      withdrawn: false,
      is_demo: true,
      removed: false,
      // Samples say how to apply only in words: they are not real adverts.
      pay: null,
      how_to_apply: null,
      caution: null,
    }
  })
}
