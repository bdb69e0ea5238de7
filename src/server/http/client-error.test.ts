import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { answerClientError } from './client-error.ts'

let server: Server
let port = 0

beforeAll(async () => {
  server = createServer((_request, response) => response.end('ok'))
  server.on('clientError', answerClientError)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function sendRaw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const socket = connect(port, '127.0.0.1', () => socket.end(request))
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('close', () => resolve(Buffer.concat(chunks).toString()))
    socket.on('error', reject)
  })
}

function parse(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n')
  return { statusLine: head.split('\r\n')[0], head, body: JSON.parse(body) as unknown }
}

describe('answerClientError', () => {
  it('answers headers larger than Node reads with 431 in JSON', async () => {
    const raw = await sendRaw(
      `GET /api/jobs HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    )
    const { statusLine, head, body } = parse(raw)
    expect(statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large')
    expect(head).toMatch(/content-type: application\/json/i)
    expect(body).toEqual({
      error: { code: 'headers_too_large', message: 'The request headers are too large' },
    })
  })

  it('answers a request line that is not HTTP with 400 in JSON', async () => {
    const { statusLine, body } = parse(await sendRaw('GET /api/jobs HTTP/1.1\r\nHost x\r\n\r\n'))
    expect(statusLine).toBe('HTTP/1.1 400 Bad Request')
    expect(body).toMatchObject({ error: { code: 'bad_request' } })
  })
})
