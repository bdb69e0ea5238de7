import { Agent, createServer, get, type IncomingMessage, type Server } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'

import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { afterEach, describe, expect, it } from 'vitest'

import { drainableHttpServer, IDLE_GRACE_MS, type HttpDrain } from './close-http-server.ts'

let server: Server
let drain: HttpDrain
let time: ReturnType<typeof manualTime>
const sockets: Socket[] = []
const agents: Agent[] = []

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy()
  for (const agent of agents.splice(0)) agent.destroy()
  server?.closeAllConnections()
  server?.close()
})

async function listen(handler: Parameters<typeof createServer>[1]): Promise<number> {
  server = createServer(handler)
  time = manualTime()
  drain = drainableHttpServer(server, { now: time.now, wait: time.wait })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

function open(port: number, firstBytes: string): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(firstBytes)
      resolve(socket)
    })
    socket.on('error', () => {})
    sockets.push(socket)
  })
}

function closedSocket(socket: Socket): Promise<void> {
  return new Promise((resolve) => {
    if (socket.destroyed) resolve()
    else socket.once('close', () => resolve())
  })
}

/** Everything the server sends on `socket` until it closes it, or the error that ended it. */
function readUntilClosed(socket: Socket): Promise<{ text: string; error?: string }> {
  return new Promise((resolve) => {
    const received: Buffer[] = []
    let error: string | undefined
    socket.on('data', (chunk: Buffer) => received.push(chunk))
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code))
    socket.once('close', () => resolve({ text: Buffer.concat(received).toString(), error }))
  })
}

/** Time that moves only when the test says so: `wait` resolves once `advance` reaches it. */
function manualTime() {
  let now = 0
  const asked: number[] = []
  let timers: Array<{ at: number; resolve: () => void }> = []
  return {
    asked,
    now: () => now,
    wait: (ms: number) => {
      asked.push(ms)
      return new Promise<void>((resolve) => timers.push({ at: now + ms, resolve }))
    },
    advance(ms: number) {
      now += ms
      const due = timers.filter((timer) => timer.at <= now)
      timers = timers.filter((timer) => timer.at > now)
      for (const timer of due) timer.resolve()
    },
  }
}

const turns = async (count: number) => {
  for (let i = 0; i < count; i++) await new Promise((resolve) => setImmediate(resolve))
}

interface Answer {
  status?: number
  connection?: string
  error?: string
}

function request(port: number, agent: Agent, path = '/'): Promise<Answer> {
  return new Promise((resolve) => {
    get({ host: '127.0.0.1', port, path, agent }, (response: IncomingMessage) => {
      response.resume()
      response.once('end', () =>
        resolve({ status: response.statusCode, connection: response.headers.connection }),
      )
    }).once('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code }))
  })
}

function keepAliveAgent(maxSockets: number): Agent {
  const agent = new Agent({ keepAlive: true, maxSockets })
  agents.push(agent)
  return agent
}

describe('drainableHttpServer(...).close', () => {
  it('lets a request in flight finish, then closes without forcing', async () => {
    let finish = () => {}
    const port = await listen((_request, response) => {
      finish = () => response.end('done')
    })
    const socket = await open(port, 'GET / HTTP/1.1\r\nHost: x\r\n\r\n')
    const answer = readUntilClosed(socket)
    await turns(20)
    const closing = drain.close({ timeoutMs: 10_000 })
    finish()
    expect(await closing).toEqual({ forced: false })
    const { text, error } = await answer
    expect(error).toBeUndefined()
    expect(text).toMatch(/^HTTP\/1\.1 200[\s\S]*Connection: close[\s\S]*done$/)
    expect(time.asked).toEqual([10_000])
  })

  it('cuts a client trickling its headers once the deadline comes', async () => {
    const port = await listen((_request, response) => response.end('never reached'))
    const slow = await open(port, 'GET / HTTP/1.1\r\nHost: x\r\nX-Slow: a')
    await turns(20)
    let settled = false
    const closing = drain.close({ timeoutMs: 10_000 }).then((result) => {
      settled = true
      return result
    })
    slow.write('b')
    await turns(20)
    // Half a request is not idle, however long it has been quiet: only the deadline cuts it.
    time.advance(IDLE_GRACE_MS)
    await turns(20)
    expect(settled).toBe(false)
    expect(slow.destroyed).toBe(false)
    time.advance(10_000 - IDLE_GRACE_MS)
    expect(await closing).toEqual({ forced: true })
    await closedSocket(slow)
  })

  it('closes at once a kept-alive socket that has been quiet for the grace', async () => {
    const port = await listen((_request, response) => response.end('ok'))
    const idle = await open(port, 'GET / HTTP/1.1\r\nHost: x\r\n\r\n')
    await new Promise((resolve) => idle.once('data', resolve))
    time.advance(IDLE_GRACE_MS)
    expect(await drain.close({ timeoutMs: 10_000 })).toEqual({ forced: false })
    await closedSocket(idle)
  })

  it('closes a socket that answered just before the close once it has been quiet for the grace', async () => {
    const port = await listen((_request, response) => response.end('ok'))
    const socket = await open(port, 'GET / HTTP/1.1\r\nHost: x\r\n\r\n')
    await new Promise((resolve) => socket.once('data', resolve))
    let settled = false
    const closing = drain.close({ timeoutMs: 10_000 }).then((result) => {
      settled = true
      return result
    })
    time.advance(IDLE_GRACE_MS - 1)
    await turns(20)
    expect(settled).toBe(false)
    expect(socket.destroyed).toBe(false)
    time.advance(1)
    expect(await closing).toEqual({ forced: false })
    await closedSocket(socket)
  })

  it('answers with Connection: close a request sent on a kept-alive socket during the drain', async () => {
    const port = await listen((_request, response) => response.end('ok'))
    const socket = await open(port, 'GET /first HTTP/1.1\r\nHost: x\r\n\r\n')
    await new Promise((resolve) => socket.once('data', resolve))
    const answer = readUntilClosed(socket)
    const closing = drain.close({ timeoutMs: 10_000 })
    await turns(20)
    time.advance(IDLE_GRACE_MS / 2)
    socket.write('GET /second HTTP/1.1\r\nHost: x\r\n\r\n')
    const { text, error } = await answer
    expect(error).toBeUndefined()
    expect(text).toMatch(/^HTTP\/1\.1 200 OK\r\n/)
    expect(text).toMatch(/\r\nConnection: close\r\n/i)
    expect(await closing).toEqual({ forced: false })
  })

  it('answers a request that reached a quiet kept-alive socket just as the close began', async () => {
    const port = await listen((_request, response) => response.end('ok'))
    const socket = await open(port, 'GET /first HTTP/1.1\r\nHost: x\r\n\r\n')
    await new Promise((resolve) => socket.once('data', resolve))
    time.advance(IDLE_GRACE_MS)
    const answer = readUntilClosed(socket)
    // The bytes are in the server's receive buffer, but the server has not run to read them:
    // to Node the socket is idle at the moment the close starts.
    socket.write('GET /second HTTP/1.1\r\nHost: x\r\n\r\n')
    const closing = drain.close({ timeoutMs: 10_000 })
    const { text, error } = await answer
    expect(error).toBeUndefined()
    expect(text).toMatch(/^HTTP\/1\.1 200 OK\r\n/)
    expect(text).toMatch(/\r\nConnection: close\r\n/i)
    expect(await closing).toEqual({ forced: false })
  })

  it('answers every request in flight on kept-alive sockets with 200 and Connection: close', async () => {
    const held: Array<() => void> = []
    const port = await listen((_request, response) => {
      held.push(() => response.end('ok'))
    })
    const agent = keepAliveAgent(4)
    // Each socket first serves one request, so the ones held below arrive on kept-alive sockets.
    const warmUp = Promise.all([1, 2, 3, 4].map(() => request(port, agent)))
    while (held.length < 4) await turns(1)
    for (const release of held.splice(0)) release()
    expect(await warmUp).toEqual(Array(4).fill({ status: 200, connection: 'keep-alive' }))

    const inFlight = Promise.all([1, 2, 3, 4].map(() => request(port, agent)))
    while (held.length < 4) await turns(1)
    const closing = drain.close({ timeoutMs: 10_000 })
    await turns(10)
    for (const release of held.splice(0)) release()
    expect(await inFlight).toEqual(Array(4).fill({ status: 200, connection: 'close' }))
    expect(await closing).toEqual({ forced: false })
  })

  it("adds Connection: close to the app's own answer through @hono/node-server", async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const app = new Hono().get('/', async (c) => {
      await held
      return c.json({ ok: true }, 200, { 'Cache-Control': 'no-store' })
    })
    server = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
        resolve(started as Server),
      )
    })
    time = manualTime()
    drain = drainableHttpServer(server, { now: time.now, wait: time.wait })
    const { port } = server.address() as AddressInfo
    const agent = keepAliveAgent(1)
    const answer = request(port, agent)
    await turns(20)
    const closing = drain.close({ timeoutMs: 10_000 })
    release()
    expect(await answer).toEqual({ status: 200, connection: 'close' })
    expect(await closing).toEqual({ forced: false })
  })

  it('lets a socket go once a response that promised keep-alive before the close is done', async () => {
    let finish = () => {}
    const port = await listen((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/plain' })
      response.write('part one, ')
      finish = () => response.end('part two')
    })
    const socket = await open(port, 'GET / HTTP/1.1\r\nHost: x\r\n\r\n')
    const answer = readUntilClosed(socket)
    await new Promise((resolve) => socket.once('data', resolve))
    const closing = drain.close({ timeoutMs: 10_000 })
    await turns(10)
    finish()
    await turns(10)
    expect(socket.destroyed).toBe(false)
    time.advance(IDLE_GRACE_MS)
    expect(await closing).toEqual({ forced: false })
    const { text, error } = await answer
    expect(error).toBeUndefined()
    expect(text).toMatch(/Connection: keep-alive[\s\S]*part two/)
  })

  it('cuts no request of keep-alive clients that keep sending while it closes', async () => {
    const port = await listen((_request, response) => {
      // answered on a later turn, as an app that reads its database does
      setImmediate(() => response.end('ok'))
    })
    const agent = keepAliveAgent(8)
    const answers: Answer[] = []
    let closing: Promise<{ forced: boolean }> | null = null
    // Eight clients, each sending its next request as soon as its last is answered; the close
    // starts while all of them are busy. A request the server never took (ECONNREFUSED: it no
    // longer accepts) is safe to send elsewhere; a cut one (ECONNRESET) is not.
    const client = async () => {
      for (;;) {
        const answer = await request(port, agent)
        answers.push(answer)
        if (answers.length === 200) closing = drain.close({ timeoutMs: 10_000 })
        if (answer.error) return
      }
    }
    await Promise.all(Array.from({ length: 8 }, client))
    expect(await closing).toEqual({ forced: false })
    const failed = answers.filter((answer) => answer.error)
    expect(failed.map((answer) => answer.error)).toEqual(Array(8).fill('ECONNREFUSED'))
    expect(answers.filter((answer) => !answer.error).every((a) => a.status === 200)).toBe(true)
  })
})
