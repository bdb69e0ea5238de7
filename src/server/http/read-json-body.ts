import type { Context } from 'hono'

/** Why a body could not be read as JSON, in words a client's developer can act on. */
export class JsonBodyError extends Error {
  override name = 'JsonBodyError'
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

/** "application/json" and "application/json; charset=utf-8", but not "application/jsonfoo". */
export function isJsonMediaType(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase()
  if (mediaType !== 'application/json') return false
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1]?.toLowerCase()
  return charset === undefined || charset === 'utf-8' || charset === 'utf8'
}

/**
 * The request's JSON body. Bytes that are not UTF-8 are refused rather than silently replaced
 * by U+FFFD: what a person typed must be stored as they typed it, or not at all.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  if (!isJsonMediaType(c.req.header('content-type'))) {
    throw new JsonBodyError('Send the form as JSON (Content-Type: application/json)')
  }
  let text: string
  try {
    text = strictUtf8.decode(await c.req.arrayBuffer())
  } catch {
    throw new JsonBodyError('The body is not valid UTF-8')
  }
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new JsonBodyError('The body is not valid JSON')
  }
}
