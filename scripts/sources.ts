/**
 * npm run sources -- check NAME|URL [--kind KIND] [--config FILE]: fetches one source once,
 * through the same guarded fetcher as the ingester (robots.txt, limits, one request per host at a
 * time), stores nothing, and prints what a run would store. NAME is an entry of SOURCES_FILE
 * (enabled or not); a URL is checked as the kind its host or body suggests, or `--kind`, with
 * the rest of the entry (selectors of an html source) from the JSON object in `--config`.
 * Exits 1 when nothing is found.
 *
 * npm run sources -- list: the entries of SOURCES_FILE (their runs are in /api/health).
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

import { loadEnv } from '../src/server/env.ts'
import { checkSource, type CheckedSource } from '../src/server/ingest/check/check-source.ts'
import { formatCheckReport } from '../src/server/ingest/check/format-check-report.ts'
import { kindFromBody, kindFromHost } from '../src/server/ingest/check/guess-kind.ts'
import { createSafeFetcher } from '../src/server/ingest/fetch/safe-fetch.ts'
import type { Fetcher, SourceConfig } from '../src/server/ingest/ingest-types.ts'
import { loadSourcesConfig, parseSourcesConfig } from '../src/server/ingest/sources-config.ts'
import { forTerminal, printError, printLine } from './lib/terminal-text.ts'

const USAGE =
  'usage: npm run sources -- check NAME|URL [--kind KIND] [--config FILE]\n       npm run sources -- list'

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { kind: { type: 'string' }, config: { type: 'string' } },
  })
  const [command, target] = positionals
  const env = loadEnv()
  if (command === 'list') {
    const sources = loadSourcesConfig(env.ingest.sourcesFile)
    if (sources.length === 0) printLine(`no sources in ${env.ingest.sourcesFile}`)
    for (const source of sources)
      console.log(
        [source.name, source.kind, source.enabled ? 'enabled' : 'disabled', source.url]
          .map((field) => forTerminal(field))
          .join('\t'),
      )
    return 0
  }
  if (command !== 'check' || !target) {
    console.error(USAGE)
    return 2
  }
  const fetch = createSafeFetcher({
    userAgent: env.ingest.userAgent,
    allowHosts: env.ingest.allowHosts,
    maxBytes: env.ingest.maxBytes,
  })
  const source = /^https?:\/\//i.test(target)
    ? await sourceForUrl(target, values, fetch)
    : sourceByName(target, env.ingest.sourcesFile)
  const result = await checkSource({ source, fetch, timeZone: env.siteTimeZone, now: Date.now() })
  // Every line quotes the source (titles, warnings, the page's text): escaped, never raw.
  for (const line of formatCheckReport(source, result, env.siteTimeZone)) printLine(line)
  return result.jobs.length > 0 ? 0 : 1
}

function sourceByName(name: string, file: string): SourceConfig {
  const source = loadSourcesConfig(file).find((entry) => entry.name === name)
  if (!source) throw new Error(`No source named "${name}" in ${file}`)
  return source
}

/** An entry for a bare URL, checked by the same schema as SOURCES_FILE. */
async function sourceForUrl(
  url: string,
  options: { kind?: string; config?: string },
  fetch: Fetcher,
): Promise<CheckedSource> {
  const extra: unknown = options.config ? JSON.parse(readFileSync(options.config, 'utf8')) : {}
  if (typeof extra !== 'object' || extra === null || Array.isArray(extra))
    throw new Error(`${options.config} must hold one JSON object (a source entry)`)
  let kind = options.kind ?? ('kind' in extra ? String(extra.kind) : null) ?? kindFromHost(url)
  if (!kind && 'list' in extra) kind = 'html'
  if (!kind) {
    kind = kindFromBody((await fetch(url)).body)
    printLine(`kind: ${kind} (guessed from what ${url} answers; --kind sets it)`)
  }
  const name = 'checked-source'
  // No selectors yet: the check shows the page's repeated shapes to write them from.
  if (kind === 'html' && !('list' in extra)) return { name, kind, url, list: null }
  // ReliefWeb asks every caller for an appname; a check stands in with its own.
  const entry = {
    name,
    ...(kind === 'reliefweb' ? { appname: 'jobs-zw-check' } : {}),
    ...extra,
    kind,
    url,
  }
  const [source] = parseSourcesConfig(JSON.stringify([entry]), options.config ?? 'the command line')
  if (!source) throw new Error('no source')
  return source
}

try {
  process.exitCode = await main()
} catch (error) {
  printError(`sources: ${(error as Error).message}`)
  process.exitCode = 1
}
