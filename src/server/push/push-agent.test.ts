/**
 * The push agent against a TCP listener on 127.0.0.1 that counts the connections it gets: a
 * refused push must not even open one (no TLS handshake reaches an internal service).
 */
import https from 'node:https'
import net, { type AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { blockedAddressCode } from '../ingest/fetch/ssrf-guard.ts'
import { createPushAgent } from './push-agent.ts'

let listener: net.Server
let port: number
let connections = 0

beforeAll(async () => {
  listener = net.createServer((socket) => {
    connections++
    socket.destroy()
  })
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve))
  port = (listener.address() as AddressInfo).port
})
afterAll(async () => {
  await new Promise<void>((resolve) => listener.close(() => resolve()))
})
beforeEach(() => {
  connections = 0
})

/** What a push through `agent` to `hostname` on the listener's port ends in: an error code. */
function post(agent: https.Agent, hostname: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const request = https.request({ hostname, port, path: '/push/x', method: 'POST', agent })
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code))
    request.on('response', () => resolve('answered'))
    request.end()
  })
}

describe('createPushAgent', () => {
  it('never connects to a loopback address, written as one or behind a name', async () => {
    const agent = createPushAgent({ allowed: new Set() })
    try {
      expect(await post(agent, '127.0.0.1')).toBe(blockedAddressCode)
      expect(await post(agent, 'localhost')).toBe(blockedAddressCode)
      expect(await post(agent, '127.1.2.3')).toBe(blockedAddressCode)
      expect(connections).toBe(0)
    } finally {
      agent.destroy()
    }
  })

  it('connects to an address the list names (a stand-in on 127.0.0.1), and to no other', async () => {
    const agent = createPushAgent({ allowed: new Set(['127.0.0.1']) })
    try {
      // The listener hangs up before the TLS handshake: the connection arrived.
      expect(await post(agent, '127.0.0.1')).not.toBe(blockedAddressCode)
      expect(connections).toBe(1)
      // another loopback address is still refused
      expect(await post(agent, '127.0.0.2')).toBe(blockedAddressCode)
      expect(connections).toBe(1)
    } finally {
      agent.destroy()
    }
  })
})
