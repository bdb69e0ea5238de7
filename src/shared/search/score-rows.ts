/**
 * The rows that hold every word of a query, each with its relevance: for each word, the best of
 * (weight of the field it is in x how sure the match is), summed over the words. The rarest word
 * goes first, so the rows carried from word to word are as few as they can be; a later word is
 * then looked up row by row when that is cheaper than reading all of its postings.
 */
import type { IndexedJobs } from './indexed-jobs.ts'
import type { WordMatch } from './word-matches.ts'

export interface ScoredRows {
  /** in no particular order: the caller sorts what it keeps */
  rows: Int32Array
  scores: Float64Array
}

/**
 * Reused between queries (search is synchronous): a query allocates nothing per job, which
 * keeps the garbage collector out of a broad search over 100,000 jobs.
 */
interface Scratch {
  score: Float64Array
  /** which pass last wrote a row's score, so nothing needs clearing between words */
  stamp: Uint32Array
  pass: number
  /** the rows found so far and their summed scores: what scoreRows answers, until its next call */
  found: Int32Array
  sums: Float64Array
}

const scratches = new WeakMap<IndexedJobs, Scratch>()

function getScratch(index: IndexedJobs): Scratch {
  let scratch = scratches.get(index)
  if (!scratch) {
    const size = index.ids.length
    scratch = {
      score: new Float64Array(size),
      stamp: new Uint32Array(size),
      pass: 0,
      found: new Int32Array(size),
      sums: new Float64Array(size),
    }
    scratches.set(index, scratch)
  }
  return scratch
}

function postingsSize(index: IndexedJobs, matches: readonly WordMatch[]): number {
  return matches.reduce((sum, match) => sum + (index.rows[match.word]?.length ?? 0), 0)
}

/**
 * Marks every row holding one of `matches` with its best score for this word (in
 * `scratch.score`), and lists each such row once in `found` when it is given.
 */
function scoreWord(
  index: IndexedJobs,
  matches: readonly WordMatch[],
  scratch: Scratch,
  found?: Int32Array,
): number {
  const pass = ++scratch.pass
  const { score, stamp } = scratch
  let count = 0
  for (const { word, quality } of matches) {
    const rows = index.rows[word]
    const weights = index.weights[word]
    if (!rows || !weights) continue
    for (let at = 0; at < rows.length; at++) {
      const row = rows[at] ?? 0
      const value = (weights[at] ?? 0) * quality
      if (stamp[row] !== pass) {
        stamp[row] = pass
        score[row] = value
        if (found) found[count++] = row
      } else if (value > (score[row] ?? 0)) score[row] = value
    }
  }
  return count
}

/** Where `row` is in the ascending `rows`, or -1. */
function findRow(rows: Int32Array, row: number): number {
  let low = 0
  let high = rows.length - 1
  while (low <= high) {
    const middle = (low + high) >>> 1
    const value = rows[middle] ?? 0
    if (value === row) return middle
    if (value < row) low = middle + 1
    else high = middle - 1
  }
  return -1
}

/** A row's best score for a word, read from the word's postings (0 when it is not there). */
function lookUpWord(index: IndexedJobs, matches: readonly WordMatch[], row: number): number {
  let best = 0
  for (const { word, quality } of matches) {
    const rows = index.rows[word]
    if (!rows) continue
    const at = findRow(rows, row)
    if (at >= 0) best = Math.max(best, (index.weights[word]?.[at] ?? 0) * quality)
  }
  return best
}

export function scoreRows(
  index: IndexedJobs,
  words: readonly (readonly WordMatch[])[],
): ScoredRows {
  const ordered = [...words].sort((a, b) => postingsSize(index, a) - postingsSize(index, b))
  const [first = [], ...rest] = ordered
  const scratch = getScratch(index)
  const found = new Int32Array(postingsSize(index, first))
  let count = scoreWord(index, first, scratch, found)
  const rows = found.subarray(0, count)
  const scores = Float64Array.from(rows, (row) => scratch.score[row] ?? 0)

  for (const matches of rest) {
    if (count === 0) break
    let kept = 0
    // A binary search per row and word costs about 17 steps at 100,000 jobs.
    const lookUp = count * matches.length * 17 < postingsSize(index, matches)
    const pass = lookUp ? 0 : (scoreWord(index, matches, scratch), scratch.pass)
    for (let at = 0; at < count; at++) {
      const row = rows[at] ?? 0
      let value: number
      if (lookUp) value = lookUpWord(index, matches, row)
      else value = scratch.stamp[row] === pass ? (scratch.score[row] ?? 0) : 0
      if (value <= 0) continue
      rows[kept] = row
      scores[kept] = (scores[at] ?? 0) + value
      kept++
    }
    count = kept
  }
  return { rows: rows.subarray(0, count), scores: scores.subarray(0, count) }
}
