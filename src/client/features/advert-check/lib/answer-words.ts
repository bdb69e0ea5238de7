/**
 * The check page's words that depend on an answer or a refusal, in one place so that the page,
 * its share text and the tests agree. Plain words: the check never says "fake" or "real".
 */
import type { AdvertVerdict } from '#shared/advert-check/check-advert.ts'
import { MAX_PASTED_LENGTH } from '#shared/advert-check/pasted-limit.ts'

export const VERDICT_HEADINGS: Record<AdvertVerdict, string> = {
  matches: 'This matches an official advert',
  caution: 'Be careful',
  unknown: 'We could not find this advert',
}

const count = (value: number) => value.toLocaleString('en')

/** Over the limit: what to do instead. */
export function tooLongWords(length: number): string {
  return (
    `This is ${count(length)} characters long; the check reads at most ` +
    `${count(MAX_PASTED_LENGTH)}. Paste the advert alone, without the chat around it.`
  )
}

/** Where the answer was made: every listing on the site, or the jobs this phone keeps. */
export function checkedWhereWords(keptJobs: number | null): string {
  if (keptJobs === null) return 'Checked against every listing on JobsZW.'
  const kept =
    keptJobs === 0
      ? ', which keeps no jobs yet'
      : ` against the ${count(keptJobs)} job${keptJobs === 1 ? '' : 's'} it keeps`
  return `Checked on this phone${kept}. Online, the check reads every listing on JobsZW.`
}

/** What a request the server answered but did not check means, and whether to try the phone. */
export interface Refusal {
  problem: string
  /** the phone can answer instead (the server is busy or away, not refusing the text) */
  phoneCanAnswer: boolean
}

function waitWords(seconds: number | null): string {
  if (seconds === null || seconds <= 0) return 'in a few minutes'
  if (seconds < 90) return `in ${seconds} second${seconds === 1 ? '' : 's'}`
  const minutes = Math.ceil(seconds / 60)
  return `in ${minutes} minutes`
}

export function refusalWords(
  status: number,
  message: string | null,
  retryAfterSeconds: number | null,
): Refusal {
  if (status === 400)
    return {
      problem: `The check could not read this text${message ? `: ${message.replace(/[^.!?]$/, '$&.')}` : '.'} Paste the advert's words, or a link to it.`,
      phoneCanAnswer: false,
    }
  if (status === 413)
    return {
      problem: 'This is too long to send. Paste the advert alone, without the chat around it.',
      phoneCanAnswer: false,
    }
  if (status === 429)
    return {
      problem: `Many adverts were checked from this connection in a short time. Try again ${waitWords(retryAfterSeconds)}, or check it on this phone now against the jobs it keeps.`,
      phoneCanAnswer: true,
    }
  return {
    problem:
      'JobsZW could not check this advert just now. Try again in a few minutes, or check it on this phone now against the jobs it keeps.',
    phoneCanAnswer: true,
  }
}
