/**
 * A search index in its own worker thread, asked through promises. One worker holds one index:
 * a newer index is built in a new worker while the old one answers (search-index-holder.ts).
 */
import { Worker } from 'node:worker_threads'

import type { AdvertCheck } from '#shared/advert-check/check-advert.ts'
import type { JobFacets } from '#shared/job.ts'
import type { JobSearchRequest, JobSearchScope } from '#shared/search/job-search.ts'

import type {
  AdvertCheckRequest,
  JobSearchPage,
  SearchWorkerReply,
  SearchWorkerRequest,
} from './search-worker-protocol.ts'
import type { IndexedJobRow } from './searchable-jobs.repo.ts'

type Pending = { resolve(value: unknown): void; reject(error: Error): void }

/**
 * The longest a check may wait for the worker's answer: a check reads a few hundred listings at
 * most (milliseconds), so this is a worker that no longer answers, not a slow one.
 */
export const CHECK_TIMEOUT_MS = 10_000
/** a request without its id, which the client adds */
type Ask = SearchWorkerRequest extends infer R
  ? R extends { id: number }
    ? Omit<R, 'id'>
    : never
  : never

export class SearchWorker {
  private readonly worker = new Worker(new URL('./search-worker-entry.mjs', import.meta.url))
  private readonly pending = new Map<number, Pending>()
  private nextId = 1
  private failure: Error | null = null

  constructor() {
    this.worker.on('message', (reply: SearchWorkerReply) => {
      const waiting = this.pending.get(reply.id)
      this.pending.delete(reply.id)
      if (!waiting) return
      if (reply.ok) waiting.resolve(reply.value)
      else waiting.reject(new Error(reply.message))
    })
    const fail = (error: Error) => {
      this.failure = error
      for (const waiting of this.pending.values()) waiting.reject(error)
      this.pending.clear()
    }
    this.worker.on('error', fail)
    this.worker.on('exit', (code) =>
      fail(new Error(`The search worker stopped (exit code ${code})`)),
    )
    // An idle worker must not keep the process alive.
    this.worker.unref()
  }

  /** Whether it can still answer (it has not crashed or been closed). */
  get usable(): boolean {
    return this.failure === null
  }

  /** How many questions it has not answered yet. */
  get busy(): number {
    return this.pending.size
  }

  load(rows: IndexedJobRow[]): Promise<void> {
    return this.ask({ kind: 'load', rows }).then(() => undefined)
  }

  search(request: JobSearchRequest): Promise<JobSearchPage> {
    return this.ask({ kind: 'search', request }) as Promise<JobSearchPage>
  }

  facets(scope: JobSearchScope): Promise<JobFacets> {
    return this.ask({ kind: 'facets', scope }) as Promise<JobFacets>
  }

  /** A pasted advert checked against the listings the worker holds (advert-candidates.ts). */
  check(request: AdvertCheckRequest, timeoutMs = CHECK_TIMEOUT_MS): Promise<AdvertCheck> {
    return this.ask({ kind: 'check', request }, timeoutMs) as Promise<AdvertCheck>
  }

  async close(): Promise<void> {
    await this.worker.terminate()
  }

  private ask(message: Ask, timeoutMs?: number): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure)
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(() => {
              this.pending.delete(id)
              reject(new Error(`The search worker did not answer within ${timeoutMs} ms`))
            }, timeoutMs).unref()
      const settled = () => clearTimeout(timer)
      this.pending.set(id, {
        resolve: (value) => {
          settled()
          resolve(value)
        },
        reject: (error) => {
          settled()
          reject(error)
        },
      })
      this.worker.postMessage({ ...message, id })
    })
  }
}
