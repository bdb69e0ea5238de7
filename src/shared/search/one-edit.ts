/**
 * Whether two different words are one typo apart: a letter added, dropped, changed, or two
 * neighbours swapped ("acountant", "accountnat"). Linear and allocation-free: a long query word
 * is compared with every indexed word of about its length.
 */
export function isOneEditApart(a: string, b: string): boolean {
  if (a === b) return false
  const short = a.length <= b.length ? a : b
  const long = short === a ? b : a
  if (long.length - short.length > 1) return false
  let start = 0
  while (start < short.length && short.charCodeAt(start) === long.charCodeAt(start)) start++
  // Then the common ending, without overlapping the common beginning.
  let shortEnd = short.length - 1
  let longEnd = long.length - 1
  while (shortEnd >= start && short.charCodeAt(shortEnd) === long.charCodeAt(longEnd)) {
    shortEnd--
    longEnd--
  }
  // One letter more in `long`: nothing of `short` may be left between the two.
  if (short.length !== long.length) return shortEnd < start
  const left = shortEnd - start + 1
  if (left === 1) return true
  return (
    left === 2 &&
    short.charCodeAt(start) === long.charCodeAt(start + 1) &&
    short.charCodeAt(start + 1) === long.charCodeAt(start)
  )
}
