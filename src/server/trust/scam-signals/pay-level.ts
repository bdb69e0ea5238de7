/**
 * The highest US-dollar pay an advert offers, per month: "$50 a day" is about $1,100 a month,
 * "USD 800 - 1,200 monthly" is $1,200. The pays are the shared reader's (#shared/pay), so sums
 * beside fee, budget or cash-handling words are not pay ("manage a budget of USD 50,000",
 * "registration fee $10"). A pay with no period is taken as monthly, the way salaries are
 * usually written here.
 */
import { findPays } from '#shared/pay/find-pays.ts'
import type { PayPeriod } from '#shared/pay/pay.ts'

export interface PayLevel {
  monthlyUsd: number
  start: number
  end: number
}

const PER_MONTH: Readonly<Record<PayPeriod, number>> = {
  hour: 176, // 8 hours, 22 days
  day: 22,
  week: 4.33,
  month: 1,
  year: 1 / 12,
}

export function highestMonthlyPay(text: string): PayLevel | null {
  let best: PayLevel | null = null
  for (const { pay, start, end } of findPays(text)) {
    if (pay.currency !== 'USD') continue
    const monthlyUsd = (pay.max ?? pay.min ?? 0) * PER_MONTH[pay.period ?? 'month']
    if (best === null || monthlyUsd > best.monthlyUsd) best = { monthlyUsd, start, end }
  }
  return best
}
