import type { AdvertSignal } from '#shared/advert-check/advert-signals.ts'

/**
 * The signals as a reader reads them: several rules can say the same thing of one sentence ("It
 * asks applicants to pay", from the fee rule and the payment rule), which on the page reads as
 * the same warning twice. One line per message, in the order first given, with the longest of its
 * excerpts (they quote the same words, cut at different lengths). The API keeps each rule's.
 */
export function foldSignals(signals: readonly AdvertSignal[]): AdvertSignal[] {
  const byMessage = new Map<string, AdvertSignal>()
  for (const signal of signals) {
    const kept = byMessage.get(signal.message)
    if (!kept || signal.excerpt.length > kept.excerpt.length) {
      // A Map keeps the order of the first insertion, so a longer excerpt keeps its place.
      byMessage.set(signal.message, signal)
    }
  }
  return [...byMessage.values()]
}
