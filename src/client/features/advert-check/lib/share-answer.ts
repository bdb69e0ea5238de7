/**
 * The answer as a short plain text to forward (docs/decisions/057): most readers pass it on in
 * WhatsApp, where it is read without opening a link and forwarded again on later days. So it
 * stands on its own and stays true: the official listing's closing as a weekday and a date,
 * never "tomorrow"; a caution's first reason; and for an advert not found, what to do, never a
 * claim that it is fake.
 */
import { describeClosingDate } from '#shared/deadline-words.ts'
import { getJobDeadline } from '#shared/deadline.ts'

import { SITE_TIME_ZONE } from '../../../config/site.ts'
import { jobPageUrl } from '../../../lib/share-links.ts'
import type { CheckAnswer } from './check-answer.ts'

const LEAD = 'JobsZW check:'

/** "It asks applicants to pay" → "it asks applicants to pay." */
function asClause(sentence: string): string {
  const clause = sentence.charAt(0).toLowerCase() + sentence.slice(1)
  return /[.!?]$/.test(clause) ? clause : `${clause}.`
}

export function shareAnswerText({ check, checkedAt }: CheckAnswer, origin: string): string {
  const checkHere = `Check adverts at ${origin}/check`
  const [match] = check.matches
  if (check.verdict === 'matches' && match) {
    const deadline = getJobDeadline({ expiry_ts: null, expiry_date: match.expiry_date })
    const closing = describeClosingDate(deadline, checkedAt, SITE_TIME_ZONE)
    return `${LEAD} this matches the official advert for ${match.title} at ${match.company}. ${closing}. Official listing: ${jobPageUrl(match.job_id, origin)}`
  }
  if (check.verdict === 'caution') {
    const reason = check.signals[0]?.message ?? match?.differences[0]
    const why = reason ? ` — ${asClause(reason)}` : '.'
    return `${LEAD} be careful${why} Never pay to apply. ${checkHere}`
  }
  return `${LEAD} this advert could not be found among the listings, so nothing confirms it. Never pay to apply, and check with the employer directly. ${checkHere}`
}
