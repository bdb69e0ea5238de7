import type { Socket } from 'node:net'

import type { ApiErrorBody } from '#shared/job.ts'

/** What Node's HTTP parser refuses before any route sees the request, in the API's words. */
function describe(code: string | undefined): {
  status: number
  reason: string
  body: ApiErrorBody
} {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return {
      status: 431,
      reason: 'Request Header Fields Too Large',
      body: { error: { code: 'headers_too_large', message: 'The request headers are too large' } },
    }
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return {
      status: 408,
      reason: 'Request Timeout',
      body: { error: { code: 'request_timeout', message: 'The request took too long to arrive' } },
    }
  }
  return {
    status: 400,
    reason: 'Bad Request',
    body: { error: { code: 'bad_request', message: 'The request is not valid HTTP' } },
  }
}

/**
 * Node answers a request its parser cannot read (headers too large, a broken request line) on
 * its own, with an empty body. This answers in JSON instead, the shape every API error has.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A response already under way on this connection cannot be followed by another.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy()
    return
  }
  const { status, reason, body } = describe(error.code)
  const json = JSON.stringify(body)
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(json)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n' +
      json,
  )
}
