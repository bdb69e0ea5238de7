import { createApp } from '../app.ts'
import type { Clock } from '../clock.ts'
import type { Db } from '../db/db.ts'
import { StaticFiles } from '../http/static-files.ts'
import { upsertJobs } from '../jobs/jobs.repo.ts'
import type { JobInput } from '../jobs/job-input.ts'
import { JobsService } from '../jobs/jobs-service.ts'

export const TEST_TIME_ZONE = 'Africa/Harare'

/** A clock the test moves by hand. */
export function createTestClock(
  start: number,
): Clock & { set(ms: number): void; advance(ms: number): void } {
  let now = start
  return {
    now: () => now,
    set: (ms) => void (now = ms),
    advance: (ms) => void (now += ms),
  }
}

export function createTestApp(db: Db, clock: Clock, { clientDir = '/nonexistent' } = {}) {
  const jobs = new JobsService({ db, clock, pollMs: 0 })
  const app = createApp({
    db,
    clock,
    jobs,
    staticFiles: new StaticFiles(clientDir),
    bodyLimitBytes: 64 * 1024,
  })
  return {
    app,
    jobs,
    /** Writes jobs and lets the API see them at once (as the background poll would). */
    async addJobs(inputs: JobInput[]) {
      const result = await upsertJobs(db, inputs, { now: clock.now(), timeZone: TEST_TIME_ZONE })
      await jobs.refresh()
      return result
    },
  }
}
