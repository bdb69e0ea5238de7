/**
 * A stand-in for Cloudflare's siteverify on 127.0.0.1, with the documented test-key meanings:
 * only "good-token" with the secret "test-secret" passes; "spent" fails as a token used twice;
 * "server-error" answers 500. Every form it was sent is kept, to see what the server asked.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { createTurnstileVerifier, type TurnstileVerifier } from '../forms/turnstile.ts'

export const TEST_TURNSTILE_SECRET = 'test-secret'

export interface TurnstileStandIn {
  verifyUrl: string
  /** a verifier of the server's own, pointed at the stand-in */
  verifier: TurnstileVerifier
  seen: URLSearchParams[]
  close: () => Promise<void>
}

export async function startTurnstileStandIn(): Promise<TurnstileStandIn> {
  const seen: URLSearchParams[] = []
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk))
    req.on('end', () => {
      const form = new URLSearchParams(body)
      seen.push(form)
      const token = form.get('response')
      if (token === 'server-error') {
        res.writeHead(500).end()
        return
      }
      const result =
        form.get('secret') === TEST_TURNSTILE_SECRET && token === 'good-token'
          ? { success: true }
          : {
              success: false,
              'error-codes': [
                token === 'spent' ? 'timeout-or-duplicate' : 'invalid-input-response',
              ],
            }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(result))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`
  return {
    verifyUrl,
    verifier: createTurnstileVerifier({
      secret: TEST_TURNSTILE_SECRET,
      verifyUrl,
      timeoutMs: 2000,
    }),
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
