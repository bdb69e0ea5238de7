/**
 * The server's search index, in a worker thread (search-worker.ts), built from every job in the
 * database and rebuilt when the data changes. A newer index is built in a new worker while the
 * current one keeps answering (its version is part of each answer's cache key); then the old
 * worker is closed once it has answered what it was asked.
 */
import type { Db } from '../db/db.ts'
import { SearchWorker } from './search-worker-client.ts'
import { listIndexedJobs } from './searchable-jobs.repo.ts'

export interface VersionedIndex {
  /** the data version the index was built from */
  version: number
  index: Pick<SearchWorker, 'search' | 'facets' | 'check'>
}

interface Built {
  version: number
  index: SearchWorker
}

/** how often a retired worker is looked at until it has nothing left to answer */
const RETIRE_POLL_MS = 1_000

export class SearchIndexHolder {
  private current: Built | null = null
  private building: { version: number; done: Promise<Built> } | null = null
  private readonly retiring = new Set<SearchWorker>()

  constructor(private readonly db: Db) {}

  /** The index for `version`, or the last one built while that is on its way. */
  async get(version: number): Promise<VersionedIndex> {
    const current = this.current?.index.usable ? this.current : null
    if (current && current.version >= version) return current
    const building = this.build(version)
    if (current) {
      // Failures are reported by the next search that has no index to fall back on.
      building.catch(() => undefined)
      return current
    }
    return building
  }

  /**
   * Brings an index already in use up to `version`, and resolves once it is. Nothing is built
   * for a process that has not searched yet: the first search builds it.
   */
  async update(version: number): Promise<void> {
    if (!this.current && !this.building) return
    if (this.current?.index.usable && this.current.version >= version) return
    await this.build(version)
  }

  async close(): Promise<void> {
    const workers = [this.current?.index, ...this.retiring].filter((worker) => worker !== undefined)
    this.current = null
    this.retiring.clear()
    await Promise.all(workers.map((worker) => worker.close()))
  }

  private build(version: number): Promise<Built> {
    if (this.building && this.building.version >= version) return this.building.done
    const done = this.load(version).finally(() => {
      if (this.building?.done === done) this.building = null
    })
    this.building = { version, done }
    return done
  }

  private async load(version: number): Promise<Built> {
    const rows = await listIndexedJobs(this.db)
    const worker = new SearchWorker()
    try {
      await worker.load(rows)
    } catch (error) {
      await worker.close()
      throw error
    }
    const built = { version, index: worker }
    const previous = this.current
    if (previous && previous.version > version && previous.index.usable) {
      this.retire(worker) // a newer one finished first
      return previous
    }
    this.current = built
    if (previous) this.retire(previous.index)
    return built
  }

  private retire(worker: SearchWorker): void {
    this.retiring.add(worker)
    const closeWhenIdle = () => {
      if (worker.busy > 0) {
        setTimeout(closeWhenIdle, RETIRE_POLL_MS).unref()
        return
      }
      this.retiring.delete(worker)
      void worker.close()
    }
    closeWhenIdle()
  }
}
