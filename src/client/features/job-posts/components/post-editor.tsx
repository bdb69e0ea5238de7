import { useState } from 'react'

import type { JobPostManage } from '#shared/schemas/job-post-answers.ts'

import { SITE_TIME_ZONE } from '../../../config/site.ts'
import { useNowUntil } from '../../../hooks/use-now.ts'
import { editPost } from '../api/job-posts-api.ts'
import { usePostDraft } from '../hooks/use-post-draft.ts'
import { usePostErrors } from '../hooks/use-post-errors.ts'
import { failureWords } from '../lib/answer-words.ts'
import { checkDraft } from '../lib/check-post.ts'
import { postToDraft } from '../lib/post-draft.ts'
import { PostForm } from './post-form.tsx'

const never = () => null

/** "Edit": the post's own form, filled in from the stored post, checked again by the server. */
export function PostEditor({
  token,
  answer,
  onSaved,
  onCancel,
}: {
  token: string
  answer: JobPostManage
  onSaved(answer: JobPostManage): void
  onCancel(): void
}) {
  const nowMs = useNowUntil(never)
  const { draft, update } = usePostDraft(null, postToDraft(answer.post, answer.work_email))
  const { errors, show, showRefusal } = usePostErrors()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  async function save() {
    setProblem(null)
    const checked = checkDraft(draft, {
      nowMs: Date.now(),
      timeZone: SITE_TIME_ZONE,
      emailRequired: false,
    })
    if (!checked.ok) return show(checked.errors)
    show({})
    setBusy(true)
    const saved = await editPost(token, checked.post)
    setBusy(false)
    if (saved.kind === 'ok') onSaved(saved.data)
    else if (!showRefusal(saved)) setProblem(failureWords(saved))
  }

  return (
    <PostForm
      draft={draft}
      update={update}
      errors={errors}
      nowMs={nowMs}
      withEmail={false}
      label="Edit your job"
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      {problem && (
        <p className="jp-error" role="alert">
          {problem}
        </p>
      )}
      <div className="jp-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Saving...' : 'Save changes'}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </PostForm>
  )
}
