/**
 * What an adapter read, with every text a source wrote cleaned of control and bidi characters
 * (`cleanJobText`): the jobs, and the warnings, which quote pages and are kept with the run and
 * printed. The ingester and `npm run sources -- check` both read an adapter through this, so the
 * check shows what a run would store.
 */
import { removeControls } from '#shared/control-characters.ts'

import { cleanJobText } from '../../jobs/clean-job-text.ts'
import type { AdapterResult } from '../ingest-types.ts'

export function cleanAdapterResult(result: AdapterResult): AdapterResult {
  const jobs = result.jobs.map(cleanJobText)
  const titled = jobs.filter((job) => job.title !== '')
  const warnings = result.warnings.map((warning) => removeControls(warning))
  for (const job of jobs)
    if (job.title === '') warnings.push(`${job.externalId}: skipped, its title is only controls`)
  return { ...result, jobs: titled, warnings }
}
