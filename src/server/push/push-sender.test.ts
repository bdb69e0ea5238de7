/**
 * The real sender (web-push) against a local HTTPS push service that decrypts what it is sent
 * with the browser's private key: what the phone would show, the headers push services read,
 * and what each answer means for the subscription.
 */
import net, { type AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import webpush from 'web-push'

import { takeLogs } from '../../../tests/setup/server.ts'
import { startLocalPushService, type LocalPushService } from '../testing/local-push-service.ts'
import { MAX_PUSH_PAYLOAD_BYTES } from './push-payload.ts'
import { createPushSender, type PushSender } from './push-sender.ts'

const KEYS = webpush.generateVAPIDKeys()
let service: LocalPushService
let sender: PushSender

beforeAll(async () => {
  service = await startLocalPushService()
  sender = createPushSender({
    keys: async () => KEYS,
    subject: 'mailto:support@jobszw.co.zw',
    serviceHosts: ['127.0.0.1'],
    ca: service.ca,
  })
})
afterAll(async () => {
  await service?.close()
})

const payload = {
  title: '3 new jobs',
  body: 'for driver jobs in Bulawayo',
  url: '/jobs/all?q=driver&location=bulawayo',
  tag: 'alert-7',
}

describe('createPushSender', () => {
  it('sends an encrypted, signed push the browser can read', async () => {
    service.reply(201)
    const { endpoint, keys } = service.subscribe('readable')
    const outcome = await sender.send({ id: '1', endpoint, ...keys }, payload, {
      topic: 'alert-7',
    })
    expect(outcome).toEqual({ kind: 'sent', status: 201 })
    const push = service.received.at(-1)
    expect(push?.path).toBe('/push/readable')
    expect(push?.payload).toEqual(payload)
    expect(push?.headers).toMatchObject({
      ttl: '86400',
      urgency: 'normal',
      topic: 'alert-7',
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
    })
    // RFC 8292: a JWT signed with our key, and that key, which the subscription is bound to.
    expect(push?.headers['authorization']).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${KEYS.publicKey}$`),
    )
    const jwt = String(push?.headers['authorization']).split(/[ =,]/)[2] ?? ''
    const claims = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as {
      aud: string
      sub: string
    }
    expect(claims).toMatchObject({ aud: service.origin, sub: 'mailto:support@jobszw.co.zw' })
  })

  it('cuts a payload too large for push services, keeping it readable', async () => {
    service.reply(201)
    const { endpoint, keys } = service.subscribe('large')
    const long = { ...payload, body: 'é'.repeat(5000), url: `/jobs/all?q=${'x'.repeat(3000)}` }
    expect((await sender.send({ id: '1', endpoint, ...keys }, long, { topic: 't' })).kind).toBe(
      'sent',
    )
    const received = service.received.at(-1)?.payload as typeof payload
    expect(received.url).toBe(long.url)
    expect(received.body.endsWith('…')).toBe(true)
    expect(Buffer.byteLength(JSON.stringify(received))).toBeLessThanOrEqual(MAX_PUSH_PAYLOAD_BYTES)
  })

  it('says gone on 404 and 410, retry on 429 and 5xx, failed on other refusals', async () => {
    const { endpoint, keys } = service.subscribe('answers')
    const target = { id: '1', endpoint, ...keys }
    for (const [status, kind] of [
      [410, 'gone'],
      [404, 'gone'],
      [429, 'retry'],
      [503, 'retry'],
      [413, 'failed'],
      [403, 'failed'],
    ] as const) {
      service.reply(status)
      expect(await sender.send(target, payload, { topic: 't' })).toMatchObject({ kind, status })
    }
    service.reply(201)
  })

  it('says retry when the push service cannot be reached', async () => {
    const { keys } = service.subscribe('away')
    const outcome = await sender.send(
      { id: '1', endpoint: 'https://127.0.0.1:1/push/away', ...keys },
      payload,
      { topic: 't' },
    )
    expect(outcome).toMatchObject({ kind: 'retry', status: null })
  })

  it('pushes to a host off PUSH_SERVICE_HOSTS never, calling the subscription gone in the log', async () => {
    const guarded = createPushSender({
      keys: async () => KEYS,
      subject: 'mailto:support@jobszw.co.zw',
      ca: service.ca,
    })
    const before = service.received.length
    const { endpoint, keys } = service.subscribe('private')
    expect(await guarded.send({ id: '7', endpoint, ...keys }, payload, { topic: 't' })).toEqual({
      kind: 'gone',
      status: null,
    })
    expect(service.received.length).toBe(before)
    expect(takeLogs('warn')).toEqual([
      expect.objectContaining({
        subscription_id: '7',
        reason: '127.0.0.1 is not in PUSH_SERVICE_HOSTS',
        msg: 'push: not a push service endpoint we send to; the subscription is dropped',
      }),
    ])
  })

  it('drops a stored endpoint a URL parser reads another host in, opening no connection', async () => {
    // Stored before the rule: the legacy url.parse reads host 127.0.0.1, port 443 (or the
    // port after the name); a listener there must see nothing, even with 127.0.0.1 listed.
    let connections = 0
    const listener = net.createServer((socket) => {
      connections++
      socket.destroy()
    })
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve))
    const { port } = listener.address() as AddressInfo
    try {
      const { keys } = service.subscribe('trick')
      for (const endpoint of [
        `https://127.0.0.1;.push.example/push/trick`,
        `https://127.0.0.1;.push.example:${port}/push/trick`,
        `https://127.0.0.1:${port}/push/a\u0000b`,
        `https://0x7f.0.0.1:${port}/push/trick`,
      ]) {
        expect(await sender.send({ id: '8', endpoint, ...keys }, payload, { topic: 't' })).toEqual({
          kind: 'gone',
          status: null,
        })
      }
      expect(connections).toBe(0)
      expect(takeLogs('warn').map((line) => line['reason'])).toEqual([
        'it is not https:// with a host of letters, digits, dots and hyphens',
        'it is not https:// with a host of letters, digits, dots and hyphens',
        'it is not https:// with a host of letters, digits, dots and hyphens',
        'it is not https:// with a host of letters, digits, dots and hyphens',
      ])
    } finally {
      await new Promise<void>((resolve) => listener.close(() => resolve()))
    }
  })

  it('sends to the host and port the WHATWG URL names, which the agent checks again', async () => {
    // A name on the list that resolves to loopback: refused when connecting, and dropped.
    const named = createPushSender({
      keys: async () => KEYS,
      subject: 'mailto:support@jobszw.co.zw',
      serviceHosts: ['localhost'],
      ca: service.ca,
    })
    const { keys } = service.subscribe('named')
    const port = new URL(service.origin).port
    const before = service.received.length
    expect(
      await named.send(
        { id: '9', endpoint: `https://localhost:${port}/push/named`, ...keys },
        payload,
        { topic: 't' },
      ),
    ).toEqual({ kind: 'gone', status: null })
    expect(service.received.length).toBe(before)
    expect(takeLogs('warn')).toEqual([
      expect.objectContaining({
        subscription_id: '9',
        reason: expect.stringMatching(
          /^localhost resolves to (127\.0\.0\.1|::1), a private/,
        ) as string,
      }),
    ])
  })
})
