/** What every adapter test needs: its fixtures, a clock and zone, and a fetcher that serves them. */
import { readFileSync } from 'node:fs'

import type {
  AdapterContext,
  Fetcher,
  SourceConfig,
  SourceKind,
  SourceOf,
} from '../ingest-types.ts'
import { IngestError } from '../ingest-types.ts'
import { parseSourcesConfig } from '../sources-config.ts'

export const TEST_TIME_ZONE = 'Africa/Harare'
export const TEST_NOW = Date.parse('2026-11-02T10:00:00Z')

export const readAdapterFixture = (name: string) =>
  readFileSync(new URL(`../adapters/fixtures/${name}`, import.meta.url), 'utf8')

type Serve = Record<string, string> | ((url: string) => string | undefined)

/**
 * Answers 200 with the body `serve` gives for a URL (a 404 error when it gives none), and
 * records every URL asked in `requested`.
 */
export function fakeFetcher(
  serve: Serve,
  {
    contentType = 'application/json',
    requested = [],
  }: { contentType?: string | ((url: string) => string); requested?: string[] } = {},
): Fetcher {
  return async (url) => {
    requested.push(url)
    const body = typeof serve === 'function' ? serve(url) : serve[url]
    if (body === undefined) throw new IngestError(`HTTP 404 for ${url}`, 'http-status')
    return {
      url,
      status: 200,
      notModified: false,
      body,
      contentType: typeof contentType === 'function' ? contentType(url) : contentType,
      etag: null,
      lastModified: null,
    }
  }
}

export function adapterContext<TSource extends SourceConfig>(
  source: TSource,
  fetch: Fetcher,
): AdapterContext<TSource> {
  return { source, fetch, timeZone: TEST_TIME_ZONE, now: TEST_NOW }
}

/**
 * A source as SOURCES_FILE gives it to its adapter: the entry read by its kind's schema, so its
 * defaults are filled in and a wrong option fails the test that wrote it.
 */
export function testSource<const TKind extends SourceKind>(
  entry: { name: string; kind: TKind; url: string } & Record<string, unknown>,
): SourceOf<TKind> {
  const [source] = parseSourcesConfig(JSON.stringify([entry]), 'the test')
  // Read by the schema of entry.kind, it is a source of that kind; the parser's type is all kinds.
  return source as SourceOf<TKind>
}
