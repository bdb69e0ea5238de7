/**
 * First screen of the board: the active jobs from the API with their deadlines, and the counts.
 * The full app (routes, cards, filters, offline) grows from here.
 */
import { useEffect, useState } from 'react'

import { getJobDeadline } from '#shared/deadline.ts'
import type { ApiJob, JobCounts, JobListResponse } from '#shared/job.ts'
import { getTimeLeft, getUrgency } from '#shared/urgency.ts'

type State =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'loaded'; list: JobListResponse; counts: JobCounts }

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`API error ${response.status}`)
  return (await response.json()) as T
}

function describeDeadline(job: ApiJob, now: number): string {
  const deadline = getJobDeadline(job)
  if (deadline === null) return 'Open until filled'
  const { days, hours, minutes } = getTimeLeft(deadline, now)
  const label = {
    open: '',
    standard: 'Expires in',
    urgent: 'Expires soon',
    critical: 'Critical',
    expired: 'Expired',
  }[getUrgency(deadline, now)]
  return `${label}: ${days > 0 ? `${days}d ` : ''}${hours}h ${minutes}m`
}

export function JobBoard() {
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [now, setNow] = useState(() => Date.now())

  useEffect(() => {
    Promise.all([
      getJson<JobListResponse>('/api/jobs?status=active&page=1&pageSize=100&sort=expiring'),
      getJson<JobCounts>('/api/jobs/counts'),
    ]).then(
      ([list, counts]) => setState({ kind: 'loaded', list, counts }),
      (error: Error) => setState({ kind: 'error', message: error.message }),
    )
    const timer = setInterval(() => setNow(Date.now()), 30_000)
    return () => clearInterval(timer)
  }, [])

  return (
    <main className="board">
      <h1>Find Your Next Dream Job</h1>
      <p className="tagline">The heartbeat of opportunity. Don&apos;t let your dream job expire!</p>
      {state.kind === 'loading' && <p>Loading jobs...</p>}
      {state.kind === 'error' && <p role="alert">Could not load jobs ({state.message}).</p>}
      {state.kind === 'loaded' && (
        <>
          <p className="counts" id="job-listings">
            {state.counts.active} active · {state.counts.critical} critical · {state.counts.urgent}{' '}
            urgent · {state.counts.expired} archived
          </p>
          <ul className="jobs">
            {state.list.jobs.map((job) => (
              <li key={job.job_id} className="job">
                <h2>{job.title}</h2>
                <p>
                  {job.company}
                  {job.location ? ` · ${job.location}` : ''}
                </p>
                <p className="deadline">{describeDeadline(job, now)}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  )
}
