/**
 * The ingester as the server and `npm run ingest` use it: sources read from SOURCES_FILE at
 * every run (edits apply without a restart), the guarded fetcher, and the hourly schedule.
 */
import { Cron } from 'croner'

import type { Clock } from '../clock.ts'
import type { Db } from '../db/db.ts'
import type { IngestEnv } from '../env.ts'
import { createSafeFetcher } from './fetch/safe-fetch.ts'
import { logger } from '../observability/logger.ts'
import {
  formatSourceSummary,
  runIngest,
  type IngestSummary,
  type SourceSummary,
} from './ingest-pipeline.ts'
import { loadSourcesConfig } from './sources-config.ts'

export interface Ingester {
  runOnce(only?: string): Promise<IngestSummary>
  /** starts the cron schedule (nothing when INGEST_SCHEDULE=off); returns a stop function */
  schedule(): () => void
}

/**
 * Where the ingester says what a run did: a line for people, and for the server's JSON log the
 * source's figures as fields (one line per source per run).
 */
export type IngestLog = (line: string, source?: SourceSummary) => void

/** The server's: one JSON line per source per run; a failed source is a warning. */
export const logIngestToServerLog: IngestLog = (line, source) => {
  if (!source) logger.info({ event: 'ingest' }, line)
  else
    logger[source.ok ? 'info' : 'warn'](
      {
        event: 'ingest_run',
        source: source.source,
        ok: source.ok,
        complete: source.complete,
        fetched: source.fetched,
        inserted: source.inserted,
        updated: source.updated,
        withdrawn: source.withdrawn,
        duplicates: source.duplicates,
        warnings: source.warnings.length,
        duration_ms: source.durationMs,
        error: source.error,
      },
      line,
    )
}

export function createIngester({
  db,
  clock,
  timeZone,
  ingest,
  log = logIngestToServerLog,
}: {
  db: Db
  clock: Clock
  timeZone: string
  ingest: IngestEnv
  log?: IngestLog
}): Ingester {
  // One fetcher for the ingester's life: its robots.txt cache (24 h, RFC 9309) then spares
  // every hourly run a request per host.
  const fetcher = createSafeFetcher({
    userAgent: ingest.userAgent,
    allowHosts: ingest.allowHosts,
    maxBytes: ingest.maxBytes,
  })
  const runOnce = async (only?: string) => {
    const sources = loadSourcesConfig(ingest.sourcesFile)
    const summary = await runIngest({
      db,
      sources,
      fetcher,
      concurrency: ingest.concurrency,
      timeZone,
      now: () => clock.now(),
      keepDemoJobs: ingest.keepDemoJobs,
      only,
    })
    if (!summary.ran) log(`ingest: skipped, ${summary.reason}`)
    else {
      for (const source of summary.sources) log(`ingest: ${formatSourceSummary(source)}`, source)
      if (summary.demoJobsRemoved > 0)
        log(`ingest: removed ${summary.demoJobsRemoved} demo jobs (KEEP_DEMO_JOBS=1 keeps them)`)
      if (summary.agedOut > 0)
        log(`ingest: closed ${summary.agedOut} jobs without a deadline past their age limit`)
    }
    return summary
  }

  return {
    runOnce,
    schedule() {
      if (!ingest.schedule) return () => {}
      // protect: a run still going when the next is due is not started twice in this process
      const job = new Cron(ingest.schedule, { protect: true }, async () => {
        try {
          await runOnce()
        } catch (error) {
          logger.error({ event: 'ingest', err: error }, 'ingest: the run failed')
        }
      })
      return () => job.stop()
    },
  }
}
