/**
 * The pay line of the job page and the saved jobs' tracker: the pay as data, written the one way
 * (formatPay: "USD 1,200–1,500 a month"), else the salary as the source wrote it. The job card
 * shows only the source's words: formatPay would add 373 bytes to the first visit of `/`, which
 * has none to spare (docs/decisions/046-pay-and-how-to-apply-on-the-page.md).
 */
import { formatPay } from '#shared/pay/format-pay.ts'

import type { JobView } from './job-view.ts'

export function payText(job: JobView): string | null {
  // A job saved on the device before `pay` existed has none (undefined).
  const pay = job.source.pay ?? null
  return pay ? formatPay(pay) : job.salary
}
