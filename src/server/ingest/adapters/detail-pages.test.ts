import { describe, expect, it } from 'vitest'

import type { DetailMemory, NormalisedJob, RememberedDetail } from '../ingest-types.ts'
import { makeJobInput } from '../../testing/job-factory.ts'
import { adapterContext, fakeFetcher, testSource } from '../testing/adapter-test-kit.ts'
import { readDetailPages, retryDelay, type ListedJob } from './detail-pages.ts'

const HOUR = 3_600_000
const source = testSource({
  name: 'board',
  kind: 'html',
  url: 'https://board.example/jobs/',
  list: { item: 'article', title: 'h2' },
})

function listedJob(detailUrl: string, cardHash = 'card-1'): ListedJob {
  const {
    source: _source,
    isDemo: _demo,
    ...job
  } = makeJobInput({
    externalId: 'job-1',
    description: '',
  })
  return { job: job as NormalisedJob, cardHash, detailUrl, hasCompany: true }
}

/** A memory kept in a map, written at once (the pipeline writes it with the run's jobs). */
function memory(): DetailMemory & { stored: Map<string, RememberedDetail> } {
  const stored = new Map<string, RememberedDetail>()
  return {
    stored,
    recall: async (ids) =>
      new Map(ids.flatMap((id) => (stored.has(id) ? [[id, stored.get(id)!] as const] : []))),
    remember: (id, detail) => void stored.set(id, detail),
  }
}

const reader = { accept: 'text/html', read: (body: string) => ({ description: body }) }

describe('readDetailPages and pages that fail', () => {
  it('waits 1 h, then doubling, up to a day', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 40].map((count) => retryDelay(count) / HOUR)).toEqual([
      1, 2, 4, 8, 16, 24, 24, 24,
    ])
  })

  it('asks at once when the card links to another page, and a read clears the count', async () => {
    const details = memory()
    const requested: string[] = []
    const fetch = fakeFetcher({ 'https://board.example/jobs/1-new': 'Read at last' }, { requested })
    const run = async (url: string, now: number) => {
      const entry = listedJob(url)
      await readDetailPages([entry], { ...adapterContext(source, fetch), now, details }, reader)
      return entry.job
    }
    const start = Date.parse('2026-08-01T08:00:00Z')
    await run('https://board.example/jobs/1', start)
    expect(details.stored.get('job-1')?.failure).toEqual({
      url: 'https://board.example/jobs/1',
      count: 1,
      retryAt: start + HOUR,
    })
    await run('https://board.example/jobs/1', start + HOUR / 2)
    expect(requested).toHaveLength(1)
    const job = await run('https://board.example/jobs/1-new', start + HOUR / 2)
    expect(requested).toHaveLength(2)
    expect(job.description).toBe('Read at last')
    expect(details.stored.get('job-1')).toEqual({
      cardHash: 'card-1',
      fields: { description: 'Read at last' },
    })
  })

  it('tries every page when nothing is remembered, as `sources check` does', async () => {
    const requested: string[] = []
    const fetch = fakeFetcher({}, { requested })
    for (let run = 0; run < 3; run++)
      await readDetailPages(
        [listedJob('https://board.example/jobs/1')],
        adapterContext(source, fetch),
        reader,
      )
    expect(requested).toHaveLength(3)
  })
})
