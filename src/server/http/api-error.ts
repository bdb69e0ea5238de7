import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

import type { ApiErrorBody } from '#shared/job.ts'

/** The one shape of every API error: `{ error: { code, message, parameter? } }`. */
export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  parameter?: string,
): Response {
  const body: ApiErrorBody = { error: parameter ? { code, message, parameter } : { code, message } }
  c.header('Cache-Control', 'no-store')
  return c.json(body, status)
}
