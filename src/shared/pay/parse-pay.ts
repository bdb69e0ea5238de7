/**
 * The pay an advert's text states, or null: "USD 600 per week", "$1,200 - $1,500 p.m.",
 * "ZiG 5 000 monthly", "up to USD 1000 pm", "R8000". "Negotiable", "competitive" and "market
 * related" are not a pay, and neither is a number without a currency mark.
 *
 * The first pay stated with a pay word or a period wins. A bare sum ("R8000", "from $300",
 * "US$1,600 negotiable") is taken only when the text is a salary line: that one sum and at most
 * a few other words. In a long advert a bare "$5" may be bus fare.
 */
import { findPays } from './find-pays.ts'
import type { Pay } from './pay.ts'

/** Words a salary line may carry beside a bare sum: "US$1,500 - 2,500 depending on experience". */
const SALARY_LINE_WORDS = 5

function wordCount(text: string): number {
  return text.match(/\p{L}+/gu)?.length ?? 0
}

export function parsePay(text: string | null): Pay | null {
  if (!text) return null
  const mentions = findPays(text)
  const stated = mentions.find((mention) => mention.stated)
  if (stated) return stated.pay
  const [only, ...others] = mentions
  if (!only || others.length > 0) return null
  const rest = text.slice(0, only.start) + ' ' + text.slice(only.end)
  return wordCount(rest) <= SALARY_LINE_WORDS ? only.pay : null
}
