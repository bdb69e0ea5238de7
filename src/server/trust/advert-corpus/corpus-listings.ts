/**
 * The official listings the advert corpus is checked against: every demo job, dated from one
 * fixed day, as the API would answer it once stored (its how-to-apply and pay read as the upsert
 * reads them, its caution scored by the scam rules), so that the check sees what the server and
 * the phone would hold. Two demo jobs are closed otherwise than by their deadline (one filled,
 * one withdrawn) and the demo's one scam-like listing is taken down, with a second one written
 * here, so their contacts are what the site's team removed.
 */
import type { AdvertListing } from '#shared/advert-check/advert-listing.ts'
import {
  collectTakenDownContacts,
  type TakenDownContacts,
} from '#shared/advert-check/taken-down-contacts.ts'
import { inputAsApiJob } from '#shared/input-as-api-job.ts'
import type { ApiJob } from '#shared/job.ts'
import { parseHowToApply } from '#shared/how-to-apply/parse-how-to-apply.ts'
import { toJobInput, type JobTemplate } from '#shared/job-template.ts'
import { scoreAdvert } from '#shared/scam-signals/score-advert.ts'

import { demoJobTemplates } from '../../demo/demo-jobs.data.ts'
import { DEMO_SOURCE } from '../../demo/demo-jobs.ts'
import { makeJobId } from '../../jobs/job-id.ts'
import { readAdvert } from '../../jobs/read-advert.ts'

/** Sunday 29 November 2026, 10:00 in Harare: the day the corpus's dates are written from. */
export const CORPUS_NOW = Date.parse('2026-11-29T08:00:00Z')
export const CORPUS_TIME_ZONE = 'Africa/Harare'

/** The demo's scam-like listing (WhatsApp only, a registration fee): taken down. */
const TAKEN_DOWN = new Set(['quick-placements-general-hands-harare'])
const FILLED = new Set(['pamwe-it-support-technician-bulawayo'])
const WITHDRAWN = new Set(['mukwa-foods-quality-assurance-officer-bulawayo'])

/** A scam listing the team took down, written here: a nurse-aide "intake" asking a fee. */
const TAKEN_DOWN_SCAM: JobTemplate = {
  key: 'nurse-aide-intake-scam',
  title: 'Nurse Aides (Intake 2027)',
  company: 'Health Careers Recruitment',
  location: 'Harare',
  salary: 'USD 700 per month',
  employmentType: 'Full-time',
  description:
    'Nurse aide intake now open. No experience needed. Apply online at https://nurse-aide-intake.example/register ' +
    'and pay the USD 25 registration fee by EcoCash to 0783 210 987. Send proof to healthcareers.intake@gmail.com.',
  requirements: null,
  jobLink: null,
  applyInstructions: 'WhatsApp 0783 210 987 after paying.',
  tags: [],
  postedDaysAgo: 20,
  closesInDays: 10,
}

export function demoJobId(key: string): string {
  return makeJobId(DEMO_SOURCE, key)
}

function asApiJob(template: JobTemplate): ApiJob {
  const input = toJobInput(template, {
    now: CORPUS_NOW,
    timeZone: CORPUS_TIME_ZONE,
    source: DEMO_SOURCE,
  })
  const job = inputAsApiJob(input, {
    jobId: demoJobId(template.key),
    storedAt: input.postedAt ?? new Date(CORPUS_NOW).toISOString(),
  })
  const reading = readAdvert({
    salary: input.salary,
    description: input.description,
    requirements: input.requirements,
    job_link: input.jobLink,
    apply_instructions: input.applyInstructions,
    source_pay: null,
  })
  return {
    ...job,
    ...reading,
    caution: scoreAdvert({ ...input, pay: reading.pay }).caution,
    filled: FILLED.has(template.key),
    withdrawn: WITHDRAWN.has(template.key),
  }
}

/** The listings, in the demo's order, as the API answers them (taken-down ones left out). */
export function corpusListings(): AdvertListing[] {
  return demoJobTemplates.filter((template) => !TAKEN_DOWN.has(template.key)).map(asApiJob)
}

/** The contacts of the taken-down listings, as the server would read them from the database. */
export function corpusTakenDown(): TakenDownContacts {
  const takenDown = [
    ...demoJobTemplates.filter((template) => TAKEN_DOWN.has(template.key)),
    TAKEN_DOWN_SCAM,
  ]
  return collectTakenDownContacts(
    takenDown.map((template) => ({
      how_to_apply: parseHowToApply({
        applyUrl: template.jobLink,
        applyText: template.applyInstructions,
        text: template.description,
      }),
      job_link: template.jobLink,
    })),
  )
}
