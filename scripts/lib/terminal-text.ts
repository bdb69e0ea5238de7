/**
 * How commands print text they did not write: a feed's titles (`sources check`, `ingest`), what
 * strangers sent (`reports`, `messages`, `alerts`), what the database holds (`operator list`).
 * Such text may carry ESC sequences that recolour, clear or retitle the operator's terminal, a
 * C1 CSI (U+009B), or a bidi override that reorders the line; every one of them is printed as a
 * visible escape (`\x1b`, `\u202e`) instead, so nothing reaches the terminal raw and the operator
 * sees that something was there.
 */
import { escapeControls, type ControlOptions } from '../../src/shared/control-characters.ts'

/** `text` fit for a terminal: one line unless `lineBreaks` (tab and \n are then kept). */
export function forTerminal(text: string, options: ControlOptions = {}): string {
  return escapeControls(text, options)
}

/** Prints one line of text to standard output, escaped. */
export function printLine(text: string): void {
  console.log(forTerminal(text))
}

/** Prints text that may hold line breaks (a message) to standard output, escaped. */
export function printLines(text: string): void {
  console.log(forTerminal(text, { lineBreaks: true }))
}

/** Prints one line to standard error, escaped: error messages quote what was fetched. */
export function printError(text: string): void {
  console.error(forTerminal(text, { lineBreaks: true }))
}
