import interviewPrep from './career-interview-prep.md?raw'
import jobSearchGuides from './career-job-search.md?raw'
import resumeTips from './career-resume-tips.md?raw'

/** The three tabs of the career resources hub, in order; the first is selected by default. */
export const CAREER_TABS: readonly { id: string; label: string; markdown: string }[] = [
  { id: 'job-search', label: 'Job Search Guides', markdown: jobSearchGuides },
  { id: 'resume-tips', label: 'CV Tips', markdown: resumeTips },
  { id: 'interview-prep', label: 'Interview Prep', markdown: interviewPrep },
]

/** The resource pages; each must be a route (checked by <Link>'s types). */
export type ResourcePath =
  | '/resources/resume-template-entry-level'
  | '/resources/resume-template-mid-level'
  | '/resources/resume-template-senior-level'
  | '/resources/cover-letter-templates'
  | '/resources/salary-negotiation'
  | '/resources/career-pivot'
  | '/resources/networking'
  | '/resources/skills-development'
  | '/resources/job-search-tracker'

export interface ResourceLink {
  to: ResourcePath
  title: string
  description: string
}

/** The nine resource pages, in the order the hub lists them. */
export const RESOURCE_LINKS: readonly ResourceLink[] = [
  {
    to: '/resources/resume-template-entry-level',
    title: 'Entry-level CV template',
    description: 'For 0-2 years of experience: education, attachment, projects and skills first.',
  },
  {
    to: '/resources/resume-template-mid-level',
    title: 'Mid-level CV template',
    description: 'For 3-7 years: a professional summary and experience backed by results.',
  },
  {
    to: '/resources/resume-template-senior-level',
    title: 'Senior-level CV template',
    description: 'For 8+ years: executive summary, leadership, board roles and memberships.',
  },
  {
    to: '/resources/cover-letter-templates',
    title: 'Cover letter templates',
    description: "Three complete letters to copy and adapt, with do's and don'ts.",
  },
  {
    to: '/resources/salary-negotiation',
    title: 'Salary negotiation',
    description:
      'Research your worth, understand gross and net pay, and ask for more with confidence.',
  },
  {
    to: '/resources/career-pivot',
    title: 'Changing careers',
    description: 'Move into a new field using the skills you already have, one step at a time.',
  },
  {
    to: '/resources/networking',
    title: 'Networking',
    description: 'Turn the people you know into referrals, without being pushy.',
  },
  {
    to: '/resources/skills-development',
    title: 'Skills development',
    description: 'Affordable ways to learn in-demand skills, even on a small data budget.',
  },
  {
    to: '/resources/job-search-tracker',
    title: 'Job search tracker',
    description: 'A free spreadsheet to follow every application, interview and follow-up.',
  },
]
