/**
 * Builds an AdvertText for tests from the fields a case cares about; the rest are empty the way
 * a source leaves them (null, or no tags). A case may say where the job is and its type, as a
 * real advert would; the rules do not read them, so they are dropped.
 */
import type { AdvertText } from '../score-advert.ts'

/** Fields an advert carries that the rules do not read. */
interface UnreadFields {
  location?: string | null
  employmentType?: string | null
}

export function makeAdvert(
  fields: Partial<AdvertText> & Pick<AdvertText, 'description'> & UnreadFields,
): AdvertText {
  const { location: _location, employmentType: _employmentType, ...read } = fields
  return {
    title: 'Vacancy',
    company: 'Employer',
    salary: null,
    jobLink: null,
    applyInstructions: null,
    requirements: null,
    tags: [],
    ...read,
  }
}
