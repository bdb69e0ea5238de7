/**
 * Password checks running in this process, by the counts they were made against (account,
 * address or device). At most one runs per key: a second try while one is being checked is
 * refused at once, before it is counted or hashed. The database count already bounds tries over
 * time; this bounds what one moment costs (each check holds 128 MiB for ~0.4 s) and makes a burst
 * sent at once wait for the first answer rather than race it.
 */
export class VerificationsInFlight {
  private readonly running = new Set<string>()

  /** Takes every key, or none when one is taken; returns the release, or null. */
  claim(keys: readonly string[]): (() => void) | null {
    if (keys.some((key) => this.running.has(key))) return null
    const taken = [...new Set(keys)]
    for (const key of taken) this.running.add(key)
    let released = false
    return () => {
      if (released) return
      released = true
      for (const key of taken) this.running.delete(key)
    }
  }

  get size(): number {
    return this.running.size
  }
}
