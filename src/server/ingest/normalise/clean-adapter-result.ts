/**
 * What an adapter read, with every text a source wrote cleaned of control and bidi characters
 * (`cleanJobText`) and every job link of tracking parameters (tracking-parameters.ts): the jobs,
 * and the warnings, which quote pages and are kept with the run and printed. Only the link is
 * cleaned, never the id: some kinds' ids are links (an html card's, a feed item's without a
 * guid), and an id changed under a stored job would store it a second time. The ingester and `npm run sources -- check` both read an adapter through this, so the
 * check shows what a run would store.
 */
import { removeControls } from '#shared/control-characters.ts'

import { cleanJobText } from '../../jobs/clean-job-text.ts'
import type { AdapterResult } from '../ingest-types.ts'
import { withoutTrackingParameters } from './tracking-parameters.ts'

export function cleanAdapterResult(result: AdapterResult): AdapterResult {
  const jobs = result.jobs.map((job) => {
    const cleaned = cleanJobText(job)
    if (cleaned.jobLink) cleaned.jobLink = withoutTrackingParameters(cleaned.jobLink)
    return cleaned
  })
  const titled = jobs.filter((job) => job.title !== '')
  const warnings = result.warnings.map((warning) => removeControls(warning))
  for (const job of jobs)
    if (job.title === '') warnings.push(`${job.externalId}: skipped, its title is only controls`)
  return { ...result, jobs: titled, warnings }
}
