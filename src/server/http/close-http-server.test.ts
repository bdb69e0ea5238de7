import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { closeHttpServer } from './close-http-server.ts'

let server: Server
const sockets: Socket[] = []

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy()
  server?.closeAllConnections()
  server?.close()
})

async function listen(handler: Parameters<typeof createServer>[1]): Promise<number> {
  server = createServer(handler)
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

/** A deadline the test reaches when it says so, instead of waiting for the clock. */
function manualDeadline() {
  let reach = () => {}
  const asked: number[] = []
  return {
    asked,
    reach: () => reach(),
    wait: (ms: number) => {
      asked.push(ms)
      return new Promise<void>((resolve) => {
        reach = resolve
      })
    },
  }
}

const turns = async (count: number) => {
  for (let i = 0; i < count; i++) await new Promise((resolve) => setImmediate(resolve))
}

describe('closeHttpServer', () => {
  it('lets a request in flight finish, then closes without forcing', async () => {
    let finish = () => {}
    const port = await listen((_request, response) => {
      finish = () => response.end('done')
    })
    const socket = await open(port, 'GET / HTTP/1.1\r\nHost: x\r\n\r\n')
    const received: Buffer[] = []
    socket.on('data', (chunk: Buffer) => received.push(chunk))
    await turns(20)
    const deadline = manualDeadline()
    const closing = closeHttpServer(server, { timeoutMs: 10_000, wait: deadline.wait })
    finish()
    expect(await closing).toEqual({ forced: false })
    expect(Buffer.concat(received).toString()).toMatch(/^HTTP\/1\.1 200[\s\S]*done$/)
    expect(deadline.asked).toEqual([10_000])
  })

  it('cuts a client trickling its headers once the deadline comes', async () => {
    const port = await listen((_request, response) => response.end('never reached'))
    const slow = await open(port, 'GET / HTTP/1.1\r\nHost: x\r\nX-Slow: a')
    await turns(20)
    const deadline = manualDeadline()
    let settled = false
    const closing = closeHttpServer(server, { timeoutMs: 10_000, wait: deadline.wait }).then(
      (result) => {
        settled = true
        return result
      },
    )
    slow.write('b')
    await turns(50)
    // Half a request is not idle: only the deadline lets the server go.
    expect(settled).toBe(false)
    expect(slow.destroyed).toBe(false)
    deadline.reach()
    expect(await closing).toEqual({ forced: true })
    await closedSocket(slow)
  })

  it('does not wait for idle keep-alive connections', async () => {
    const port = await listen((_request, response) => response.end('ok'))
    const idle = await open(port, 'GET / HTTP/1.1\r\nHost: x\r\n\r\n')
    await new Promise((resolve) => idle.once('data', resolve))
    const deadline = manualDeadline()
    expect(await closeHttpServer(server, { timeoutMs: 10_000, wait: deadline.wait })).toEqual({
      forced: false,
    })
    await closedSocket(idle)
  })
})
