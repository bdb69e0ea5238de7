/**
 * The pay line, the same on the card, the job page and the saved jobs' tracker: the salary as
 * the source wrote it, which carries what the data drops ("+ commission", "depending on
 * experience"), else the pay as data written the one way (formatPay: "USD 1,200–1,500 a month").
 * The card reads only the words (`job.salary`): formatPay would add 373 bytes to the first visit
 * of `/`, which has none to spare, and a job with pay as data and no words is one whose source
 * gave none, which the adapters and the post form write out (decision 046).
 */
import { formatPay } from '#shared/pay/format-pay.ts'

import type { JobView } from './job-view.ts'

export function payText(job: JobView): string | null {
  if (job.salary) return job.salary
  // A job saved on the device before `pay` existed has none (undefined).
  const pay = job.source.pay ?? null
  return pay ? formatPay(pay) : null
}
