/**
 * The `count` smallest of `keys`, in order, without sorting them all: a page of 20 out of 80,000
 * matches costs one pass with a small heap instead of a sort of every match.
 */
export function smallestKeys(keys: Float64Array, count: number): Float64Array {
  if (count <= 0) return new Float64Array(0)
  // Past a quarter of the keys, a native sort of them all is as quick.
  if (count * 4 >= keys.length) return keys.slice().sort().subarray(0, count)
  // A max-heap of the smallest keys seen so far: its root is the one to beat.
  const heap = new Float64Array(count)
  let size = 0
  for (const key of keys) {
    if (size < count) {
      let at = size++
      heap[at] = key
      while (at > 0) {
        const parent = (at - 1) >> 1
        if ((heap[parent] ?? 0) >= key) break
        heap[at] = heap[parent] ?? 0
        heap[parent] = key
        at = parent
      }
    } else if (key < (heap[0] ?? 0)) {
      let at = 0
      heap[0] = key
      for (;;) {
        const left = 2 * at + 1
        const right = left + 1
        let largest = at
        if (left < size && (heap[left] ?? 0) > (heap[largest] ?? 0)) largest = left
        if (right < size && (heap[right] ?? 0) > (heap[largest] ?? 0)) largest = right
        if (largest === at) break
        const swap = heap[at] ?? 0
        heap[at] = heap[largest] ?? 0
        heap[largest] = swap
        at = largest
      }
    }
  }
  return heap.subarray(0, size).sort()
}
