/**
 * The search index's own thread. Building an index of 100,000 jobs takes seconds and a broad
 * search milliseconds; here neither holds up the thread that answers cached pages. It keeps the
 * jobs as the API answers them too, as JSON text (one string per job: a heap of 100,000 strings
 * is far quicker to collect than one of 100,000 objects), so a page is answered without the
 * database. And it checks pasted adverts against them ("Is this job advert real?"), over the few
 * listings a candidate index chooses (advert-candidates.ts, decision 070).
 */
import { parentPort } from 'node:worker_threads'

import type { TakenDownContacts } from '#shared/advert-check/taken-down-contacts.ts'
import { createJobSearchIndex, type JobSearchIndex } from '#shared/search/job-search.ts'

import {
  AdvertCandidateIndex,
  checkAmongCandidates,
  listingsInCheckOrder,
} from './advert-candidates.ts'
import { lowerThreadPriority } from './lower-thread-priority.ts'
import type { SearchWorkerReply, SearchWorkerRequest } from './search-worker-protocol.ts'
import { toIndexedSearchable } from './searchable-jobs.repo.ts'

// On a busy core, the thread answering cached pages goes first; searches wait their turn.
lowerThreadPriority()

let index: JobSearchIndex | null = null
let jobJsonById = new Map<string, string>()
let candidates: AdvertCandidateIndex | null = null
/** the taken-down contacts no listing here gives, for the data version they were read at */
let avoid: { version: number; contacts: TakenDownContacts } | null = null

function answer(message: SearchWorkerRequest): SearchWorkerReply {
  try {
    if (message.kind === 'load') {
      index = createJobSearchIndex(message.rows.map(toIndexedSearchable))
      jobJsonById = new Map(
        message.rows.map(({ deadline_ms: _deadline, posted_ms: _posted, ...job }) => [
          job.job_id,
          JSON.stringify(job),
        ]),
      )
      candidates = new AdvertCandidateIndex(listingsInCheckOrder(message.rows))
      return { id: message.id, ok: true, value: null }
    }
    if (!index || !candidates) throw new Error('The search index is not loaded yet')
    if (message.kind === 'check') {
      const { takenDown, exclude, ...check } = message.request
      // `exclude` follows from the version too: the ids taken down since this index was built.
      if (avoid?.version !== takenDown.version) {
        avoid = {
          version: takenDown.version,
          contacts: candidates.withoutListedContacts(takenDown.contacts, exclude),
        }
      }
      const value = checkAmongCandidates(candidates, {
        ...check,
        takenDown: avoid.contacts,
        exclude,
      })
      return { id: message.id, ok: true, value }
    }
    if (message.kind === 'facets') {
      return { id: message.id, ok: true, value: index.facets(message.scope) }
    }
    const { ids, total } = index.search(message.request)
    const jobsJson = `[${ids.flatMap((id) => jobJsonById.get(id) ?? []).join(',')}]`
    return { id: message.id, ok: true, value: { jobsJson, total } }
  } catch (error) {
    return { id: message.id, ok: false, message: (error as Error).message }
  }
}

parentPort?.on('message', (message: SearchWorkerRequest) => {
  parentPort?.postMessage(answer(message))
})
