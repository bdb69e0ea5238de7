/**
 * The ingester's only way onto the network. Every source and every redirect is third-party input,
 * so each request is guarded (SSRF, see ssrf-guard.ts), bounded in time per phase and in bytes
 * after decompression, polite per host and subject to robots.txt.
 *
 * Built on node:http rather than global fetch because only node:http takes a `lookup`, which is
 * where the address actually connected to can be checked.
 */
import http, { type ClientRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http'
import https from 'node:https'
import type { Socket } from 'node:net'
import type { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { setTimeout as delay } from 'node:timers/promises'
import zlib from 'node:zlib'

import {
  IngestError,
  type FetchedResource,
  type FetchOptions,
  type Fetcher,
} from '../ingest-types.ts'
import { createHostQueue } from './host-queue.ts'
import { parseRobots, robotsAllows, type ParsedRobots } from './robots.ts'
import {
  createGuardedLookup,
  isBlockedAddressError,
  isBlockedLiteralHost,
  normaliseHost,
} from './ssrf-guard.ts'

export interface SafeFetcherOptions {
  /** sent with every request, robots.txt included; its first word is the robots product token */
  userAgent: string
  /** host names or IP addresses that may be private or loopback (tests, a local mirror) */
  allowHosts?: readonly string[]
  /** DNS lookup plus TCP (and TLS) connect; default 10 s */
  connectTimeoutMs?: number
  /** from connected to response headers; default 15 s */
  headersTimeoutMs?: number
  /** total time to read the body; default 30 s */
  bodyTimeoutMs?: number
  /** largest body accepted, counted after decompression; default 10 MiB */
  maxBytes?: number
  /** default 5 */
  maxRedirects?: number
  /** respect robots.txt; default true */
  robots?: boolean
  /** least time between the starts of two requests to one host; default 1 s */
  hostDelayMs?: number
  sleep?: (ms: number) => Promise<void>
  now?: () => number
}

/** An `http-status` failure that keeps the status, so callers can tell 404 from 503. */
export class HttpStatusError extends IngestError {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message, 'http-status')
  }
}

const defaultAccept =
  'application/json, application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, text/html;q=0.8, */*;q=0.5'
const redirectStatuses = new Set([301, 302, 303, 307, 308])
/** RFC 9309 asks parsers to read at least 500 KiB; the rest of a larger file is ignored */
const robotsMaxBytes = 500 * 1024
/** RFC 9309 lets robots.txt be cached for up to 24 hours */
const robotsTtlMs = 24 * 60 * 60 * 1000
/** an unreachable robots.txt blocks the origin, so it is asked again sooner */
const robotsUnreachableTtlMs = 60 * 60 * 1000

type Phase = 'connect' | 'headers' | 'body'

interface BodyLimits {
  maxBytes: number
  /** robots.txt is cut at the limit and read as far as it goes; anything else fails */
  overflow: 'error' | 'truncate'
}

interface RequestPlan {
  headers: Record<string, string>
  limits: BodyLimits
  checkRobots: boolean
}

type HopResult =
  | { kind: 'redirect'; status: number; location: string | undefined }
  | { kind: 'not-modified'; status: number; headers: IncomingHttpHeaders }
  | { kind: 'body'; status: number; headers: IncomingHttpHeaders; body: Buffer; truncated: boolean }
type FinalResult = Exclude<HopResult, { kind: 'redirect' }>

type RobotsVerdict =
  | { kind: 'rules'; robots: ParsedRobots }
  | { kind: 'allow-all' }
  | { kind: 'unreachable'; reason: string }

export function createSafeFetcher(options: SafeFetcherOptions): Fetcher {
  const userAgent = options.userAgent.trim()
  if (userAgent === '') throw new Error('createSafeFetcher needs a userAgent that names the bot')
  const timeouts: Record<Phase, number> = {
    connect: options.connectTimeoutMs ?? 10_000,
    headers: options.headersTimeoutMs ?? 15_000,
    body: options.bodyTimeoutMs ?? 30_000,
  }
  const maxBytes = options.maxBytes ?? 10 * 1024 * 1024
  const maxRedirects = options.maxRedirects ?? 5
  const useRobots = options.robots ?? true
  const now = options.now ?? Date.now
  const allowHosts = new Set((options.allowHosts ?? []).map(normaliseHost))
  const connection: Connection = {
    lookup: createGuardedLookup(allowHosts),
    // Own agents without keep-alive: a pooled socket shared with other code could have been
    // connected through an unguarded lookup.
    httpAgent: new http.Agent({ keepAlive: false }),
    httpsAgent: new https.Agent({ keepAlive: false }),
    timeouts,
  }
  const queue = createHostQueue({
    delayMs: options.hostDelayMs ?? 1000,
    sleep: options.sleep ?? ((ms) => delay(ms)),
    now,
  })
  const robotsCache = new Map<string, { expires: number; verdict: Promise<RobotsVerdict> }>()

  function headersFor(accept: string, fetchOptions: FetchOptions): Record<string, string> {
    const headers: Record<string, string> = {
      'user-agent': userAgent,
      accept,
      'accept-encoding': 'gzip, deflate, br',
    }
    if (fetchOptions.etag) headers['if-none-match'] = fetchOptions.etag
    if (fetchOptions.lastModified) headers['if-modified-since'] = fetchOptions.lastModified
    return headers
  }

  /** Fetches `url`, following redirects; every hop is checked as if it were the first. */
  async function follow(
    url: string,
    plan: RequestPlan,
  ): Promise<{ url: URL; response: FinalResult }> {
    let target = parseUrl(url)
    for (let redirects = 0; ; redirects += 1) {
      const label = redirects === 0 ? target.href : `${target.href} (redirected from ${url})`
      assertFetchable(target, label, allowHosts)
      if (plan.checkRobots) await assertRobotsAllow(target, label)
      const hop = target
      const response = await queue.run(hop.hostname, () =>
        requestOnce(hop, label, plan, connection),
      )
      if (response.kind !== 'redirect') return { url: target, response }
      if (redirects >= maxRedirects) {
        throw new IngestError(
          `Too many redirects (more than ${maxRedirects}) fetching ${url}`,
          'too-many-redirects',
        )
      }
      if (response.location === undefined) {
        throw new HttpStatusError(
          `HTTP ${response.status} redirect without a Location header from ${label}`,
          response.status,
        )
      }
      target = parseUrl(response.location, target)
    }
  }

  async function assertRobotsAllow(target: URL, label: string): Promise<void> {
    if (!useRobots || target.pathname === '/robots.txt') return
    const verdict = await robotsFor(target.origin)
    if (verdict.kind === 'allow-all') return
    if (verdict.kind === 'unreachable') {
      throw new IngestError(
        `Not fetching ${label}: robots.txt of ${target.origin} could not be read (${verdict.reason}), which RFC 9309 treats as disallowing everything`,
        'robots',
      )
    }
    if (!robotsAllows(verdict.robots, userAgent, `${target.pathname}${target.search}`)) {
      throw new IngestError(`robots.txt of ${target.origin} disallows ${label}`, 'robots')
    }
  }

  function robotsFor(origin: string): Promise<RobotsVerdict> {
    const cached = robotsCache.get(origin)
    if (cached && cached.expires > now()) return cached.verdict
    const entry = { expires: Number.POSITIVE_INFINITY, verdict: fetchRobots(origin) }
    robotsCache.set(origin, entry)
    entry.verdict.then(
      (verdict) => {
        entry.expires =
          now() + (verdict.kind === 'unreachable' ? robotsUnreachableTtlMs : robotsTtlMs)
      },
      // a refused robots.txt fails the fetch with that refusal and is not remembered
      () => {
        if (robotsCache.get(origin) === entry) robotsCache.delete(origin)
      },
    )
    return entry.verdict
  }

  async function fetchRobots(origin: string): Promise<RobotsVerdict> {
    try {
      const { response } = await follow(new URL('/robots.txt', origin).href, {
        headers: headersFor('text/plain, */*;q=0.5', {}),
        limits: { maxBytes: robotsMaxBytes, overflow: 'truncate' },
        checkRobots: false,
      })
      if (response.kind !== 'body') return { kind: 'allow-all' }
      let text = decodeText(response.body, header(response.headers, 'content-type'))
      // a cut-off last line could be a rule with half its path
      if (response.truncated) text = text.slice(0, Math.max(0, text.lastIndexOf('\n')))
      return { kind: 'rules', robots: parseRobots(text) }
    } catch (error) {
      if (!(error instanceof IngestError) || error.code === 'blocked-address') throw error
      // RFC 9309: 4xx means there are no rules; 429 is a request to back off, so it is read as
      // "unreachable" like 5xx and network failures, which disallow everything
      if (error instanceof HttpStatusError && error.status >= 400 && error.status < 500) {
        if (error.status !== 429) return { kind: 'allow-all' }
      }
      // RFC 9309 lets a crawler treat a redirect chain it will not follow as "unavailable"
      if (error.code === 'too-many-redirects') return { kind: 'allow-all' }
      return { kind: 'unreachable', reason: error.message }
    }
  }

  return async (url, fetchOptions = {}) => {
    const { url: finalUrl, response } = await follow(url, {
      headers: headersFor(fetchOptions.accept ?? defaultAccept, fetchOptions),
      limits: { maxBytes, overflow: 'error' },
      checkRobots: true,
    })
    const contentType = header(response.headers, 'content-type')
    const resource: FetchedResource = {
      url: finalUrl.href,
      status: response.status,
      notModified: response.kind === 'not-modified',
      body: response.kind === 'body' ? decodeText(response.body, contentType) : '',
      contentType,
      etag: header(response.headers, 'etag'),
      lastModified: header(response.headers, 'last-modified'),
    }
    if (resource.notModified) {
      // a 304 need not repeat the validators, and the caller stores what we return
      resource.etag ??= fetchOptions.etag ?? null
      resource.lastModified ??= fetchOptions.lastModified ?? null
    }
    return resource
  }
}

interface Connection {
  lookup: ReturnType<typeof createGuardedLookup>
  httpAgent: http.Agent
  httpsAgent: https.Agent
  timeouts: Record<Phase, number>
}

function parseUrl(url: string, base?: URL): URL {
  try {
    return new URL(url, base)
  } catch {
    const where = base ? ` (redirect from ${base.href})` : ''
    throw new IngestError(`Not a valid URL: "${url}"${where}`, 'malformed')
  }
}

function assertFetchable(target: URL, label: string, allowHosts: ReadonlySet<string>): void {
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw new IngestError(
      `Refused ${label}: only http: and https: URLs are fetched, not ${target.protocol}`,
      'blocked-address',
    )
  }
  // Node connects to an IP literal without calling `lookup`, so it is judged here.
  if (isBlockedLiteralHost(target.hostname, allowHosts)) {
    throw new IngestError(
      `Refused ${label}: ${target.hostname} is a private, loopback, link-local or reserved address`,
      'blocked-address',
    )
  }
}

/** One request and its response, with every failure turned into an IngestError. */
function requestOnce(
  target: URL,
  label: string,
  plan: RequestPlan,
  connection: Connection,
): Promise<HopResult> {
  const { timeouts } = connection
  return new Promise<HopResult>((resolve, reject) => {
    let settled = false
    let timer: NodeJS.Timeout | undefined
    let request: ClientRequest | undefined

    // Settling always destroys the request, and with it the socket: nothing is left reading.
    const settle = () => {
      settled = true
      clearTimeout(timer)
      request?.destroy()
    }
    const fail = (error: unknown) => {
      if (settled) return
      settle()
      reject(toIngestError(error, label))
    }
    const succeed = (response: HopResult) => {
      if (settled) return
      settle()
      resolve(response)
    }
    const startPhase = (phase: Phase) => {
      clearTimeout(timer)
      const ms = timeouts[phase]
      timer = setTimeout(() => fail(timeoutError(phase, ms, label)), ms)
    }

    startPhase('connect')
    const secure = target.protocol === 'https:'
    try {
      request = (secure ? https : http).request({
        protocol: target.protocol,
        hostname: target.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: target.port === '' ? undefined : Number(target.port),
        path: `${target.pathname}${target.search}`,
        method: 'GET',
        headers: plan.headers,
        agent: secure ? connection.httpsAgent : connection.httpAgent,
        lookup: connection.lookup,
      })
    } catch (error) {
      // e.g. an ETag with characters a header may not carry
      const reason = error instanceof Error ? error.message : String(error)
      fail(new IngestError(`Could not request ${label}: ${reason}`, 'malformed'))
      return
    }

    request.on('error', fail)
    request.on('socket', (socket: Socket) => {
      if (!socket.connecting) return startPhase('headers')
      socket.once(secure ? 'secureConnect' : 'connect', () => {
        if (!settled) startPhase('headers')
      })
    })
    request.on('response', (response: IncomingMessage) => {
      // failures while reading arrive through the pipeline or the request; this keeps a late
      // abort after settling from surfacing as an unhandled 'error' event
      response.on('error', ignore)
      startPhase('body')
      const status = response.statusCode ?? 0
      if (redirectStatuses.has(status)) {
        return succeed({ kind: 'redirect', status, location: response.headers.location })
      }
      if (status === 304)
        return succeed({ kind: 'not-modified', status, headers: response.headers })
      if (status < 200 || status > 299) {
        return fail(new HttpStatusError(`HTTP ${status} from ${label}`, status))
      }
      const declared = Number(response.headers['content-length'])
      if (plan.limits.overflow === 'error' && declared > plan.limits.maxBytes) {
        return fail(
          new IngestError(
            `${label} declares ${declared} bytes, more than the ${plan.limits.maxBytes} allowed`,
            'too-large',
          ),
        )
      }
      readBody(response, plan.limits, label).then(
        ({ body, truncated }) =>
          succeed({ kind: 'body', status, headers: response.headers, body, truncated }),
        fail,
      )
    })
    request.end()
  })
}

/** Signals "stop reading, keep what we have" from inside the pipeline. */
class Truncated extends Error {}

/** Reads and decompresses the body, stopping as soon as the decompressed size passes the limit. */
async function readBody(
  response: IncomingMessage,
  limits: BodyLimits,
  label: string,
): Promise<{ body: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = []
  let size = 0
  const overflow = () =>
    limits.overflow === 'truncate'
      ? new Truncated()
      : new IngestError(
          `${label} is larger than ${limits.maxBytes} bytes (after decompression)`,
          'too-large',
        )

  const collect = async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      const room = limits.maxBytes - size
      if (chunk.length > room) {
        chunks.push(chunk.subarray(0, room))
        throw overflow()
      }
      chunks.push(chunk)
      size += chunk.length
    }
  }

  const decompressor = createDecompressor(header(response.headers, 'content-encoding'), label)
  let decompressError: unknown
  decompressor?.once('error', (error) => {
    decompressError = error
  })
  try {
    if (decompressor) {
      // input that inflates to nothing would never reach the decompressed limit
      let raw = 0
      const countRaw = async function* (source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          raw += chunk.length
          if (raw > limits.maxBytes) throw overflow()
          yield chunk
        }
      }
      await pipeline(response, countRaw, decompressor, collect)
    } else {
      await pipeline(response, collect)
    }
  } catch (error) {
    if (error instanceof Truncated) return { body: Buffer.concat(chunks), truncated: true }
    if (error !== undefined && error === decompressError && !(error instanceof IngestError)) {
      const reason = error instanceof Error ? error.message : String(error)
      throw new IngestError(`Could not decompress the body of ${label}: ${reason}`, 'malformed')
    }
    throw error
  }
  return { body: Buffer.concat(chunks), truncated: false }
}

function createDecompressor(encoding: string | null, label: string): Transform | null {
  const name = (encoding ?? '').trim().toLowerCase()
  // Sync flush at the end tolerates a stream cut short, as browsers do.
  switch (name) {
    case '':
    case 'identity':
      return null
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip({ finishFlush: zlib.constants.Z_SYNC_FLUSH })
    case 'deflate':
      return zlib.createInflate({ finishFlush: zlib.constants.Z_SYNC_FLUSH })
    case 'br':
      return zlib.createBrotliDecompress({
        finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
      })
    default:
      throw new IngestError(`Unsupported Content-Encoding "${name}" from ${label}`, 'malformed')
  }
}

function timeoutError(phase: Phase, ms: number, label: string): IngestError {
  const what = {
    connect: `connecting to ${label}`,
    headers: `waiting for the response headers of ${label}`,
    body: `reading the body of ${label}`,
  }[phase]
  return new IngestError(`Timed out (${phase} phase, ${ms} ms) ${what}`, 'timeout')
}

function toIngestError(error: unknown, label: string): IngestError {
  if (error instanceof IngestError) return error
  if (isBlockedAddressError(error)) {
    return new IngestError(`Refused ${label}: ${error.message}`, 'blocked-address')
  }
  const reason = error instanceof Error ? error.message : String(error)
  const wrapped = new IngestError(`Network error fetching ${label}: ${reason}`, 'network')
  wrapped.cause = error
  return wrapped
}

const legacyCharsets = new Set([
  'latin1',
  'iso-8859-1',
  'iso8859-1',
  'iso_8859-1',
  'l1',
  'windows-1252',
  'cp1252',
  'us-ascii',
  'ascii',
])

/** UTF-8 unless the Content-Type names Latin-1, which WHATWG decodes as windows-1252. */
function decodeText(body: Buffer, contentType: string | null): string {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1]?.toLowerCase()
  const encoding = charset !== undefined && legacyCharsets.has(charset) ? 'windows-1252' : 'utf-8'
  return new TextDecoder(encoding).decode(body)
}

function header(headers: IncomingHttpHeaders, name: string): string | null {
  const value = headers[name]
  if (Array.isArray(value)) return value[0] ?? null
  return value ?? null
}

function ignore(): void {}
