/**
 * Ingestion inside the server process: the sources file is checked at start (a mistake stops the
 * server with a message), the schedule starts, and a board whose last run is over an hour old
 * (or that never ran) is ingested at once rather than at the next full hour.
 */
import type { Clock } from '../clock.ts'
import type { Db } from '../db/db.ts'
import type { Env } from '../env.ts'
import { logger } from '../observability/logger.ts'
import { getLastRunStartedAt } from './ingest.repo.ts'
import { createIngester } from './ingester.ts'
import { loadSourcesConfig } from './sources-config.ts'

const STALE_AFTER_MS = 60 * 60_000

export async function startIngestion({ db, clock, env }: { db: Db; clock: Clock; env: Env }) {
  const enabled = loadSourcesConfig(env.ingest.sourcesFile).filter((source) => source.enabled)
  if (enabled.length === 0 || !env.ingest.schedule) return { stop: async () => {} }
  const ingester = createIngester({ db, clock, timeZone: env.siteTimeZone, ingest: env.ingest })
  const stopSchedule = ingester.schedule()
  logger.info(
    { event: 'ingest', sources: enabled.length, schedule: env.ingest.schedule },
    `Ingesting ${enabled.length} sources on the schedule "${env.ingest.schedule}" (INGEST_SCHEDULE).`,
  )
  let running: Promise<unknown> = Promise.resolve()
  const last = (await getLastRunStartedAt(db)) ?? Number.NaN
  if (!(clock.now() - last < STALE_AFTER_MS)) {
    running = ingester.runOnce().catch((error: unknown) => {
      logger.error({ event: 'ingest', err: error }, 'ingest: the first run failed')
    })
  }
  return {
    async stop() {
      stopSchedule()
      await running
    },
  }
}
