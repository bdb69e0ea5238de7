import { isDatabaseUnavailable } from '../db/database-unavailable.ts'
import type { EncodedBody } from './encoded-body.ts'

interface Entry {
  body: EncodedBody
  dataVersion: number
  /** valid for computedAt <= now < validUntil; a clock set back must not see a later answer */
  computedAt: number
  validUntil: number
}

/**
 * Responses keyed by request, valid for one data version and until the next instant at which a
 * job changes class, and served past that while the database is unavailable. A byte budget
 * bounds memory; the least recently used entries go first.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>()
  private readonly pending = new Map<string, { startedAt: number; body: Promise<EncodedBody> }>()
  private bytes = 0
  /** lookups answered from an entry, and those that had to compute (or join a computation) */
  readonly stats = { hits: 0, misses: 0 }

  constructor(private readonly maxBytes = 128 * 1024 * 1024) {}

  async getOrCreate(
    key: string,
    dataVersion: number,
    now: number,
    create: () => Promise<{ body: EncodedBody; validUntil: number }>,
  ): Promise<EncodedBody> {
    const entry = this.entries.get(key)
    if (
      entry &&
      entry.dataVersion === dataVersion &&
      entry.computedAt <= now &&
      now < entry.validUntil
    ) {
      // Re-insert to mark as most recently used.
      this.entries.delete(key)
      this.entries.set(key, entry)
      this.stats.hits++
      return entry.body
    }
    this.stats.misses++
    // Concurrent misses share one computation, unless it started at a later instant.
    const pendingKey = `${dataVersion}\n${key}`
    const running = this.pending.get(pendingKey)
    if (running && running.startedAt <= now) return running.body
    const body = create()
      .then(({ body, validUntil }) => {
        this.store(key, { body, dataVersion, computedAt: now, validUntil })
        return body
      })
      .catch((error: unknown) => {
        // An answer a little out of date beats an error while the database is away.
        const stale = this.entries.get(key)
        if (stale && isDatabaseUnavailable(error)) return stale.body
        throw error
      })
      .finally(() => {
        if (this.pending.get(pendingKey)?.body === body) this.pending.delete(pendingKey)
      })
    this.pending.set(pendingKey, { startedAt: now, body })
    return body
  }

  clear(): void {
    this.entries.clear()
    this.bytes = 0
  }

  get size(): number {
    return this.entries.size
  }

  private store(key: string, entry: Entry) {
    this.remove(key)
    if (entry.body.retainedBytes > this.maxBytes / 4) return // too large to be worth keeping
    this.entries.set(key, entry)
    this.bytes += entry.body.retainedBytes
    for (const [oldKey] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.remove(oldKey)
    }
  }

  private remove(key: string) {
    const existing = this.entries.get(key)
    if (!existing) return
    this.entries.delete(key)
    this.bytes -= existing.body.retainedBytes
  }
}
