/** Something a finder read from a clause, with where it starts (the order methods are listed in). */
export interface Found<T> {
  at: number
  end: number
  value: T
}

/**
 * `text` with each of `spans` written over in spaces, so finders that run later do not read
 * inside them (digits of an email address or a link as a phone number) and offsets still hold.
 */
export function blankOut(text: string, spans: readonly { at: number; end: number }[]): string {
  let blanked = text
  for (const { at, end } of spans) {
    blanked = blanked.slice(0, at) + ' '.repeat(end - at) + blanked.slice(end)
  }
  return blanked
}
