import { useEffect, useState, type FormEvent, type ReactNode } from 'react'

import type { ApiJob } from '#shared/job.ts'

import { SITE_TIME_ZONE } from '../../../config/site.ts'
import { useNowUntil } from '../../../hooks/use-now.ts'
import { previewPost, sendPost } from '../api/job-posts-api.ts'
import { usePostDraft, POST_DRAFT_KEY } from '../hooks/use-post-draft.ts'
import { usePostErrors } from '../hooks/use-post-errors.ts'
import { failureWords } from '../lib/answer-words.ts'
import { checkDraft } from '../lib/check-post.ts'
import { emailDomain } from '../lib/email-domain.ts'
import { keepPageChunk } from '../lib/keep-page-chunk.ts'
import { localPreviewJob } from '../lib/local-preview-job.ts'
import { CheckEmail } from './check-email.tsx'
import { PostForm } from './post-form.tsx'
import { PostPreview, type ShownPreview } from './post-preview.tsx'
import { PostStyles } from './post-styles.tsx'

/** What the page needs from the site's configuration (GET /api/config). */
export interface PostPageConfig {
  /** posting is set up (the site has mail) */
  enabled: boolean
  /** a bot check must be passed before sending */
  needsBotCheck: boolean
}

/** The bot check, drawn by the route (the forms feature's widget): a fresh one on each resetKey. */
export type BotCheck = (props: {
  resetKey: number
  onToken(token: string | null): void
}) => ReactNode

const never = () => null

/**
 * /post-a-job: the form, its preview and sending (docs/product.md, "Employers post their own
 * jobs"). The draft is kept on the device from every change and cleared only once the server
 * has taken the post (202); every other outcome keeps it and says what happened in plain words.
 */
export function PostJobPage({
  config,
  botCheck,
  renderJob,
}: {
  config: PostPageConfig
  botCheck: BotCheck
  renderJob(job: ApiJob): ReactNode
}) {
  const nowMs = useNowUntil(never)
  const { draft, update, clear } = usePostDraft(POST_DRAFT_KEY)
  const { errors, show, showRefusal } = usePostErrors()
  const [preview, setPreview] = useState<ShownPreview | null>(null)
  const [busy, setBusy] = useState<'preview' | 'send' | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [token, setToken] = useState<string | null>(null)
  const [botCheckKey, setBotCheckKey] = useState(0)
  // this module's own file is the page's chunk in a build
  useEffect(() => keepPageChunk(import.meta.url), [])

  if (!config.enabled)
    return (
      <div className="jp-box" role="status">
        <p>
          Posting jobs is not set up on this site yet: it needs email, which this site does not
          have. Please contact us to list your job.
        </p>
      </div>
    )

  if (sentTo)
    return (
      <>
        <PostStyles />
        <CheckEmail address={sentTo} onAnother={() => setSentTo(null)} />
      </>
    )

  async function showPreview() {
    setProblem(null)
    const checked = checkDraft(draft, {
      nowMs: Date.now(),
      timeZone: SITE_TIME_ZONE,
      emailRequired: false,
    })
    if (!checked.ok) return show(checked.errors)
    show({})
    const workEmail = draft.workEmail.trim() || null
    setBusy('preview')
    const answer = await previewPost({ ...checked.post, workEmail })
    setBusy(null)
    if (answer.kind === 'ok') {
      const { job, tier, reasons } = answer.data
      setPreview({
        job,
        tier,
        reasons,
        offline: false,
        domain: workEmail && emailDomain(workEmail),
      })
    } else if (answer.kind === 'offline') {
      const job = localPreviewJob(checked.post, Date.now(), SITE_TIME_ZONE)
      setPreview({ job, tier: null, reasons: [], offline: true, domain: null })
    } else if (!showRefusal(answer)) {
      setProblem(failureWords(answer))
      return
    } else return
    requestAnimationFrame(() => document.getElementById('post-preview-title')?.focus())
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setProblem(null)
    const checked = checkDraft(draft, {
      nowMs: Date.now(),
      timeZone: SITE_TIME_ZONE,
      emailRequired: true,
    })
    if (!checked.ok) return show(checked.errors)
    show({})
    if (config.needsBotCheck && !token)
      return setProblem('Please complete the check that you are a person, then send.')
    const workEmail = draft.workEmail.trim()
    setBusy('send')
    const answer = await sendPost({
      ...checked.post,
      workEmail,
      ...(token ? { 'cf-turnstile-response': token } : {}),
    })
    setBusy(null)
    // a token is good for one try: any answer from the server needs a fresh check
    if (answer.kind !== 'offline') setBotCheckKey((key) => key + 1)
    if (answer.kind === 'ok') {
      clear()
      setPreview(null)
      setSentTo(workEmail)
    } else if (!showRefusal(answer)) setProblem(failureWords(answer))
  }

  return (
    <>
      <PostStyles />
      <PostForm
        draft={draft}
        update={update}
        errors={errors}
        nowMs={nowMs}
        withEmail
        label="Post a job"
        onSubmit={(event) => void send(event)}
      >
        {config.needsBotCheck && botCheck({ resetKey: botCheckKey, onToken: setToken })}
        {problem && (
          <p className="jp-error" role="alert">
            {problem}
          </p>
        )}
        <div className="jp-actions">
          <button
            type="button"
            className="button"
            disabled={busy !== null}
            onClick={() => void showPreview()}
          >
            {busy === 'preview' ? 'Making the preview...' : 'Preview'}
          </button>
          <button type="submit" className="button button--primary" disabled={busy !== null}>
            {busy === 'send' ? 'Sending...' : 'Send'}
          </button>
        </div>
        <p className="jp-hint">What you type is kept on this device until the job is sent.</p>
      </PostForm>
      {preview && <PostPreview preview={preview} renderJob={renderJob} />}
    </>
  )
}
