/**
 * The documents a clause asks for, as checklist labels (document-labels.ts), in the order
 * written. "Certified" before a document carries to it: "certified copies of academic and
 * professional certificates, national ID and birth certificate" asks for certified copies of
 * all four; not past a line break, where a list written one item per line starts its next item.
 */
import { DOCUMENT_LABELS } from './document-labels.ts'
import type { Found } from './found.ts'

export interface AskedDocument {
  label: string
  certified: boolean
}

export function findDocuments(text: string): Found<AskedDocument>[] {
  // Characters an earlier row's words took; a later row may not read them again.
  const taken = new Uint8Array(text.length)
  const found: Found<AskedDocument>[] = []
  const certified = certifiedSpans(text)
  for (const { labels, words, copies } of DOCUMENT_LABELS) {
    for (const match of text.matchAll(words)) {
      const at = match.index
      const end = at + match[0].length
      if (taken.subarray(at, end).includes(1)) continue
      taken.fill(1, at, end)
      const asCopies = copies !== null && certified.some((span) => span.at < at && at < span.end)
      for (const label of labels) found.push({ at, end, value: { label, certified: asCopies } })
    }
  }
  return found.sort((a, b) => a.at - b.at)
}

/** From each "certified" to the end of its line: where it carries. */
function certifiedSpans(text: string): { at: number; end: number }[] {
  return [...text.matchAll(/\bcertified\b[^\n]*/gi)].map((match) => ({
    at: match.index,
    end: match.index + match[0].length,
  }))
}

/** "Certified copies of academic certificates", "Certified copy of national ID", "CV". */
export function documentLabel({ label, certified }: AskedDocument): string {
  const entry = DOCUMENT_LABELS.find(({ labels }) => labels.length === 1 && labels[0] === label)
  if (!certified || !entry?.copies) return label
  // "National ID" reads "national ID"; "O Level", "CV" keep their capitals.
  const inSentence = /^[A-Z][a-z]/.test(label)
    ? label.charAt(0).toLowerCase() + label.slice(1)
    : label
  return `Certified ${entry.copies} of ${inSentence}`
}
