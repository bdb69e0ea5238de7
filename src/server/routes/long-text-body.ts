/**
 * The routes whose bodies carry long text take more than BODY_LIMIT_BYTES' default: a job post's
 * description may be 15,000 characters and a pasted advert 20,000 (80 KB in emoji). One limit
 * for both, stated in the API description as the app enforces it (app.ts).
 */
import { errorResponse } from './openapi-parts.ts'

export const LONG_TEXT_BODY_LIMIT_BYTES = 96 * 1024

/** The paths it applies to. */
export const LONG_TEXT_PATHS = ['/api/job-posts', '/api/adverts'] as const

export const takesLongText = (path: string): boolean =>
  LONG_TEXT_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))

export const LONG_TEXT_BODY = `Up to ${LONG_TEXT_BODY_LIMIT_BYTES} bytes (or BODY_LIMIT_BYTES when larger).`

export const LONG_TEXT_TOO_LARGE = errorResponse(
  `The body is larger than ${LONG_TEXT_BODY_LIMIT_BYTES} bytes (or BODY_LIMIT_BYTES when larger)`,
  ['body_too_large'],
)
