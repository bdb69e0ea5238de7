/**
 * The ids of the jobs saved on a device, read from the saved-jobs record both the page and the
 * worker keep (SAVED_JOBS_KEY, offline-contract.ts). Push needs them in both places: the page
 * sends them with its subscription, and the worker when the browser replaces the subscription
 * with the app closed. Anything unreadable is no ids.
 */
export function getSavedJobIds(storedJson: string | null | undefined): string[] {
  try {
    const stored: unknown = JSON.parse(storedJson ?? '{}')
    const jobs = (stored as { jobs?: unknown } | null)?.jobs
    if (!Array.isArray(jobs)) return []
    return jobs.flatMap((entry: { job?: { job_id?: unknown } } | null) =>
      typeof entry?.job?.job_id === 'string' ? [entry.job.job_id] : [],
    )
  } catch {
    return []
  }
}
