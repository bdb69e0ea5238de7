import { createServer, type AddressInfo, type Server } from 'node:net'

import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  asUnavailable,
  DatabaseUnavailableError,
  isDatabaseUnavailable,
} from './database-unavailable.ts'

const withCode = (code: string) => Object.assign(new Error(`failed (${code})`), { code })

describe('isDatabaseUnavailable', () => {
  it.each([
    withCode('ECONNREFUSED'),
    withCode('57P01'),
    withCode('57P03'),
    withCode('08006'),
    withCode('57014'),
    new Error('Connection terminated unexpectedly'),
    new Error('timeout exceeded when trying to connect'),
    new Error('Query read timeout'),
    new AggregateError([withCode('ECONNREFUSED')], 'all addresses failed'),
  ])('says yes to %s', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
    expect(asUnavailable(error)).toBeInstanceOf(DatabaseUnavailableError)
  })

  it.each([withCode('23505'), withCode('42601'), new Error('column "x" does not exist'), 'down'])(
    'says no to %s, which is a fault of the statement or the code',
    (error) => {
      expect(isDatabaseUnavailable(error)).toBe(false)
      expect(asUnavailable(error)).toBe(error)
    },
  )
})

/** The error a real client gets, or a failure of the test when there is none. */
async function errorOf(work: () => Promise<unknown>): Promise<Error> {
  try {
    await work()
  } catch (error) {
    return error as Error
  }
  throw new Error('expected the work to fail')
}

/**
 * A server on 127.0.0.1 that speaks just enough of the PostgreSQL protocol to refuse every
 * connection, as a real server does while it starts up (57P03) or when it is full (53300): it
 * answers the start-up message with a FATAL ErrorResponse and closes.
 */
async function startRefusingServer(sqlState: string, message: string): Promise<Server> {
  const field = (type: string, value: string) => Buffer.concat([Buffer.from(type), cString(value)])
  const cString = (value: string) => Buffer.from(`${value}\0`)
  const body = Buffer.concat([
    field('S', 'FATAL'),
    field('V', 'FATAL'),
    field('C', sqlState),
    field('M', message),
    Buffer.from([0]),
  ])
  const length = Buffer.alloc(4)
  length.writeInt32BE(body.length + 4)
  const errorResponse = Buffer.concat([Buffer.from('E'), length, body])
  const server = createServer((socket) => {
    socket.on('error', () => {})
    socket.once('data', () => socket.end(errorResponse))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return server
}

const connectTo = (config: pg.ClientConfig) => async () => {
  const client = new pg.Client({ ...config, connectionTimeoutMillis: 5000 })
  client.on('error', () => {})
  try {
    await client.connect()
  } finally {
    await client.end().catch(() => {})
  }
}

describe('isDatabaseUnavailable with the errors real clients throw', () => {
  const servers: Server[] = []
  let pglite: PGlite

  beforeAll(async () => {
    pglite = await PGlite.create()
  })
  afterAll(async () => {
    for (const server of servers) server.close()
    await pglite?.close()
  })

  it.each([
    ['57P03', 'the database system is starting up'],
    ['53300', 'sorry, too many clients already'],
    ['57P01', 'terminating connection due to administrator command'],
  ])('says yes to a server that refuses connections with %s', async (sqlState, message) => {
    const server = await startRefusingServer(sqlState, message)
    servers.push(server)
    const { port } = server.address() as AddressInfo
    const error = await errorOf(connectTo({ host: '127.0.0.1', port, user: 'x', database: 'x' }))
    expect(error).toMatchObject({ code: sqlState, message })
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it('says yes to a port nothing listens on, and to a Unix socket that is not there', async () => {
    const closed = await startRefusingServer('57P03', 'unused')
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))
    const refused = await errorOf(connectTo({ host: '127.0.0.1', port, user: 'x' }))
    expect(refused).toMatchObject({ code: 'ECONNREFUSED' })
    expect(isDatabaseUnavailable(refused)).toBe(true)
    // A server that is down leaves no socket file: ENOENT, which alone means a missing file.
    const missing = await errorOf(connectTo({ host: '/nonexistent-jobs-zw', user: 'x' }))
    expect(missing).toMatchObject({ code: 'ENOENT', syscall: 'connect' })
    expect(isDatabaseUnavailable(missing)).toBe(true)
  })

  it('says yes to 55000 when a database does not accept connections, no to other 55000', async () => {
    // PGlite raises the SQLSTATE and message PostgreSQL sends for ALLOW_CONNECTIONS false.
    const notAccepting = await errorOf(() =>
      pglite.exec(`do $$ begin raise exception using errcode = '55000',
        message = 'database "jobs" is not currently accepting connections'; end $$`),
    )
    expect(notAccepting).toMatchObject({ code: '55000' })
    expect(isDatabaseUnavailable(notAccepting)).toBe(true)
    await pglite.exec('create sequence s')
    const currval = await errorOf(() => pglite.query(`select currval('s')`))
    expect(currval).toMatchObject({ code: '55000' })
    expect(isDatabaseUnavailable(currval)).toBe(false)
  })

  it.each([
    ['53100', 'could not extend file: No space left on device'],
    ['57P03', 'the database system is in recovery mode'],
  ])('says yes to %s raised by the database', async (sqlState, message) => {
    const error = await errorOf(() =>
      pglite.exec(
        `do $$ begin raise exception using errcode = '${sqlState}', message = '${message}'; end $$`,
      ),
    )
    expect(error).toMatchObject({ code: sqlState })
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it('says no to the errors of a statement', async () => {
    await pglite.exec('create table t (id int primary key)')
    await pglite.exec('insert into t values (1)')
    for (const sql of ['insert into t values (1)', 'selec 1', 'select nothing from t']) {
      const error = await errorOf(() => pglite.exec(sql))
      expect(isDatabaseUnavailable(error)).toBe(false)
    }
  })
})
