/**
 * An apply link read on a card or a job's page. An `http(s)` link is the job's link; a `mailto:`
 * is an email application, written out as the job's how-to-apply text as every other source's
 * are (the job page makes its address tappable), and the job keeps its page on the board.
 */
import type { NormalisedJob } from '../../ingest-types.ts'

export function applyLinkFields(
  apply: string,
): Partial<Pick<NormalisedJob, 'jobLink' | 'applyInstructions'>> {
  return apply.startsWith('mailto:')
    ? { applyInstructions: emailInstructions(apply) }
    : { jobLink: apply }
}

/**
 * 'Apply by email to hr@example.co.zw, with "Ref 12" in the subject line': the words the
 * how-to-apply reader takes the address and the subject (its reference) from. Quotes inside the
 * subject are dropped, so the reader's quoted subject ends where the page's does.
 */
function emailInstructions(mailto: string): string {
  const url = new URL(mailto)
  const address = decodeURIComponent(url.pathname)
  const subject = url.searchParams
    .get('subject')
    ?.replace(/["\u201c\u201d]/g, '')
    .trim()
  return `Apply by email to ${address}${subject ? `, with "${subject}" in the subject line` : ''}`
}
