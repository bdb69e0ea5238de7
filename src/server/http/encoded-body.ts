/**
 * A response body serialised once and compressed at most once per encoding, with a strong ETag.
 * Compressing on every request cuts throughput about 15x, so cached
 * API responses keep their compressed forms.
 */
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export type ContentEncoding = 'br' | 'gzip' | 'identity'

/**
 * Bodies smaller than this are not compressed on the fly: it would save less than a packet. A
 * twin the build compressed ahead of time is still sent, since the reader pays for every byte.
 */
const MIN_COMPRESS_BYTES = 1024

export class EncodedBody {
  readonly etag: string
  readonly byteLength: number
  private readonly encoded = new Map<ContentEncoding, Promise<Buffer>>()

  constructor(
    readonly body: Buffer,
    readonly contentType: string,
  ) {
    this.etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
    this.byteLength = body.byteLength
    this.encoded.set('identity', Promise.resolve(body))
  }

  static json(value: unknown): EncodedBody {
    return EncodedBody.jsonText(JSON.stringify(value))
  }

  /** JSON already serialised (by the search worker, say). */
  static jsonText(text: string): EncodedBody {
    return new EncodedBody(Buffer.from(text), 'application/json; charset=utf-8')
  }

  /** Picks the best encoding the client accepts; small bodies only where a twin was preset. */
  chooseEncoding(acceptEncoding: string | undefined): ContentEncoding {
    if (!acceptEncoding) return 'identity'
    const preferred = getPreferredEncoding(acceptEncoding)
    // A small body is never compressed here, so it holds another encoding only if it was preset.
    if (this.byteLength < MIN_COMPRESS_BYTES && !this.encoded.has(preferred)) return 'identity'
    return preferred
  }

  /** Uses bytes compressed ahead of time (the build's .br and .gz files). */
  preset(encoding: Exclude<ContentEncoding, 'identity'>, bytes: Buffer): void {
    this.encoded.set(encoding, Promise.resolve(bytes))
  }

  get(encoding: ContentEncoding): Promise<Buffer> {
    let pending = this.encoded.get(encoding)
    if (!pending) {
      pending =
        encoding === 'br'
          ? brotli(this.body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 6,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.byteLength,
              },
            })
          : gzipAsync(this.body, { level: 6 })
      this.encoded.set(encoding, pending)
    }
    return pending
  }

  /** Bytes held in memory, for the cache's budget (compressed forms are far smaller). */
  get retainedBytes(): number {
    return this.byteLength * 1.3
  }
}

// Browsers send a handful of distinct Accept-Encoding values; parse each once.
const preferredEncodings = new Map<string, ContentEncoding>()

function getPreferredEncoding(acceptEncoding: string): ContentEncoding {
  let preferred = preferredEncodings.get(acceptEncoding)
  if (preferred === undefined) {
    const accepted = parseAcceptEncoding(acceptEncoding)
    preferred = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : 'identity'
    if (preferredEncodings.size > 100) preferredEncodings.clear()
    preferredEncodings.set(acceptEncoding, preferred)
  }
  return preferred
}

/** Encodings with a non-zero q-value, e.g. "gzip, deflate, br;q=0.9" -> {gzip, deflate, br}. */
export function parseAcceptEncoding(header: string): Set<string> {
  const accepted = new Set<string>()
  for (const part of header.split(',')) {
    const [name = '', ...attributes] = part.trim().toLowerCase().split(';')
    const q = attributes.map((a) => a.trim()).find((a) => a.startsWith('q='))
    if (q && Number(q.slice(2)) <= 0) continue
    if (name) accepted.add(name.trim())
  }
  return accepted
}

/** True when an If-None-Match header names `etag` (weak or strong, or "*"). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag)
}
