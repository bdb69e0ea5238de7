/**
 * A push service on 127.0.0.1 for tests, and a browser to push to. The service is HTTPS, as push
 * services are, with a throwaway self-signed certificate made here by openssl, which the sender
 * is told to trust (`ca`): the certificate is checked as a real one would be;
 * it keeps every request and DECRYPTS its body with the browser's private key (http_ece, the
 * library web-push encrypts with, on the receiving side), so a test reads what the phone would
 * show. `reply` sets the status of the next answers (410: the browser dropped the subscription).
 * Nothing leaves the machine.
 */
import { execFileSync } from 'node:child_process'
import { createECDH, randomBytes, type ECDH } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { decrypt } from 'http_ece'

export interface ReceivedPush {
  path: string
  headers: Record<string, string | string[] | undefined>
  /** the decrypted payload, parsed as JSON */
  payload: unknown
}

/** A browser's side of a subscription: its key pair and auth secret. */
export interface TestBrowser {
  ecdh: ECDH
  authSecret: Buffer
  keys: { p256dh: string; auth: string }
}

export interface LocalPushService {
  /** https://127.0.0.1:PORT */
  origin: string
  /** an endpoint on this service for `name`, and the browser it delivers to */
  subscribe(name: string): { endpoint: string; keys: TestBrowser['keys'] }
  /** every push taken or refused, in order */
  received: ReceivedPush[]
  /** answer every later push with `status` (201 by default) */
  reply(status: number): void
  /** this service's certificate, for the sender to trust (its name is 127.0.0.1) */
  ca: Buffer
  close(): Promise<void>
}

export function makeTestBrowser(): TestBrowser {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const authSecret = randomBytes(16)
  return {
    ecdh,
    authSecret,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: authSecret.toString('base64url'),
    },
  }
}

/** A self-signed P-256 certificate for 127.0.0.1, valid for a day. */
function makeCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-cert-'))
  try {
    const key = path.join(dir, 'key.pem')
    const cert = path.join(dir, 'cert.pem')
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        // Node checks an IP address against the certificate's subjectAltName only.
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    )
    return { key: readFileSync(key), cert: readFileSync(cert) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const browsers = new Map<string, TestBrowser>()
  const received: ReceivedPush[] = []
  let status = 201

  const certificate = makeCertificate()
  const server = https.createServer(certificate, (request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const browser = browsers.get(request.url ?? '')
      let payload: unknown = null
      if (browser) {
        const plain = decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: browser.ecdh,
          authSecret: browser.authSecret.toString('base64url'),
        })
        payload = JSON.parse(plain.toString('utf8'))
      }
      received.push({ path: request.url ?? '', headers: request.headers, payload })
      response.writeHead(browser ? status : 404).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const origin = `https://127.0.0.1:${port}`

  return {
    origin,
    received,
    ca: certificate.cert,
    subscribe(name) {
      const browser = makeTestBrowser()
      browsers.set(`/push/${name}`, browser)
      return { endpoint: `${origin}/push/${name}`, keys: browser.keys }
    },
    reply(next) {
      status = next
    },
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
