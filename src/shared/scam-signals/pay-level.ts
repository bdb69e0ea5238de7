/**
 * The highest US-dollar pay an advert offers, per month: "$50 a day" is about $1,100 a month,
 * "USD 800 - 1,200 monthly" is $1,200. The pays are the shared reader's (#shared/pay), so sums
 * beside fee, budget or cash-handling words are not pay ("manage a budget of USD 50,000",
 * "registration fee $10"). A pay with no period is taken as monthly, the way salaries are
 * usually written here.
 */
import { findPays } from '../pay/find-pays.ts'
import { formatPay } from '../pay/format-pay.ts'
import type { Pay, PayPeriod } from '../pay/pay.ts'

/** Where the pay is: its words in the advert's text, or (from a source's data) no words. */
export type PayLevel = { monthlyUsd: number } & (
  { start: number; end: number } | { start: null; end: null; shown: string }
)

const PER_MONTH: Readonly<Record<PayPeriod, number>> = {
  hour: 176, // 8 hours, 22 days
  day: 22,
  week: 4.33,
  month: 1,
  year: 1 / 12,
}

function monthlyUsdOf(pay: Pay): number | null {
  if (pay.currency !== 'USD') return null
  return (pay.max ?? pay.min ?? 0) * PER_MONTH[pay.period ?? 'month']
}

/**
 * The highest of the pays the text states and the job's pay field. The field wins only when it
 * is higher: a pay read from the same text has its words, which an operator is shown.
 */
export function highestMonthlyPay(text: string, field: Pay | null = null): PayLevel | null {
  let best: PayLevel | null = null
  for (const { pay, start, end } of findPays(text)) {
    const monthlyUsd = monthlyUsdOf(pay)
    if (monthlyUsd === null) continue
    if (best === null || monthlyUsd > best.monthlyUsd) best = { monthlyUsd, start, end }
  }
  const fieldMonthly = field === null ? null : monthlyUsdOf(field)
  if (field !== null && fieldMonthly !== null && (best === null || fieldMonthly > best.monthlyUsd))
    return { monthlyUsd: fieldMonthly, start: null, end: null, shown: `Pay: ${formatPay(field)}` }
  return best
}
