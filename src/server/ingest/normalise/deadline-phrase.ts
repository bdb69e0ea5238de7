/**
 * The words a deadline was read from ("Closing date: Friday, 14 March"), as the operators'
 * console shows them: one line, whitespace collapsed, at most DEADLINE_PHRASE_MAX characters.
 * Control characters go when the job is cleaned (clean-job-text.ts), as for every other text.
 */
import { clampText } from './text-fields.ts'

/** Enough for a phrase, its date and a time; a page's longer line is cut with an ellipsis. */
export const DEADLINE_PHRASE_MAX = 120

export function deadlinePhrase(text: string): string {
  // Only the start matters: a hostile field of megabytes is not collapsed whole.
  return clampText(
    text
      .slice(0, DEADLINE_PHRASE_MAX * 4)
      .replace(/\s+/g, ' ')
      .trim(),
    DEADLINE_PHRASE_MAX,
  )
}
