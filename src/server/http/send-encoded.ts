import type { Context } from 'hono'

import { matchesEtag, type EncodedBody } from './encoded-body.ts'

/**
 * Sends a cached body: 304 when the client's ETag matches, else the best encoding it accepts.
 * The ETag names the content, so it is the same whichever encoding carries it.
 */
export async function sendEncoded(
  c: Context,
  body: EncodedBody,
  cacheControl: string,
): Promise<Response> {
  const headers: Record<string, string> = {
    ETag: body.etag,
    'Cache-Control': cacheControl,
    Vary: 'Accept-Encoding',
  }
  if (matchesEtag(c.req.header('If-None-Match'), body.etag)) {
    return c.body(null, 304, headers)
  }
  const encoding = body.chooseEncoding(c.req.header('Accept-Encoding'))
  const bytes = await body.get(encoding)
  headers['Content-Type'] = body.contentType
  headers['Content-Length'] = String(bytes.byteLength)
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding
  // Node's Buffers here are backed by plain ArrayBuffers (never shared), which is what Hono wants.
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, headers)
}
