/**
 * Lets the calling thread give way to the others of its process on a busy CPU: the search
 * worker runs at a lower priority, so that the thread answering cached pages gets the core
 * first while searches queue. Linux gives each thread its own nice value (`setpriority` on its
 * thread id, read from /proc/thread-self); elsewhere this does nothing.
 */
import { readlinkSync } from 'node:fs'
import { setPriority } from 'node:os'

/** nice 10: runs whenever the process's other threads leave the CPU free */
export const SEARCH_THREAD_NICENESS = 10

/** The thread's id, or null where the system does not say. */
export function lowerThreadPriority(niceness = SEARCH_THREAD_NICENESS): number | null {
  try {
    // "<pid>/task/<tid>"
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop())
    if (!Number.isInteger(threadId)) return null
    setPriority(threadId, niceness)
    return threadId
  } catch {
    return null
  }
}
