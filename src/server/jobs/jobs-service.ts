/**
 * Reads jobs for the API through a response cache. A cached response stays valid until the data
 * changes (the data_version row, bumped by a trigger, polled in the background) or until the
 * next instant at which some job expires or enters the 3- or 5-day window, whichever is first.
 * So the hot path of the API does no database work and no compression.
 */
import type { AdvertCheck } from '#shared/advert-check/check-advert.ts'
import {
  NO_TAKEN_DOWN_CONTACTS,
  type TakenDownContacts,
} from '#shared/advert-check/taken-down-contacts.ts'
import type { JobDetailResponse, JobListResponse } from '#shared/job.ts'
import type { JobSearchScope } from '#shared/search/job-search.ts'

import { isDatabaseUnavailable } from '../db/database-unavailable.ts'
import type { Db } from '../db/db.ts'
import { EncodedBody } from '../http/encoded-body.ts'
import { ResponseCache } from '../http/response-cache.ts'
import type { Clock } from '../clock.ts'
import { logger } from '../observability/logger.ts'
import { SearchIndexHolder } from '../search/search-index-holder.ts'
import {
  countJobs,
  getDataVersion,
  getJobById,
  getJobsByIds,
  getNextClassChange,
  listJobs,
  listTakenDown,
} from './jobs.repo.ts'
import type { JobsQuery } from './parse-jobs-query.ts'

type ListQuery = Extract<JobsQuery, { kind: 'list' }>

/** Words or a filter: the search index answers. A plain list is one indexed SQL query. */
function needsSearch(query: ListQuery): boolean {
  return (
    query.q !== null ||
    query.location.length > 0 ||
    query.category.length > 0 ||
    query.type.length > 0 ||
    query.postedDays !== null ||
    query.pay !== null
  )
}

/** One cache key per distinct scope: the filters' values in the order given fold alike. */
function scopeKey(query: Omit<JobSearchScope, 'now'>): string {
  const list = (values: readonly string[]) => [...values].sort().join(',')
  return [
    query.status,
    query.urgency ?? '',
    query.q ?? '',
    list(query.location),
    list(query.category),
    list(query.type),
    query.postedDays ?? '',
    query.pay ?? '',
  ].join('|')
}

/** Even with no class change ahead, rebuild cached responses at least this often. */
const MAX_CACHE_AGE_MS = 5 * 60_000

export interface JobsServiceOptions {
  db: Db
  clock: Clock
  /** how often to look for writes by other processes; 0 disables the background poll */
  pollMs: number
}

export class JobsService {
  private readonly cache = new ResponseCache()
  private dataVersion = -1
  private nextChange: { dataVersion: number; from: number; at: number | null } | null = null
  private pollTimer: NodeJS.Timeout | null = null
  private readonly search: SearchIndexHolder
  /**
   * jobs an operator took down and the contacts they give, as of `dataVersion` (read at each
   * change; a handful)
   */
  private takenDown: { dataVersion: number; ids: string[]; contacts: TakenDownContacts } = {
    dataVersion: -1,
    ids: [],
    contacts: NO_TAKEN_DOWN_CONTACTS,
  }

  constructor(private readonly options: JobsServiceOptions) {
    this.search = new SearchIndexHolder(options.db)
  }

  /** Reads the data version once and starts the background poll. */
  async start(): Promise<void> {
    await this.refresh()
    if (this.options.pollMs > 0 && !this.pollTimer) {
      this.pollTimer = setInterval(() => {
        this.refresh().catch((error: Error) => {
          // An outage is logged once by the database (db/database-outage.ts), not every poll.
          if (!isDatabaseUnavailable(error))
            logger.error({ err: error }, 'data version poll failed')
        })
      }, this.options.pollMs)
      this.pollTimer.unref()
    }
  }

  stop(): void {
    if (this.pollTimer) clearInterval(this.pollTimer)
    this.pollTimer = null
    void this.search.close()
  }

  /**
   * Picks up writes now (called after this process writes jobs, and by the poll). Searches find
   * what was just written once this resolves; with `waitForSearch: false` it resolves as soon as
   * every other answer is fresh, and searches leave out what was taken down meanwhile.
   */
  async refresh({ waitForSearch = true }: { waitForSearch?: boolean } = {}): Promise<void> {
    const version = await getDataVersion(this.options.db)
    if (version !== this.takenDown.dataVersion) {
      this.takenDown = { dataVersion: version, ...(await listTakenDown(this.options.db)) }
    }
    this.dataVersion = version
    const searched = this.search.update(version)
    if (waitForSearch) await searched
    else
      searched.catch((error: Error) => logger.error({ err: error }, 'search index update failed'))
  }

  /** the response cache's hits and misses since start, for /metrics */
  cacheStats(): { hits: number; misses: number } {
    return { ...this.cache.stats }
  }

  get version(): number {
    return this.dataVersion
  }

  async get(query: JobsQuery): Promise<EncodedBody> {
    if (this.dataVersion < 0) await this.refresh()
    const now = this.options.clock.now()
    const { db } = this.options
    if (query.kind === 'detail') {
      return this.cached(`job:${query.jobId}`, now, async () => {
        const job = await getJobById(db, query.jobId)
        return { jobs: job ? [job] : [] }
      })
    }
    if (query.kind === 'ids') {
      // Keyed on the ids as given (after dedupe), not sorted: the cached body is the serialised,
      // compressed answer, whose order follows the request, so `b,a` and `a,b` cannot share it
      // without encoding on every hit. The app sorts its saved ids before asking, so one saved
      // list is still one entry. Ids are [0-9a-z_-], so the comma cannot be ambiguous.
      const { jobIds } = query
      return this.cached(`jobs:${jobIds.join(',')}`, now, async () => {
        const response: JobDetailResponse = { jobs: await getJobsByIds(db, jobIds) }
        return response
      })
    }
    if (needsSearch(query)) return this.searchList(query, now)
    const { status, page, pageSize, sort, urgency } = query
    // Without words, relevance is newest: one cached answer for both.
    const order = sort === 'expiring' ? 'expiring' : 'newest'
    const key = `list:${status}:${urgency ?? ''}:${page}:${pageSize}:${order}`
    return this.cached(key, now, async () => {
      const { jobs, total } = await listJobs(db, {
        status,
        page,
        pageSize,
        sort: order,
        urgency,
        now,
      })
      const response: JobListResponse = { jobs, hasMore: page * pageSize < total, total }
      return response
    })
  }

  /** Each filter's values with how many jobs each would show (GET /api/jobs/facets). */
  async getFacets(scope: Omit<JobSearchScope, 'now'>): Promise<EncodedBody> {
    if (this.dataVersion < 0) await this.refresh()
    const now = this.options.clock.now()
    const { version, index } = await this.search.get(this.dataVersion)
    return this.cached(`facets:${version}:${scopeKey(scope)}`, now, () =>
      index.facets({ ...scope, now, takenDown: this.takenDownSince(version) }),
    )
  }

  private async searchList(query: ListQuery, now: number): Promise<EncodedBody> {
    const { version, index } = await this.search.get(this.dataVersion)
    const { page, pageSize, sort } = query
    const key = `search:${version}:${scopeKey(query)}:${sort}:${page}:${pageSize}`
    return this.cachedBody(key, now, async () => {
      // The index holds the jobs as they were when it was built, as JSON: no database work and
      // no serialising here, on the thread that answers every request.
      const { jobsJson, total } = await index.search({
        ...query,
        now,
        takenDown: this.takenDownSince(version),
        offset: (page - 1) * pageSize,
        limit: pageSize,
      })
      const hasMore = page * pageSize < total
      // The order of JobList's fields, as EncodedBody.json would write them.
      return EncodedBody.jsonText(`{"jobs":${jobsJson},"hasMore":${hasMore},"total":${total}}`)
    })
  }

  /**
   * "Is this job advert real?": the pasted text checked in the search worker against the listings
   * it holds (search/advert-candidates.ts), with the contacts of listings taken down. Waits for
   * the first index as a search does; never cached, as no two pastes are alike.
   */
  async checkAdvert(request: {
    text: string
    timeZone: string
    siteHosts: string[]
  }): Promise<AdvertCheck> {
    if (this.dataVersion < 0) await this.refresh()
    const { version, index } = await this.search.get(this.dataVersion)
    const { dataVersion, contacts } = this.takenDown
    return index.check({
      ...request,
      now: this.options.clock.now(),
      takenDown: { version: dataVersion, contacts },
      exclude: this.takenDownSince(version),
    })
  }

  /** What an index built at `version` may still hold that is taken down (nothing when current). */
  private takenDownSince(version: number): string[] | undefined {
    return version < this.takenDown.dataVersion ? this.takenDown.ids : undefined
  }

  async getCounts(): Promise<EncodedBody> {
    if (this.dataVersion < 0) await this.refresh()
    const now = this.options.clock.now()
    return this.cached('counts', now, () => countJobs(this.options.db, now))
  }

  /**
   * Any body derived from the jobs (a job's page for crawlers, the sitemap), cached and
   * invalidated exactly like the API's responses.
   */
  async getDerived(key: string, render: (db: Db, now: number) => Promise<EncodedBody>) {
    if (this.dataVersion < 0) await this.refresh()
    const now = this.options.clock.now()
    return this.cachedBody(`derived:${key}`, now, () => render(this.options.db, now))
  }

  private cached(key: string, now: number, load: () => Promise<unknown>): Promise<EncodedBody> {
    return this.cachedBody(key, now, async () => EncodedBody.json(await load()))
  }

  private cachedBody(
    key: string,
    now: number,
    load: () => Promise<EncodedBody>,
  ): Promise<EncodedBody> {
    const version = this.dataVersion
    return this.cache.getOrCreate(key, version, now, async () => {
      const [body, nextChange] = await Promise.all([load(), this.getNextChange(version, now)])
      const validUntil = Math.min(nextChange ?? Infinity, now + MAX_CACHE_AGE_MS)
      return { body, validUntil }
    })
  }

  /** The next class change, computed once per data version until it has passed. */
  private async getNextChange(version: number, now: number): Promise<number | null> {
    const known = this.nextChange
    if (
      known &&
      known.dataVersion === version &&
      known.from <= now &&
      (known.at === null || now < known.at)
    ) {
      return known.at
    }
    const at = await getNextClassChange(this.options.db, now)
    this.nextChange = { dataVersion: version, from: now, at }
    return at
  }
}
