/**
 * The documents a reader has ticked off on a job's checklist, kept on the device through
 * lib/storage (IndexedDB, else localStorage, else memory for this visit), so the ticks survive a
 * reload and work offline like the job page itself. One record for every job, most recently
 * changed first, holding at most MAX_TICKED_JOBS jobs: a checklist left alone long ago is
 * dropped rather than kept forever. A job with nothing ticked is not kept.
 */
import { storage } from '../../../lib/storage.ts'

const TICKS_KEY = 'document-ticks'
export const MAX_TICKED_JOBS = 200

interface TickedJob {
  id: string
  /** the documents' labels, as the job's data names them */
  ticked: string[]
}

async function readAll(): Promise<TickedJob[]> {
  try {
    const { jobs } = JSON.parse((await storage.getItem(TICKS_KEY)) ?? '{}') as { jobs?: unknown }
    // Written by this module; anything else (another version, a cut-short write) is let go.
    return Array.isArray(jobs)
      ? jobs.filter(
          (entry: TickedJob) => typeof entry?.id === 'string' && Array.isArray(entry.ticked),
        )
      : []
  } catch {
    return []
  }
}

export async function loadDocumentTicks(jobId: string): Promise<string[]> {
  return (await readAll()).find((entry) => entry.id === jobId)?.ticked ?? []
}

// Writes one after another: two quick ticks each read, change and write the whole record, and
// run side by side the second would write over the first.
let writing: Promise<void> = Promise.resolve()

/** Keeps `ticked` as the job's ticks; storage that fails keeps them for this visit only. */
export function saveDocumentTicks(jobId: string, ticked: readonly string[]): Promise<void> {
  writing = writing
    .then(async () => {
      const others = (await readAll()).filter((entry) => entry.id !== jobId)
      const jobs = ticked.length > 0 ? [{ id: jobId, ticked: [...ticked] }, ...others] : others
      await storage.setItem(
        TICKS_KEY,
        JSON.stringify({ version: 1, jobs: jobs.slice(0, MAX_TICKED_JOBS) }),
      )
    })
    // storage never rejects; should that change, one failed write must not stop the next ones
    .catch((error: unknown) => console.warn('Document ticks were not kept.', error))
  return writing
}
