import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

import type { JobPostManage } from '#shared/schemas/job-post-answers.ts'

import { useNowUntil } from '../../../hooks/use-now.ts'
import { readManagedPost } from '../api/job-posts-api.ts'
import { forgetLinkToken, useLinkToken } from '../hooks/use-link-token.ts'
import { failureWords } from '../lib/answer-words.ts'
import { emailDomain } from '../lib/email-domain.ts'
import { statusWords } from '../lib/status-words.ts'
import { ManageActions } from './manage-actions.tsx'
import { PostEditor } from './post-editor.tsx'
import { TierWords } from './post-preview.tsx'
import { PostStyles } from './post-styles.tsx'

/** Where this tab keeps the manage link's token (sessionStorage: this tab only). */
const TAB_TOKEN_KEY = 'job-post-manage-token'
const never = () => null

/** /post-a-job/manage: the private link's page. Every change is a POST with the token. */
export function ManagePost() {
  const token = useLinkToken(TAB_TOKEN_KEY)
  const nowMs = useNowUntil(never)
  const [answer, setAnswer] = useState<JobPostManage | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [editing, setEditing] = useState(false)
  const [newLinkSent, setNewLinkSent] = useState(false)

  useEffect(() => {
    if (!token) return
    let current = true
    void readManagedPost(token).then((read) => {
      if (!current) return
      if (read.kind === 'ok') setAnswer(read.data)
      else setProblem(failureWords(read))
    })
    return () => {
      current = false
    }
  }, [token])

  if (newLinkSent)
    return (
      <div className="jp-box jp-box--ok" role="status">
        <PostStyles />
        <h2>Check your email</h2>
        <p>
          We sent a new private link to {answer?.work_email}. The link you used stops working now.
        </p>
      </div>
    )
  if (token === null)
    return (
      <p className="jp-error" role="alert">
        This page needs the private link from your email. Open the email and tap its link again.
      </p>
    )
  if (problem)
    return (
      <p className="jp-error" role="alert">
        {problem}
      </p>
    )
  if (!answer || !token) return <p role="status">Loading your job...</p>

  const done = (next: JobPostManage) => {
    setAnswer(next)
    setEditing(false)
  }
  return (
    <div className="jp-page">
      <PostStyles />
      <section className="jp-box" aria-labelledby="post-status-title">
        <h2 id="post-status-title">{answer.post.title}</h2>
        <p>{statusWords(answer)}</p>
        <TierWords
          tier={answer.tier}
          domain={emailDomain(answer.work_email)}
          live={answer.status === 'live'}
        />
        {answer.reasons.length > 0 && (
          <ul>
            {answer.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        )}
        {answer.reject_reason && <p>Why: {answer.reject_reason}</p>}
        {answer.job_id && answer.status === 'live' && (
          <p>
            <Link to="/job/$id" params={{ id: answer.job_id }}>
              See the job as job seekers see it
            </Link>
          </p>
        )}
      </section>
      {editing ? (
        <PostEditor
          token={token}
          answer={answer}
          onSaved={done}
          onCancel={() => setEditing(false)}
        />
      ) : (
        answer.status !== 'rejected' && (
          <p>
            <button type="button" className="button" onClick={() => setEditing(true)}>
              Edit
            </button>
          </p>
        )
      )}
      <ManageActions
        token={token}
        answer={answer}
        nowMs={nowMs}
        onChanged={done}
        onNewLink={() => {
          forgetLinkToken(TAB_TOKEN_KEY)
          setNewLinkSent(true)
        }}
      />
    </div>
  )
}
