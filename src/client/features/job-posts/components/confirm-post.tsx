import { Link } from '@tanstack/react-router'
import { useState } from 'react'

import type { JobPostConfirmed } from '#shared/schemas/job-post-answers.ts'

import { confirmPost } from '../api/job-posts-api.ts'
import { useLinkToken } from '../hooks/use-link-token.ts'
import { failureWords } from '../lib/answer-words.ts'
import { PostStyles } from './post-styles.tsx'

/**
 * /post-a-job/confirm: the link from the email. Opening it changes nothing (a mail scanner may
 * open links); the button publishes.
 */
export function ConfirmPost() {
  const token = useLinkToken(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<JobPostConfirmed | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  if (token === undefined) return <p role="status">Reading your link...</p>
  if (token === null)
    return (
      <p className="jp-error" role="alert">
        This page needs the link from your email. Open the email we sent and tap its link again.
      </p>
    )

  async function publish(token: string) {
    setBusy(true)
    setProblem(null)
    const answer = await confirmPost(token)
    setBusy(false)
    if (answer.kind === 'ok') setDone(answer.data)
    else setProblem(failureWords(answer))
  }

  if (done?.status === 'live')
    return (
      <div className="jp-box jp-box--ok" role="status">
        <PostStyles />
        <h2>Your job is live</h2>
        <p>Job seekers can find it now, in search, the lists and the alerts.</p>
        {done.job_id && (
          <p>
            <Link to="/job/$id" params={{ id: done.job_id }} className="button button--primary">
              See your job
            </Link>
          </p>
        )}
        <p>We emailed you a private link to edit it, mark it filled or change its closing date.</p>
      </div>
    )

  if (done?.status === 'review')
    return (
      <div className="jp-box jp-box--warn" role="status">
        <PostStyles />
        <h2>Waiting for review</h2>
        <p>One of our team checks your job before it goes live, because:</p>
        <ul>
          {done.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
        <p>
          We will email you when it is live, or why it was not. We emailed you a private link to see
          how it stands and to change it.
        </p>
      </div>
    )

  return (
    <div className="jp-box">
      <PostStyles />
      <p>
        Publishing puts your job on the site: in search, the lists and the job alerts. If it needs a
        check by our team first, we tell you why.
      </p>
      {problem && (
        <p className="jp-error" role="alert">
          {problem}
        </p>
      )}
      <p>
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => void publish(token)}
        >
          {busy ? 'Publishing...' : 'Publish my job'}
        </button>
      </p>
    </div>
  )
}
