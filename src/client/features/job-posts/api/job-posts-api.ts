/**
 * The job-post API (docs/product.md, "Employers post their own jobs"): one function a call. The
 * token of a confirm or manage link is sent in a POST body only, never in an address.
 */
import type { JobPost } from '#shared/schemas/job-post.ts'
import type {
  JobPostConfirmed,
  JobPostManage,
  JobPostPreview,
} from '#shared/schemas/job-post-answers.ts'

import { postJson } from './post-json.ts'

const BASE = '/api/job-posts'

export const previewPost = (body: JobPost & { workEmail: string | null }) =>
  postJson<JobPostPreview>(`${BASE}/preview`, body)

export const sendPost = (body: JobPost & { workEmail: string; 'cf-turnstile-response'?: string }) =>
  postJson<{ status: 'confirmation-sent' }>(BASE, body)

export const confirmPost = (token: string) =>
  postJson<JobPostConfirmed>(`${BASE}/confirm`, { token })

export const readManagedPost = (token: string) =>
  postJson<JobPostManage>(`${BASE}/manage`, { token })

export const editPost = (token: string, post: JobPost) =>
  postJson<JobPostManage>(`${BASE}/manage/edit`, { token, post })

export const markFilled = (token: string) =>
  postJson<JobPostManage>(`${BASE}/manage/filled`, { token })

export const extendPost = (token: string, closingDate: string) =>
  postJson<JobPostManage>(`${BASE}/manage/extend`, { token, closingDate })

export const sendNewLink = (token: string) =>
  postJson<{ status: 'new-link-sent' }>(`${BASE}/manage/revoke`, { token })
