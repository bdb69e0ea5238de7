/**
 * Builds an AdvertText for tests from the fields a case cares about; the rest are empty the way
 * a source leaves them (null, or no tags).
 */
import type { AdvertText } from '../score-advert.ts'

export function makeAdvert(
  fields: Partial<AdvertText> & Pick<AdvertText, 'description'>,
): AdvertText {
  return {
    title: 'Vacancy',
    company: 'Employer',
    location: null,
    salary: null,
    employmentType: null,
    jobLink: null,
    applyInstructions: null,
    requirements: null,
    tags: [],
    ...fields,
  }
}
