/**
 * Code spans: a run of backticks, then the text up to the next run of the same length. Where the
 * runs of each length start is found once per text, and each length's list is only ever read
 * forward, so "` `` ``` ````…" (every opening run unclosed) costs one pass, not one per run.
 */
import { escapeHtml } from './escape.ts'

/** For a text: where the run closing an opening run of `length` backticks at `at` starts. */
export function backtickCloser(src: string): (at: number, length: number) => number | undefined {
  const runs = new Map<number, number[]>()
  for (const run of src.matchAll(/`+/g)) {
    const starts = runs.get(run[0].length)
    if (starts) starts.push(run.index)
    else runs.set(run[0].length, [run.index])
  }
  // Per length: how many of its runs lie behind the place read.
  const passed = new Map<number, number>()
  return (at, length) => {
    const starts = runs.get(length) ?? []
    let index = passed.get(length) ?? 0
    while ((starts[index] ?? Infinity) <= at) index++
    passed.set(length, index)
    return starts[index]
  }
}

/** A code span's text: tags and all stay text, line breaks are spaces. */
export function codeSpanHtml(code: string): string {
  const text = code.replace(/\n/g, ' ')
  // One space inside each end is padding ("`` `a` ``"), unless the code is only spaces.
  const padded = text[0] === ' ' && text.at(-1) === ' ' && /[^ ]/.test(text)
  return `<code>${escapeHtml(padded ? text.slice(1, -1) : text)}</code>`
}
