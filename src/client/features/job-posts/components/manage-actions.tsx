import { useState } from 'react'

import { MAX_CLOSING_DAYS_AHEAD } from '#shared/job-posts/closing-date.ts'
import { addCalendarDays, formatCalendarDate, getZonedDate } from '#shared/time-zone.ts'
import { closingDateProblem } from '#shared/job-posts/closing-date.ts'
import type { JobPostManage } from '#shared/schemas/job-post-answers.ts'

import { SITE_TIME_ZONE } from '../../../config/site.ts'
import { extendPost, markFilled, sendNewLink } from '../api/job-posts-api.ts'
import type { PostAnswer } from '../api/post-json.ts'
import { failureWords } from '../lib/answer-words.ts'
import { inWords } from '../lib/post-fields.ts'

/** Mark as filled (with a confirm step), change the closing date, ask for a new private link. */
export function ManageActions({
  token,
  answer,
  nowMs,
  onChanged,
  onNewLink,
}: {
  token: string
  answer: JobPostManage
  nowMs: number
  onChanged(answer: JobPostManage): void
  onNewLink(): void
}) {
  const [confirmFilled, setConfirmFilled] = useState(false)
  const [closingDate, setClosingDate] = useState(answer.post.closingDate)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const today = getZonedDate(nowMs, SITE_TIME_ZONE)

  async function run<T>(call: () => Promise<PostAnswer<T>>, then: (data: T) => void) {
    setBusy(true)
    setProblem(null)
    const result = await call()
    setBusy(false)
    if (result.kind === 'ok') then(result.data)
    else
      setProblem(
        result.kind === 'failed' && result.status === 400 && result.message
          ? inWords(result.parameter ?? 'closingDate', result.message)
          : failureWords(result),
      )
  }

  function extend() {
    const wrong = closingDateProblem(closingDate, Date.now(), SITE_TIME_ZONE)
    if (wrong) return setProblem(inWords('closingDate', wrong))
    void run(() => extendPost(token, closingDate), onChanged)
  }

  const open = !answer.filled && answer.status !== 'rejected'
  return (
    <>
      {problem && (
        <p className="jp-error" role="alert">
          {problem}
        </p>
      )}
      {open && answer.status === 'live' && (
        <div className="jp-box">
          <h2>Filled?</h2>
          {confirmFilled ? (
            <>
              <p>
                The job closes now and leaves the lists; its page says it was filled. This cannot be
                undone.
              </p>
              <div className="jp-actions">
                <button
                  type="button"
                  className="button button--primary"
                  disabled={busy}
                  onClick={() => void run(() => markFilled(token), onChanged)}
                >
                  Yes, mark it filled
                </button>
                <button type="button" className="button" onClick={() => setConfirmFilled(false)}>
                  Cancel
                </button>
              </div>
            </>
          ) : (
            <button type="button" className="button" onClick={() => setConfirmFilled(true)}>
              Mark as filled
            </button>
          )}
        </div>
      )}
      {open && (
        <div className="jp-box">
          <h2>Change closing date</h2>
          <div className="jp-field">
            <label htmlFor="post-extend">New closing date</label>
            <input
              id="post-extend"
              type="date"
              min={formatCalendarDate(today)}
              max={formatCalendarDate(addCalendarDays(today, MAX_CLOSING_DAYS_AHEAD))}
              value={closingDate}
              onChange={(e) => setClosingDate(e.target.value)}
            />
            <p className="jp-hint">The date it was posted stays as it is.</p>
          </div>
          <button type="button" className="button" disabled={busy} onClick={extend}>
            Change closing date
          </button>
        </div>
      )}
      <div className="jp-box">
        <h2>Send me a new private link</h2>
        <p>
          If someone else may have this link, ask for a new one. It goes to {answer.work_email}, and
          this link stops working at once.
        </p>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void run(() => sendNewLink(token), onNewLink)}
        >
          Send me a new private link
        </button>
      </div>
    </>
  )
}
