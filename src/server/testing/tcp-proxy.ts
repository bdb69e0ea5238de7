/**
 * A TCP relay in front of a real database server, for tests of what the API does when that
 * server stops answering (`freeze`: connections stay open and nothing comes back) or goes away
 * (`stop`: every connection is cut and new ones are refused).
 */
import { connect, createServer, type AddressInfo, type Socket } from 'node:net'

export interface TcpProxy {
  port: number
  freeze(): void
  stop(): Promise<void>
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>()
  let frozen = false
  const track = (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
  }
  const server = createServer((client) => {
    track(client)
    if (frozen) {
      client.pause()
      return
    }
    const upstream = connect(target.port, target.host)
    track(upstream)
    client.pipe(upstream)
    upstream.pipe(client)
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const closeServer = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) resolve()
      else server.close(() => resolve())
    })
  return {
    port: (server.address() as AddressInfo).port,
    freeze() {
      frozen = true
      for (const socket of sockets) {
        socket.unpipe()
        socket.pause()
      }
    },
    async stop() {
      const closing = closeServer()
      for (const socket of sockets) socket.destroy()
      await closing
    },
  }
}
