/**
 * Emphasis (*, _), strong emphasis (**, __) and strikethrough (~, ~~), paired as CommonMark's
 * "process emphasis" does: a stack of delimiter runs, each closer matched with the nearest
 * opener it can close. Pairs always nest, so each run only needs to know the tags written before
 * and after its leftover characters. The lowest place already searched in vain is remembered for
 * each kind of closer, so the work stays linear in the number of runs (a run of 200,000
 * unmatched "*a" costs no more than reading it).
 */

export interface Delimiter {
  /** "*", "_" or "~". */
  char: string
  /** Characters left over: written out as text. */
  count: number
  /** The run's length as written, for the "multiple of 3" rule. */
  length: number
  canOpen: boolean
  canClose: boolean
  /** Its place in the inline parser's output: later runs have larger ones. */
  index: number
  /** Closing tags, written before the leftover characters. */
  before: string
  /** Opening tags, written after them. */
  after: string
  previous: Delimiter | undefined
  next: Delimiter | undefined
}

const WHITESPACE = /\s/u
const PUNCTUATION = /[\p{P}\p{S}]/u

/**
 * The run of "*", "_" or "~" at `at` as a delimiter pushed on the stack above `top`, or undefined
 * when it can neither open nor close (it is text), with where it ends. Whether it can open or
 * close depends on what is around it (CommonMark's flanking rules).
 */
export function readDelimiterRun(
  src: string,
  at: number,
  top: Delimiter | undefined,
): [end: number, delimiter: Delimiter | undefined] {
  const char = src[at] ?? ''
  let end = at + 1
  while (src[end] === char) end++
  // Whole characters, even outside the Basic Multilingual Plane; the text's ends count as spaces.
  const before = [...src.slice(Math.max(0, at - 2), at)].pop() ?? ' '
  const after = String.fromCodePoint(src.codePointAt(end) ?? 32)
  const spaceBefore = WHITESPACE.test(before)
  const spaceAfter = WHITESPACE.test(after)
  const punctuationBefore = PUNCTUATION.test(before)
  const punctuationAfter = PUNCTUATION.test(after)
  const left = !spaceAfter && (!punctuationAfter || spaceBefore || punctuationBefore)
  const right = !spaceBefore && (!punctuationBefore || spaceAfter || punctuationAfter)
  // "_" inside a word is text: snake_case_name.
  const canOpen = char === '_' ? left && (!right || punctuationBefore) : left
  const canClose = char === '_' ? right && (!left || punctuationAfter) : right
  // "~~~" is no strikethrough.
  if (!(canOpen || canClose) || (char === '~' && end - at > 2)) return [end, undefined]
  const count = end - at
  const delimiter: Delimiter = {
    char,
    count,
    length: count,
    canOpen,
    canClose,
    index: at,
    before: '',
    after: '',
    previous: top,
    next: undefined,
  }
  if (top) top.next = delimiter
  return [end, delimiter]
}

function unlink(delimiter: Delimiter): void {
  if (delimiter.previous) delimiter.previous.next = delimiter.next
  if (delimiter.next) delimiter.next.previous = delimiter.previous
}

/**
 * Pairs the runs above `bottom` (all of them when it is undefined) up to `top`; afterwards none
 * of them can take part in another pair, and the caller drops them from the stack.
 */
export function processEmphasis(top: Delimiter | undefined, bottom: Delimiter | undefined): void {
  let closer: Delimiter | undefined
  for (let run = top; run && run !== bottom; run = run.previous) closer = run
  // Per kind of closer: openers at or below this index were tried and cannot match it.
  const searched = new Map<string, number>()
  const floor = bottom?.index ?? -1
  while (closer) {
    if (!closer.canClose) {
      closer = closer.next
      continue
    }
    const kind = `${closer.char}${closer.canOpen}${closer.length % 3}`
    const lowest = searched.get(kind) ?? floor
    let opener = closer.previous
    while (opener && opener.index > lowest && !matches(opener, closer)) opener = opener.previous
    const next = closer.next
    if (opener && opener.index > lowest) {
      const tilde = closer.char === '~'
      const used = tilde ? closer.count : closer.count > 1 && opener.count > 1 ? 2 : 1
      const tag = tilde ? 'del' : used > 1 ? 'strong' : 'em'
      opener.count -= used
      closer.count -= used
      // Later pairs enclose earlier ones: their opening tag goes first, their closing tag last.
      opener.after = `<${tag}>${opener.after}`
      closer.before += `</${tag}>`
      // Runs between the two can no longer pair with anything outside: they stay text.
      opener.next = closer
      closer.previous = opener
      if (!opener.count) unlink(opener)
      if (!closer.count) {
        unlink(closer)
        closer = next
      }
    } else {
      searched.set(kind, closer.previous?.index ?? floor)
      if (!closer.canOpen) unlink(closer)
      closer = next
    }
  }
}

function matches(opener: Delimiter, closer: Delimiter): boolean {
  if (opener.char !== closer.char || !opener.canOpen) return false
  // GFM strikethrough pairs runs of the same length only.
  if (closer.char === '~') return opener.count === closer.count
  // CommonMark's rule of 3: "*foo**bar*" is one emphasis, not two.
  return !(
    (opener.canClose || closer.canOpen) &&
    closer.length % 3 !== 0 &&
    (opener.length + closer.length) % 3 === 0
  )
}
