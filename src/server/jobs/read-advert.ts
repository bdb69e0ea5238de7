/**
 * What the server reads out of an advert as it stores it: its pay and how to apply, as data
 * (#shared/job-fields.ts `pay`, `how_to_apply`). The source's own data comes first (a pay given
 * as data, the apply link); the advert's words fill what it leaves out. Run where the scam rules
 * run, on text that is new or changed, and again on every stored advert when
 * ADVERT_READING_VERSION moves (read-stale-adverts.ts).
 */
import { parseHowToApply } from '#shared/how-to-apply/parse-how-to-apply.ts'
import type { HowToApply } from '#shared/how-to-apply/how-to-apply.ts'
import { parsePay } from '#shared/pay/parse-pay.ts'
import type { Pay } from '#shared/pay/pay.ts'

/** Bump whenever the pay or how-to-apply readers (#shared/pay, #shared/how-to-apply) change. */
export const ADVERT_READING_VERSION = 1

/** The fields the readers take, as stored (column names), so stored rows can be read again. */
export interface AdvertToRead {
  salary: string | null
  description: string
  requirements: string | null
  job_link: string | null
  apply_instructions: string | null
  /** a pay the source gave as data */
  source_pay: Pay | null
}

export interface AdvertReading {
  pay: Pay | null
  how_to_apply: HowToApply | null
}

function joinText(parts: readonly (string | null)[]): string {
  return parts.filter((part): part is string => Boolean(part)).join('\n\n')
}

export function readAdvert(advert: AdvertToRead): AdvertReading {
  // The salary line first: a description that states a pay is read only when the line is silent
  // ("Salary: negotiable" then "USD 600 per month" in the text gives the text's pay).
  const pay =
    advert.source_pay ??
    parsePay(advert.salary) ??
    parsePay(joinText([advert.description, advert.requirements]))
  const how_to_apply = parseHowToApply({
    applyUrl: advert.job_link,
    applyText: advert.apply_instructions,
    text: joinText([advert.description, advert.requirements]),
  })
  return { pay, how_to_apply }
}
