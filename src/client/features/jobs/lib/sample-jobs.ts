/**
 * Fallback sample jobs: shown only when the first list fetch fails and
 * nothing real is cached, and labelled as samples by the UI. The organisations
 * are fictional and use the reserved `.example` TLD, so no real employer is misrepresented.
 * They are job templates (#shared/job-template.ts), like the demo board: closing days relative
 * to the day they are shown, so the samples always cover every urgency class.
 */
import { DEFAULT_SITE_TIME_ZONE } from '#shared/deadline.ts'
import { inputAsApiJob } from '#shared/input-as-api-job.ts'
import type { ApiJob } from '#shared/job.ts'
import { toJobInput, type JobTemplate } from '#shared/job-template.ts'

import { SAMPLE_JOB_ID_PREFIX } from './sample-job-id.ts'

const SAMPLE_NOTE = 'This is a sample listing shown while the live jobs cannot be loaded.'

const SAMPLE_JOBS: JobTemplate[] = [
  {
    key: 'kopje-field-sales',
    title: 'Field Sales Representative',
    company: 'Kopje Ridge Beverages',
    location: 'Harare',
    salary: 'USD 450 per month + commission',
    employmentType: 'Full-time',
    description: `Visit tuck shops and supermarkets on a route in Harare's western suburbs, take orders and report weekly sales.

Apply by email to careers@kopjeridge.example.`,
    jobLink: null,
    requirements: null,
    applyInstructions: SAMPLE_NOTE,
    tags: ['Sales', 'FMCG', "Driver's licence"],
    postedDaysAgo: 12,
    closesInDays: 2,
  },
  {
    key: 'mukuvisi-nurse',
    title: 'Registered General Nurse',
    company: 'Mukuvisi Community Health Trust',
    location: 'Bulawayo',
    salary: null,
    employmentType: 'Contract',
    description: `A **12-month contract** at our Bulawayo clinic.

- Registered with the Nursing Council of Zimbabwe
- Fluent in isiNdebele and English`,
    jobLink: null,
    requirements: null,
    applyInstructions: SAMPLE_NOTE,
    tags: ['Health', 'Nursing', 'NGO'],
    postedDaysAgo: 9,
    closesInDays: 4,
  },
  {
    key: 'chiremba-junior-accountant',
    title: 'Junior Accountant',
    company: 'Chiremba & Associates Chartered Accountants',
    location: 'Harare',
    salary: 'USD 700 - 900 per month',
    employmentType: 'Full-time',
    description: `Bank reconciliations, ZIMRA returns and year-end audits for SMEs. A degree in Accounting is required.`,
    jobLink: null,
    requirements: null,
    applyInstructions: SAMPLE_NOTE,
    tags: ['Accounting', 'Finance', 'Graduate'],
    postedDaysAgo: 5,
    closesInDays: 10,
  },
  {
    key: 'runde-solar-technician',
    title: 'Solar Installation Technician',
    company: 'Runde Solar Installations',
    location: 'Masvingo',
    salary: 'USD 25 per day',
    employmentType: 'Contract',
    description: `Install and test rooftop and borehole solar systems across Masvingo Province. Training is provided.`,
    jobLink: null,
    requirements: null,
    applyInstructions: SAMPLE_NOTE,
    tags: ['Solar', 'Electrical', 'Technician'],
    postedDaysAgo: 3,
    closesInDays: 18,
  },
  {
    key: 'mazowe-agronomist',
    title: 'Agronomist',
    company: 'Mazowe Valley Growers Co-operative',
    location: 'Mazowe',
    salary: 'Negotiable',
    employmentType: 'Full-time',
    description: `Train and advise 300 smallholder members on soil fertility, irrigation and pest control. BSc in Agriculture.`,
    jobLink: null,
    requirements: null,
    applyInstructions: SAMPLE_NOTE,
    tags: ['Agriculture', 'Agronomy', 'Field work'],
    postedDaysAgo: 1,
    closesInDays: 26,
  },
  {
    key: 'mutare-customer-service',
    title: 'Customer Service Agent (Shona and English)',
    company: 'Mutare Connect Contact Centre',
    location: 'Mutare',
    salary: 'USD 350 per month',
    employmentType: 'Full-time',
    description: `Answer calls and WhatsApp messages in **Shona and English**, in shifts. 5 O Levels. Open until filled.`,
    jobLink: null,
    requirements: null,
    applyInstructions: SAMPLE_NOTE,
    tags: ['Customer service', 'Call centre', 'Entry level'],
    postedDaysAgo: 20,
    closesInDays: null,
  },
]

/** The six sample jobs as the API would answer them, dated relative to `now`. */
export function getSampleJobs(now: number): ApiJob[] {
  return SAMPLE_JOBS.map((template) => {
    const input = toJobInput(template, { now, timeZone: DEFAULT_SITE_TIME_ZONE, source: 'sample' })
    return inputAsApiJob(input, {
      jobId: `${SAMPLE_JOB_ID_PREFIX}${template.key}`,
      storedAt: input.postedAt ?? new Date(now).toISOString(),
    })
  })
}
