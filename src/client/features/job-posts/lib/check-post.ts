/**
 * The device's check of a draft: the server's own schema (shared/schemas/job-post.ts) and the
 * closing-date rule, so a mistake is shown beside its field before anything is sent. valibot is
 * in this page's own chunk only.
 */
import * as v from 'valibot'

import { closingDateProblem } from '#shared/job-posts/closing-date.ts'
import { type MethodKind } from '#shared/how-to-apply/method-values.ts'
import { jobPostSchema, type JobPost } from '#shared/schemas/job-post.ts'
import { emailAddressField } from '#shared/schemas/forms.ts'

import { draftToPost, type PostDraft } from './post-draft.ts'
import { errorKey, inWords, type PostErrors } from './post-fields.ts'

/** What each way to apply takes, in words: the schema's pattern says nothing a reader can use. */
export const METHOD_HINTS: Readonly<Record<MethodKind, { label: string; problem: string }>> = {
  link: { label: 'Link', problem: 'Enter a web address starting with https://' },
  email: { label: 'Email', problem: 'Enter an email address such as jobs@example.co.zw' },
  whatsapp: { label: 'WhatsApp', problem: 'Enter a WhatsApp number such as 0772 123 456' },
  phone: { label: 'Phone', problem: 'Enter a phone number such as 0772 123 456' },
  'in-person': { label: 'In person', problem: 'Enter the address to come to, on one line' },
  post: { label: 'Post', problem: 'Enter the postal address, on one line' },
}

export type CheckedPost = { ok: true; post: JobPost } | { ok: false; errors: PostErrors }

function issuesToErrors(
  issues: readonly v.BaseIssue<unknown>[],
  post: ReturnType<typeof draftToPost>,
): PostErrors {
  const errors: PostErrors = {}
  for (const issue of issues) {
    const path = (issue.path ?? [])
      .map((item) => item.key)
      .filter((key): key is string | number => typeof key === 'string' || typeof key === 'number')
      .join('.')
    const key = errorKey(path)
    if (!key || errors[key]) continue
    const row = /^howToApply\.methods\.(\d+)$/.exec(key)
    const methods = (post.howToApply as { methods: { kind: MethodKind }[] }).methods
    const kind = row ? methods[Number(row[1])]?.kind : undefined
    errors[key] = kind
      ? `${METHOD_HINTS[kind].problem}.`
      : key === 'howToApply.methods' && issue.message.includes('at least one')
        ? 'Give at least one way to apply.'
        : inWords(path || key, issue.message)
  }
  return errors
}

/** Checks the post with the server's schema and the closing-date rule, every field at once. */
export function checkPost(draft: PostDraft, nowMs: number, timeZone: string): CheckedPost {
  const post = draftToPost(draft)
  const result = v.safeParse(jobPostSchema, post)
  const errors = result.success ? {} : issuesToErrors(result.issues, post)
  if (!errors.closingDate && draft.closingDate) {
    const problem = closingDateProblem(draft.closingDate, nowMs, timeZone)
    if (problem) errors.closingDate = inWords('closingDate', problem)
  }
  if (!draft.closingDate) errors.closingDate = 'Closing date is required.'
  if (Object.keys(errors).length > 0 || !result.success) return { ok: false, errors }
  return { ok: true, post: result.output }
}

/** The work email, checked as the server checks it. */
export function checkWorkEmail(workEmail: string): string | null {
  if (!workEmail.trim()) return 'Your work email is required: the link to publish goes there.'
  const result = v.safeParse(emailAddressField, workEmail)
  return result.success
    ? null
    : 'Your work email must be an address such as you@your-company.co.zw.'
}

/**
 * The checks a send needs: the post, and the work email the link goes to. A preview needs the
 * post only, and the email when one is typed (it decides the tier).
 */
export function checkDraft(
  draft: PostDraft,
  { nowMs, timeZone, emailRequired }: { nowMs: number; timeZone: string; emailRequired: boolean },
): CheckedPost {
  const checked = checkPost(draft, nowMs, timeZone)
  const emailProblem =
    emailRequired || draft.workEmail.trim() ? checkWorkEmail(draft.workEmail) : null
  if (!emailProblem) return checked
  return { ok: false, errors: { ...(checked.ok ? {} : checked.errors), workEmail: emailProblem } }
}
