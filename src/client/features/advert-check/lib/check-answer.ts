/**
 * An answer of "Is this job advert real?" as the page shows it: the check's own answer (the
 * shape of src/shared/advert-check/check-advert.ts, whoever ran it) and where it was made.
 */
import type { AdvertCheck } from '#shared/advert-check/check-advert.ts'

export interface CheckAnswer {
  /** the text that was checked, as pasted (what "Send to the JobsZW team" sends) */
  text: string
  check: AdvertCheck
  /** null: the server checked every listing; a number: this phone checked the jobs it keeps */
  keptJobs: number | null
  /** when it was checked (ms since the epoch): what "closed" means in the words shown */
  checkedAt: number
}
