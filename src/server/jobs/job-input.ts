/** A job as a source (or the demo seeder) hands it to the repository, before ids and hashes. */
export interface JobInput {
  source: string
  externalId: string
  title: string
  company: string
  location: string | null
  salary: string | null
  employmentType: string | null
  /** markdown */
  description: string
  jobLink: string | null
  applyInstructions: string | null
  requirements: string | null
  tags: string[]
  /** YYYY-MM-DD */
  datePosted: string | null
  /** ISO instant; defaults to the start of datePosted, else the time of storing */
  postedAt: string | null
  /** ISO instant */
  expiryTs: string | null
  /** YYYY-MM-DD */
  expiryDate: string | null
  isDemo?: boolean
}
