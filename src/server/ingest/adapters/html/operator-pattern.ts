/**
 * Regular expressions the operator writes in the sources file (`keep`, `remove` of a cleaned
 * field). They run on text strangers wrote, so they are compiled once, when the file is read, by
 * re2js, a pure JavaScript port of RE2: matching takes time proportional to the text, so a
 * pattern such as `(a+)+$`, which backtracks for ever on "aaaa…b" in JavaScript's own engine,
 * cannot hang the ingester. RE2 leaves out backreferences and lookaround; it keeps inline flags,
 * so `(?i)` makes a pattern ignore case. Patterns and the text they run on are bounded as well
 * (docs/decisions/054-cleaned-fields.md).
 */
import { RE2JS } from 're2js'

/** Longest pattern taken: a field's pattern is a few words, never a program. */
export const MAX_PATTERN_LENGTH = 200

/**
 * Matches removed from one text at most. Each search is linear, but a pattern such as `a.*b|a`
 * searches to the end of the text for every match, so removing every match of it from 10,000
 * characters took 3.3 s; a cap on matches bounds that too (50 matches over a 50,000-character
 * description: about 0.5 s at worst). Real removals ("Read more", "· Featured") match a few times.
 */
export const MAX_REMOVALS = 50

/** A compiled operator pattern: the two uses a cleaning step has for one. */
export interface OperatorPattern {
  /** as written in the sources file */
  source: string
  /** `text` with every match removed */
  removeAll(text: string): string
  /** the first capture group of the first match, else the whole match; null: no match */
  firstMatch(text: string): string | null
}

/** A pattern compiled for linear-time matching, or why it cannot be. */
export function compileOperatorPattern(pattern: string): OperatorPattern | { problem: string } {
  if (pattern === '') return { problem: 'is an empty pattern' }
  if (pattern.length > MAX_PATTERN_LENGTH)
    return { problem: `is longer than ${MAX_PATTERN_LENGTH} characters` }
  let compiled: RE2JS
  try {
    compiled = RE2JS.compile(pattern)
  } catch (error) {
    const reason = (error as Error).message.replace(/^error parsing regexp: /, '')
    if (/invalid escape sequence: `\\[1-9]|Perl syntax: `\(\?[=!<]/.test(reason))
      return {
        problem:
          'uses what the linear-time pattern engine cannot run (backreferences such as \\1, or lookaround such as (?=…))',
      }
    return { problem: `is not a valid pattern (${reason})` }
  }
  return {
    source: pattern,
    removeAll(text) {
      const match = compiled.matcher(text)
      let kept = ''
      let from = 0
      for (let removed = 0; removed < MAX_REMOVALS && match.find(); removed++) {
        kept += text.slice(from, match.start())
        from = match.end()
      }
      return kept + text.slice(from)
    },
    firstMatch(text) {
      const match = compiled.matcher(text)
      if (!match.find()) return null
      return (match.groupCount() >= 1 ? match.group(1) : null) ?? match.group(0) ?? ''
    },
  }
}
