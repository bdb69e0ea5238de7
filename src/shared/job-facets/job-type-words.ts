/**
 * How job sources and titles say what kind of engagement a job is. A source's own employment
 * type is a label chosen from a short list ("FULL_TIME", "Permanent", "Fixed term contract"), so
 * every word in it is trusted; a title is free text, so only words that cannot mean anything
 * else there count ("Contracts Manager" is a permanent job that manages contracts).
 */
import type { JobType } from './job-types.ts'

export const EMPLOYMENT_TYPE_WORDS: Readonly<Record<JobType, string>> = {
  'full-time': `full time, fulltime, permanent`,
  'part-time': `part time, parttime`,
  contract: `consultancy, consultant, contract, contractor, contractual, fixed term, freelance,
    freelancer, short term`,
  internship: `apprentice, apprenticeship, attachment, graduate trainee, intern, internship,
    learnership, trainee`,
  temporary: `casual, locum, per diem, seasonal, temp, temporary`,
  volunteer: `volunteer, volunteer opportunity, volunteering, voluntary`,
}

export const TITLE_TYPE_WORDS: Readonly<Partial<Record<JobType, string>>> = {
  'part-time': `part time, parttime`,
  // "Consultant" alone is also a permanent job's name ("Sales Consultant"); see job-types.ts for
  // the title that is only "Consultant".
  contract: `consultancy, contract, external consultant, fixed term, independent consultant,
    individual consultant, international consultant, local consultant, national consultant`,
  internship: `apprentice, apprentices, apprenticeship, attachment, graduate trainee, graduate
    trainees, industrial attachment, intern, interns, internship, internships, student
    attachment, trainee, trainees`,
  temporary: `casual worker, casual workers, locum, temp, temporary`,
  volunteer: `volunteer, volunteering, volunteers`,
}

/** Titles of permanent jobs that hold a job type's word. */
export const NOT_TYPE_PHRASES = `contract administration, contract administrator, contract
  analyst, contract lawyer, contract management, contract manager, contract officer, contract
  specialist, volunteer coordinator, volunteer manager, volunteers coordinator`
