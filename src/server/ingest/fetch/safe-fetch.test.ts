import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliCompressSync, gzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { IngestError, type Fetcher } from '../ingest-types.ts'
import { createSafeFetcher, HttpStatusError, type SafeFetcherOptions } from './safe-fetch.ts'

const userAgent = 'JobsZwBot/1.0 (+https://jobs.example/bot)'
const MiB = 1024 * 1024

type Handler = (request: IncomingMessage, response: ServerResponse) => void

interface TestServer {
  origin: string
  port: number
  server: Server
}

async function startServer(handler: Handler): Promise<TestServer> {
  const server = createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { origin: `http://127.0.0.1:${port}`, port, server }
}

function deferred() {
  let resolve = () => {}
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

/** What the server saw of a response the client may have abandoned. */
function watch(response: ServerResponse) {
  const state = { sent: 0, finished: false, closed: deferred() }
  response.on('finish', () => {
    state.finished = true
  })
  response.on('close', () => state.closed.resolve())
  return state
}

/** Writes `total` zero bytes, honouring back-pressure, so nothing is buffered ahead of the client. */
function streamZeros(response: ServerResponse, total: number, state: { sent: number }) {
  const chunk = Buffer.alloc(64 * 1024)
  const write = () => {
    while (state.sent < total) {
      if (response.destroyed) return
      state.sent += chunk.length
      if (!response.write(chunk)) {
        response.once('drain', write)
        return
      }
    }
    response.end()
  }
  write()
}

async function failure(promise: Promise<unknown>): Promise<IngestError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof IngestError) return error
    throw error
  }
  throw new Error('the fetch succeeded')
}

const servers: TestServer[] = []
let site: TestServer
let noRobots: TestServer
let brokenRobots: TestServer
let bigRobots: TestServer
let fetcher: Fetcher
let robotsHits = 0
let hang: ReturnType<typeof watch> | undefined
let trickle: ReturnType<typeof watch> | undefined
let huge: ReturnType<typeof watch> | undefined
let bomb: Buffer

const options = (extra: Partial<SafeFetcherOptions> = {}): SafeFetcherOptions => ({
  userAgent,
  allowHosts: ['127.0.0.1'],
  hostDelayMs: 0,
  ...extra,
})

beforeAll(async () => {
  // 20 MiB of zeros gzip to about 20 KiB: a small download that inflates far past the limit
  bomb = gzipSync(Buffer.alloc(20 * MiB))

  site = await startServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://test')
    const redirect = (location: string, status = 302) => {
      response.writeHead(status, { location }).end()
    }
    switch (url.pathname) {
      case '/robots.txt':
        robotsHits += 1
        response.writeHead(200, { 'content-type': 'text/plain' })
        response.end('User-agent: *\nDisallow: /private\n')
        return
      case '/hello':
        response.writeHead(200, {
          'content-type': 'text/plain; charset=utf-8',
          'content-encoding': 'gzip',
          etag: '"hello-1"',
          'last-modified': 'Mon, 01 Jun 2026 08:00:00 GMT',
        })
        response.end(gzipSync('Mhoro, Zimbabwe! Sawubona 🇿🇼'))
        return
      case '/brotli':
        response.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'br' })
        response.end(brotliCompressSync('brotli body'))
        return
      case '/latin1':
        response.writeHead(200, { 'content-type': 'text/html; charset=ISO-8859-1' })
        response.end(Buffer.from('Caf\xe9 in Harare', 'latin1'))
        return
      case '/conditional':
        if (request.headers['if-none-match'] === '"v1"') {
          response.writeHead(304).end()
          return
        }
        response.writeHead(200, {
          etag: '"v1"',
          'last-modified': 'Tue, 02 Jun 2026 08:00:00 GMT',
          'content-type': 'application/json',
        })
        response.end('{"jobs":[]}')
        return
      case '/headers':
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(JSON.stringify(request.headers))
        return
      case '/hang':
        hang = watch(response) // never answers
        return
      case '/trickle': {
        trickle = watch(response)
        response.writeHead(200, { 'content-type': 'text/plain' })
        const timer = setInterval(() => response.write('.'), 20)
        response.on('close', () => clearInterval(timer))
        return
      }
      case '/error':
        response.writeHead(500).end('oops')
        return
      case '/huge':
        huge = watch(response)
        response.writeHead(200, { 'content-type': 'application/octet-stream' })
        streamZeros(response, 50 * MiB, huge)
        return
      case '/huge-declared':
        response.writeHead(200, { 'content-length': String(50 * MiB) })
        response.write(Buffer.alloc(1024))
        return
      case '/compress':
        response.writeHead(200, { 'content-encoding': 'compress' }).end('data')
        return
      case '/corrupt-gzip':
        response.writeHead(200, { 'content-encoding': 'gzip' }).end('this is not gzip at all')
        return
      case '/bomb':
        response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
        response.end(bomb)
        return
      case '/redirect-hello':
        return redirect('/hello', 301)
      case '/redirect-metadata':
        return redirect('http://169.254.169.254/latest/meta-data/')
      case '/redirect-private':
        return redirect('http://10.0.0.1/')
      case '/redirect-file':
        return redirect('file:///etc/passwd', 307)
      case '/redirect-private-path':
        return redirect('/private/page', 308)
      case '/loop':
        return redirect(`/loop?n=${Number(url.searchParams.get('n') ?? 0) + 1}`)
      default:
        response.writeHead(200, { 'content-type': 'text/plain' }).end(`page ${url.pathname}`)
    }
  })
  noRobots = await startServer((request, response) => {
    if (request.url === '/robots.txt') response.writeHead(404).end('not found')
    else response.writeHead(200, { 'content-type': 'text/plain' }).end('open page')
  })
  brokenRobots = await startServer((request, response) => {
    if (request.url === '/robots.txt') response.writeHead(503).end('try later')
    else response.writeHead(200).end('should not be fetched')
  })
  bigRobots = await startServer((request, response) => {
    if (request.url !== '/robots.txt') return void response.writeHead(200).end('fine')
    response.writeHead(200, { 'content-type': 'text/plain' })
    // rules past the first 500 KiB are not read, as RFC 9309 allows
    response.end(
      `User-agent: *\nDisallow: /early\n${'# padding\n'.repeat(60_000)}Disallow: /late\n`,
    )
  })
  servers.push(site, noRobots, brokenRobots, bigRobots)
  fetcher = createSafeFetcher(options())
})

afterAll(async () => {
  for (const { server } of servers) {
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
})

describe('createSafeFetcher', () => {
  it('fetches and gunzips a 200, with its validators and final URL', async () => {
    const resource = await fetcher(`${site.origin}/hello`)
    expect(resource).toEqual({
      url: `${site.origin}/hello`,
      status: 200,
      notModified: false,
      body: 'Mhoro, Zimbabwe! Sawubona 🇿🇼',
      contentType: 'text/plain; charset=utf-8',
      etag: '"hello-1"',
      lastModified: 'Mon, 01 Jun 2026 08:00:00 GMT',
    })
  })

  it('decompresses brotli and decodes a Latin-1 charset', async () => {
    expect((await fetcher(`${site.origin}/brotli`)).body).toBe('brotli body')
    expect((await fetcher(`${site.origin}/latin1`)).body).toBe('Café in Harare')
  })

  it('sends the User-Agent, Accept-Encoding and conditional headers', async () => {
    const resource = await fetcher(`${site.origin}/headers`, {
      etag: '"abc"',
      lastModified: 'Mon, 01 Jun 2026 08:00:00 GMT',
      accept: 'application/rss+xml',
    })
    const headers = JSON.parse(resource.body) as Record<string, string>
    expect(headers).toMatchObject({
      'user-agent': userAgent,
      accept: 'application/rss+xml',
      'accept-encoding': 'gzip, deflate, br',
      'if-none-match': '"abc"',
      'if-modified-since': 'Mon, 01 Jun 2026 08:00:00 GMT',
    })
  })

  it('makes a conditional GET and reports 304 as notModified', async () => {
    const first = await fetcher(`${site.origin}/conditional`)
    expect(first).toMatchObject({ status: 200, notModified: false, etag: '"v1"' })

    const second = await fetcher(`${site.origin}/conditional`, {
      etag: first.etag,
      lastModified: first.lastModified,
    })
    expect(second).toEqual({
      url: `${site.origin}/conditional`,
      status: 304,
      notModified: true,
      body: '',
      contentType: null,
      etag: '"v1"',
      lastModified: 'Tue, 02 Jun 2026 08:00:00 GMT',
    })
  })

  it('follows redirects and reports the final URL', async () => {
    const resource = await fetcher(`${site.origin}/redirect-hello`)
    expect(resource.url).toBe(`${site.origin}/hello`)
    expect(resource.body).toContain('Mhoro')
  })

  it('gives up after maxRedirects', async () => {
    const error = await failure(
      createSafeFetcher(options({ maxRedirects: 3 }))(`${site.origin}/loop`),
    )
    expect(error.code).toBe('too-many-redirects')
    expect(error.message).toContain(`${site.origin}/loop`)
  })

  it('times out a source that never sends headers, and closes the connection', async () => {
    const slow = createSafeFetcher(options({ headersTimeoutMs: 200 }))
    const error = await failure(slow(`${site.origin}/hang`))
    expect(error.code).toBe('timeout')
    expect(error.message).toContain('headers')
    expect(error.message).toContain(`${site.origin}/hang`)
    await hang?.closed.promise
  })

  it('times out a body that trickles forever', async () => {
    const slow = createSafeFetcher(options({ bodyTimeoutMs: 300 }))
    const error = await failure(slow(`${site.origin}/trickle`))
    expect(error.code).toBe('timeout')
    expect(error.message).toContain('body')
    await trickle?.closed.promise
  })

  it('fails on a 500 with the status and URL', async () => {
    const error = await failure(fetcher(`${site.origin}/error`))
    expect(error).toBeInstanceOf(HttpStatusError)
    expect(error.code).toBe('http-status')
    expect((error as HttpStatusError).status).toBe(500)
    expect(error.message).toContain('500')
    expect(error.message).toContain(`${site.origin}/error`)
  })

  it('stops reading a 50 MB body at maxBytes', async () => {
    const error = await failure(fetcher(`${site.origin}/huge`))
    expect(error.code).toBe('too-large')
    await huge?.closed.promise
    expect(huge?.finished).toBe(false)
    expect(huge?.sent).toBeLessThan(30 * MiB)
  })

  it('refuses a body whose Content-Length is already too large', async () => {
    const error = await failure(fetcher(`${site.origin}/huge-declared`))
    expect(error.code).toBe('too-large')
    expect(error.message).toContain(String(50 * MiB))
  })

  it('stops a gzip bomb once the inflated size passes maxBytes', async () => {
    const small = createSafeFetcher(options({ maxBytes: MiB }))
    const error = await failure(small(`${site.origin}/bomb`))
    expect(error.code).toBe('too-large')
    expect(error.message).toContain('after decompression')
  })

  it.each([
    ['/redirect-metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['/redirect-private', 'http://10.0.0.1/'],
  ])('refuses a redirect (%s) to a private address before connecting', async (path, target) => {
    const error = await failure(fetcher(`${site.origin}${path}`))
    // The guard answers from the address alone: a connection tried would end in a time-out or
    // a refusal instead.
    expect(error.code).toBe('blocked-address')
    expect(error.message).toContain(target)
    expect(error.message).toContain(`redirected from ${site.origin}${path}`)
  })

  it('refuses a redirect to another scheme', async () => {
    const error = await failure(fetcher(`${site.origin}/redirect-file`))
    expect(error.code).toBe('blocked-address')
    expect(error.message).toContain('file:///etc/passwd')
  })

  it('refuses 127.0.0.1 unless it is allowed', async () => {
    const guarded = createSafeFetcher({ userAgent, hostDelayMs: 0 })
    const error = await failure(guarded(`${site.origin}/hello`))
    expect(error.code).toBe('blocked-address')
    expect(error.message).toContain(`${site.origin}/hello`)
  })

  it('refuses a name that resolves to loopback unless it is allowed', async () => {
    const url = `http://localhost:${site.port}/hello`
    for (const robots of [true, false]) {
      const guarded = createSafeFetcher({ userAgent, hostDelayMs: 0, robots })
      const error = await failure(guarded(url))
      expect(error.code).toBe('blocked-address')
      expect(error.message).toMatch(/localhost resolves to (127\.0\.0\.1|::1)/)
    }
  })

  it('refuses non-http schemes and malformed URLs', async () => {
    const file = await failure(fetcher('file:///etc/passwd'))
    expect(file.code).toBe('blocked-address')
    expect(file.message).toContain('file:///etc/passwd')
    expect((await failure(fetcher('gopher://127.0.0.1:70/'))).code).toBe('blocked-address')
    expect((await failure(fetcher('not a url'))).code).toBe('malformed')
  })

  it('refuses paths robots.txt disallows, also when reached by redirect', async () => {
    const direct = await failure(fetcher(`${site.origin}/private/page`))
    expect(direct.code).toBe('robots')
    expect(direct.message).toContain(`${site.origin}/private/page`)
    const redirected = await failure(fetcher(`${site.origin}/redirect-private-path`))
    expect(redirected.code).toBe('robots')
  })

  it('reads robots.txt once per origin', async () => {
    const fresh = createSafeFetcher(options())
    const before = robotsHits
    await fresh(`${site.origin}/one`)
    await Promise.all([fresh(`${site.origin}/two`), fresh(`${site.origin}/three`)])
    expect(robotsHits - before).toBe(1)
  })

  it('allows everything when robots.txt is missing (404)', async () => {
    const resource = await fetcher(`${noRobots.origin}/any/page`)
    expect(resource.body).toBe('open page')
  })

  it('disallows everything when robots.txt answers 5xx (RFC 9309)', async () => {
    const error = await failure(fetcher(`${brokenRobots.origin}/page`))
    expect(error.code).toBe('robots')
    expect(error.message).toContain('503')
  })

  it('reads the first 500 KiB of a larger robots.txt', async () => {
    expect((await failure(fetcher(`${bigRobots.origin}/early/1`))).code).toBe('robots')
    expect((await fetcher(`${bigRobots.origin}/late/1`)).body).toBe('fine')
  })

  it('fails as malformed on an unknown or broken Content-Encoding', async () => {
    const unknown = await failure(fetcher(`${site.origin}/compress`))
    expect(unknown.code).toBe('malformed')
    expect(unknown.message).toContain('compress')
    const corrupt = await failure(fetcher(`${site.origin}/corrupt-gzip`))
    expect(corrupt.code).toBe('malformed')
    expect(corrupt.message).toContain(`${site.origin}/corrupt-gzip`)
  })

  it('fetches without robots.txt when robots is off', async () => {
    const plain = createSafeFetcher(options({ robots: false }))
    expect((await plain(`${brokenRobots.origin}/page`)).body).toBe('should not be fetched')
  })

  it('waits hostDelayMs between requests to one host, robots.txt included', async () => {
    const sleeps: number[] = []
    const polite = createSafeFetcher(
      options({
        hostDelayMs: 1000,
        now: () => 0,
        sleep: async (ms) => {
          sleeps.push(ms)
        },
      }),
    )
    await polite(`${noRobots.origin}/a`)
    await polite(`${noRobots.origin}/b`)
    // robots.txt, then /a after a pause, then /b after another
    expect(sleeps).toEqual([1000, 1000])
  })
})
