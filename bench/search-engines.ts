/**
 * Search engines side by side: the in-memory index the site searches with
 * (src/shared/search) against what a PostgreSQL deployment would usually do instead, full-text
 * search with weighted fields plus pg_trgm for typos. Both get the same BENCH_JOBS demo jobs and
 * the same 300 distinct searches (bench/lib/search-queries.ts; the first 30 warm up and are not
 * measured), one at a time on one thread: this is the cost of one search, not of HTTP under load.
 * Nothing fails on timing, and results differing between the engines are reported, not failed:
 * they differ by design (stemming, which typos are forgiven).
 *
 *   npm run bench:search-engines                                  # the in-memory index alone
 *   DATABASE_URL=postgres://... npm run bench:search-engines      # both, in a scratch schema
 *   BENCH_JOBS=10000 DATABASE_URL=postgres://... npm run bench:search-engines
 *
 * PostgreSQL works in a schema of its own, created for the run and dropped at the end with
 * everything in it (the extensions too, when it had to create them). It needs a database the
 * user may create schemas in; pg_trgm and unaccent are used when they can be installed.
 *
 * Why the site's search is an index in memory and not PostgreSQL full-text search:
 * - The same code searches on the device, so a search offline finds what the same search online
 *   would, among the jobs the device has; SQL cannot run there.
 * - The default database is PGlite (PostgreSQL in WebAssembly, in the server's process), which
 *   runs one query at a time: a slow search would hold up every other query. The index runs in
 *   a thread of its own.
 * - Full-text search ranks every match to return the best 20, so a broad word ("manager",
 *   "harare") costs in proportion to the jobs it finds, and the API's exact total and the facet
 *   counts each walk the matches again; typo correction is a further round trip to a word table.
 * - What search means (every word, the last one as a prefix, one typo in long words, field
 *   weights, the town's aliases) is written once in TypeScript and tested against a reference;
 *   in SQL it would be split between tsquery syntax, dictionaries and a trigram threshold.
 * The figures this prints are the measured side of that: see the table for a board of your size.
 */
import os from 'node:os'
import v8 from 'node:v8'
import vm from 'node:vm'

import pg from 'pg'

import { getJobDeadline } from '../src/shared/deadline.ts'
import { getJobCategory } from '../src/shared/job-facets/job-category.ts'
import { getLocationFacet } from '../src/shared/job-facets/location-facet.ts'
import { parsePay } from '../src/shared/pay/parse-pay.ts'
import {
  createJobSearchIndex,
  type JobSearchRequest,
  type JobSearchScope,
  type SearchableJob,
} from '../src/shared/search/job-search.ts'
import { parseQuery, toWords } from '../src/shared/search/search-words.ts'
import { buildDemoJobs } from '../src/server/demo/demo-jobs.ts'
import { demoJobTemplates } from '../src/server/demo/demo-jobs.data.ts'
import { createQueryGenerator, seededRandom } from './lib/search-queries.ts'
import type { BenchRow } from './run-all.ts'

const TIME_ZONE = 'Africa/Harare'
const QUERY_COUNT = 300
const WARM_UP = 30
const PAGE_SIZE = 20
const MB = 1024 * 1024
/** the insert batch for PostgreSQL: large enough to be quick, small enough for one message */
const INSERT_BATCH = 2_000
/**
 * ts_rank's weights for D, C, B and A: the index's field weights (description 1, labels 2,
 * company or place 4, title 6) scaled to 1, so both engines prefer the same fields.
 */
const RANK_WEIGHTS = '{0.17,0.33,0.67,1}'

/** A job as both engines get it, with the facet values PostgreSQL groups by. */
interface BenchJob extends SearchableJob {
  locationFacet: string
  category: string
}

/** Per engine: how long it took to get ready, and each measured search and facet count. */
interface EngineRun {
  engine: string
  buildMs: number
  searchMs: number[]
  facetsMs: number[]
  /** every query's total, warm-up included, to compare the engines on */
  totals: number[]
  memoryBytes: number
}

/** A whole number above zero from the environment; a typo must not run a benchmark of NaN. */
function positive(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number > 0`)
  return value
}

/**
 * The garbage collector, so heap figures are what is kept rather than what is not yet
 * collected. The npm script runs tsx without --expose-gc, so the flag is set from here.
 */
function getGc(): () => void {
  v8.setFlagsFromString('--expose-gc')
  const gc: unknown = vm.runInNewContext('gc')
  if (typeof gc !== 'function') return () => {}
  return () => {
    gc()
    gc()
  }
}
const collect = getGc()

/** The JS heap plus the typed arrays' memory, which lives outside it. */
function usedMemory(): number {
  collect()
  const { heapUsed, arrayBuffers } = process.memoryUsage()
  return heapUsed + arrayBuffers
}

/** Nearest-rank percentile of measurements in ms. */
function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0
}

const ms = (value: number) => Number(value.toFixed(value < 10 ? 2 : 1))
const share = (part: number, whole: number) =>
  whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`

/**
 * The demo jobs, made a little less uniform: the demo repeats its templates' text, so every copy
 * of a template would otherwise have the same words. A few words of the templates' own
 * vocabulary, drawn by a seeded generator, go at the end of each description.
 */
function makeJobs(count: number, now: number): BenchJob[] {
  const vocabulary = [
    ...new Set(
      demoJobTemplates.flatMap((template) =>
        toWords(`${template.title} ${template.tags.join(' ')} ${template.description}`),
      ),
    ),
  ].filter((word) => word.length > 2)
  const random = seededRandom(20_260_601)
  return buildDemoJobs({ now, timeZone: TIME_ZONE, count }).map((job) => {
    const extra = Array.from(
      { length: 3 + Math.floor(random() * 6) },
      () => vocabulary[Math.floor(random() * vocabulary.length)] ?? '',
    )
    const searchable: SearchableJob = {
      id: job.externalId,
      title: job.title,
      company: job.company,
      location: job.location,
      tags: job.tags,
      // A string of its own, as a row read from the database would be: joined strings are kept
      // as two halves until read, and the index reading them would be charged for joining them.
      description: Buffer.from(`${job.description}\n\n${extra.join(' ')}`).toString(),
      employmentType: job.employmentType,
      deadline: getJobDeadline({ expiry_ts: job.expiryTs, expiry_date: job.expiryDate }, TIME_ZONE),
      postedAt: Date.parse(job.postedAt ?? '') || now,
      withdrawn: false,
      // as the advert's reading sets pay: from the salary line
      showsPay: parsePay(job.salary) !== null,
    }
    return {
      ...searchable,
      locationFacet: getLocationFacet(searchable.location),
      category: getJobCategory(searchable),
    }
  })
}

function scope(q: string, now: number): JobSearchScope {
  return {
    q,
    status: 'active',
    urgency: null,
    location: [],
    category: [],
    type: [],
    postedDays: null,
    pay: null,
    now,
  }
}

function runInMemory(jobs: readonly BenchJob[], queries: readonly string[], now: number) {
  const before = usedMemory()
  const started = performance.now()
  const index = createJobSearchIndex(jobs)
  const buildMs = performance.now() - started
  const memoryBytes = usedMemory() - before

  const run: EngineRun = {
    engine: 'in-memory index',
    buildMs,
    searchMs: [],
    facetsMs: [],
    totals: [],
    memoryBytes,
  }
  queries.forEach((q, at) => {
    const request: JobSearchRequest = {
      ...scope(q, now),
      sort: 'relevance',
      offset: 0,
      limit: PAGE_SIZE,
    }
    const asked = performance.now()
    const { total } = index.search(request)
    const took = performance.now() - asked
    run.totals.push(total)
    if (at >= WARM_UP) run.searchMs.push(took)
  })
  // Facets in a pass of their own: right after its search, a query's facets would reuse the
  // matches the index keeps for its last 32 queries and measure that cache, not the counting.
  // The matches of single words stay cached across queries, as they do in the server.
  queries.forEach((q, at) => {
    const asked = performance.now()
    index.facets(scope(q, now))
    const took = performance.now() - asked
    if (at >= WARM_UP) run.facetsMs.push(took)
  })
  return { run, index }
}

/** What the PostgreSQL run found about its setting, for the notes under the table. */
interface PostgresNotes {
  unaccent: string
  trigrams: string
  loadSteps: string
  sizes: string
  words: number
  corrected: number
  server: string
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`

/**
 * Where an extension is installed, installing it in the scratch schema when it is not (so that
 * dropping the schema removes it again); null when it cannot be had, with the reason.
 */
async function extensionSchema(
  client: pg.Client,
  name: string,
  schema: string,
): Promise<{ schema: string | null; note: string }> {
  const { rows } = await client.query<{ nspname: string }>(
    `select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace
     where e.extname = $1`,
    [name],
  )
  const installed = rows[0]?.nspname
  if (installed !== undefined) return { schema: installed, note: `${name} (installed)` }
  try {
    await client.query(`create extension ${name} with schema ${quoteIdent(schema)}`)
    return { schema, note: `${name} (installed for the run)` }
  } catch (error) {
    return { schema: null, note: `${name} not available: ${(error as Error).message}` }
  }
}

/**
 * Loads the jobs into a fresh schema the way a full-text search deployment would hold them: a
 * stored, weighted tsvector with a GIN index, and a table of every word with a trigram index
 * for correcting typos. Returns the time it took, step by step.
 */
async function loadPostgres(client: pg.Client, schema: string, jobs: readonly BenchJob[]) {
  const steps: [string, number][] = []
  const step = async (name: string, work: () => Promise<unknown>) => {
    const started = performance.now()
    await work()
    steps.push([name, performance.now() - started])
  }
  const s = quoteIdent(schema)
  await client.query(`create schema ${s}`)
  await client.query(`set search_path = ${s}, public`)
  const unaccent = await extensionSchema(client, 'unaccent', schema)
  const trigrams = await extensionSchema(client, 'pg_trgm', schema)
  // unaccent() is only stable (its dictionary could change), and a generated column takes only
  // immutable functions: the usual wrapper declares it immutable, naming the dictionary fully.
  // array_to_string is stable too (it formats any element type), so it is wrapped the same way.
  const fold =
    unaccent.schema === null
      ? 'select $1'
      : `select ${quoteIdent(unaccent.schema)}.unaccent('${quoteIdent(unaccent.schema)}.unaccent'::regdictionary, $1)`
  await client.query(`create function ${s}.fold(text) returns text
    language sql immutable parallel safe strict as $$ ${fold} $$`)
  await client.query(`create function ${s}.join_words(text[]) returns text
    language sql immutable parallel safe strict as $$ select array_to_string($1, ' ') $$`)
  await client.query(`create table ${s}.bench_fts_jobs (
    id text primary key,
    title text not null,
    company text not null,
    location text,
    tags text[] not null,
    description text not null,
    deadline timestamptz,
    posted_at timestamptz not null,
    withdrawn boolean not null,
    location_facet text not null,
    category text not null,
    fts tsvector generated always as (
      setweight(to_tsvector('simple', ${s}.fold(title)), 'A') ||
      setweight(to_tsvector('simple', ${s}.fold(company || ' ' || coalesce(location, ''))), 'B') ||
      setweight(to_tsvector('simple', ${s}.fold(${s}.join_words(tags))), 'C') ||
      setweight(to_tsvector('english', ${s}.fold(description)), 'D')
    ) stored
  )`)

  await step('insert', async () => {
    for (let from = 0; from < jobs.length; from += INSERT_BATCH) {
      const batch = jobs.slice(from, from + INSERT_BATCH).map((job) => ({
        id: job.id,
        title: job.title,
        company: job.company,
        location: job.location,
        tags: job.tags,
        description: job.description,
        deadline: job.deadline === null ? null : new Date(job.deadline).toISOString(),
        posted_at: new Date(job.postedAt).toISOString(),
        withdrawn: job.withdrawn,
        location_facet: job.locationFacet,
        category: job.category,
      }))
      await client.query(
        `insert into ${s}.bench_fts_jobs (id, title, company, location, tags, description,
           deadline, posted_at, withdrawn, location_facet, category)
         select * from json_to_recordset($1::json) as x(id text, title text, company text,
           location text, tags text[], description text, deadline timestamptz,
           posted_at timestamptz, withdrawn boolean, location_facet text, category text)`,
        [JSON.stringify(batch)],
      )
    }
  })
  await step('GIN', () =>
    client.query(`create index bench_fts_jobs_fts on ${s}.bench_fts_jobs using gin (fts)`),
  )
  // The word table holds words as written (folded, not stemmed), as the pg_trgm documentation
  // suggests: a typo is corrected to a word someone wrote, which the search then stems.
  await step('words', async () => {
    await client.query(`create table ${s}.bench_fts_words (word text collate "C" primary key)`)
    await client.query(
      `insert into ${s}.bench_fts_words
       select word from ts_stat($$select to_tsvector('simple', ${s}.fold(title || ' ' || company
         || ' ' || coalesce(location, '') || ' ' || ${s}.join_words(tags) || ' ' || description))
         from ${s}.bench_fts_jobs$$)`,
    )
    if (trigrams.schema !== null) {
      await client.query(
        `create index bench_fts_words_trgm on ${s}.bench_fts_words
         using gin (word ${quoteIdent(trigrams.schema)}.gin_trgm_ops)`,
      )
    }
  })
  // What autovacuum would have done by the time anyone searches: statistics for the planner,
  // and hint bits set so the first searches do not write.
  await step('vacuum analyze', () =>
    client.query(`vacuum analyze ${s}.bench_fts_jobs, ${s}.bench_fts_words`),
  )

  // Sizes come back as bigint, which pg hands over as text.
  const { rows } = await client.query<Record<'jobs' | 'heap' | 'gin' | 'fts' | 'words', string>>(
    `select pg_total_relation_size('${s}.bench_fts_jobs') as jobs,
       pg_relation_size('${s}.bench_fts_jobs') as heap,
       pg_relation_size('${s}.bench_fts_jobs_fts') as gin,
       (select sum(pg_column_size(fts)) from ${s}.bench_fts_jobs) as fts,
       pg_total_relation_size('${s}.bench_fts_words') as words`,
  )
  const size = rows[0]
  const megabytes = (value: string | undefined) => (Number(value ?? 0) / MB).toFixed(1)
  const { rows: counted } = await client.query<{ count: number }>(
    `select count(*)::int as count from ${s}.bench_fts_words`,
  )
  return {
    steps,
    memoryBytes: Number(size?.jobs ?? 0) + Number(size?.words ?? 0),
    words: counted[0]?.count ?? 0,
    // The table holds the jobs' text too, which the index does not: the tsvectors and the GIN
    // index are the part to set beside the index's figure.
    sizes:
      `jobs table ${megabytes(size?.jobs)} MB with its TOAST and indexes (heap ` +
      `${megabytes(size?.heap)} MB, tsvectors ${megabytes(size?.fts)} MB of it in heap or ` +
      `TOAST, GIN ${megabytes(size?.gin)} MB), word table with its indexes ` +
      `${megabytes(size?.words)} MB`,
    unaccent: unaccent.note,
    trigrams: trigrams.note,
    hasTrigrams: trigrams.schema !== null,
  }
}

/**
 * The tsquery of `count` words, as a real implementation would build it: every word ANDed,
 * each as written (titles, companies, places and tags are indexed unstemmed) or stemmed (the
 * description is English), the last one also as a prefix.
 */
function tsqueryOf(count: number): string {
  return Array.from(
    { length: count },
    (_, at) => `(to_tsquery('simple', $${at + 1}) || to_tsquery('english', $${at + 1}))`,
  ).join(' && ')
}

const ACTIVE = (nowParam: string) =>
  `not withdrawn and (deadline is null or deadline > ${nowParam}::timestamptz)`

function runPostgres(
  client: pg.Client,
  schema: string,
  hasTrigrams: boolean,
  queries: readonly string[],
  now: number,
) {
  const s = quoteIdent(schema)
  const nowIso = new Date(now).toISOString()
  let corrected = 0

  // One round trip for all the words: each found as written (or, the last, as the beginning of
  // a word) stays; any other is replaced by its nearest neighbour by trigrams, if it has one.
  const lookup = hasTrigrams
    ? `select case
         when exists (select 1 from ${s}.bench_fts_words where word = t.w)
           or (t.p and exists (select 1 from ${s}.bench_fts_words
                               where word >= t.w and word < t.w || chr(1114111)))
         then t.w
         else coalesce((select word from ${s}.bench_fts_words
                        where word % t.w and similarity(word, t.w) > 0.3
                        order by similarity(word, t.w) desc, word limit 1), t.w)
       end as word
       from unnest($1::text[], $2::bool[]) with ordinality as t(w, p, i)
       order by t.i`
    : null

  /** The query's words, corrected where a word is nowhere in the jobs. */
  async function words(q: string): Promise<string[]> {
    const typed = parseQuery(q).map((word) => word.text)
    if (lookup === null || typed.length === 0) return typed
    const { rows } = await client.query<{ word: string }>(lookup, [
      typed,
      typed.map((_, at) => at === typed.length - 1),
    ])
    const fixed = rows.map((row) => row.word)
    if (fixed.some((word, at) => word !== typed[at])) corrected++
    return fixed
  }

  /** tsquery text per word: quoted (so no word is read as an operator), the last a prefix. */
  const terms = (list: readonly string[]) =>
    list.map((word, at) => `'${word}'${at === list.length - 1 ? ':*' : ''}`)

  async function search(q: string): Promise<number> {
    const list = await words(q)
    if (list.length === 0) return 0
    const nowParam = `$${list.length + 1}`
    // Unnamed statements, as pg sends them by default, are planned for their values: a broad
    // word gets a scan of the table, a rare one the GIN index. A prepared statement's generic
    // plan could not tell them apart.
    const { rows } = await client.query<{ id: string; total: number }>(
      `select id, (count(*) over ())::int as total
             from ${s}.bench_fts_jobs, (select ${tsqueryOf(list.length)} as q) as query
             where fts @@ q and ${ACTIVE(nowParam)}
             order by ts_rank('${RANK_WEIGHTS}', fts, q) desc, deadline asc
             limit ${PAGE_SIZE}`,
      [...terms(list), nowIso],
    )
    return rows[0]?.total ?? 0
  }

  async function facets(q: string): Promise<void> {
    const list = await words(q)
    if (list.length === 0) return
    const nowParam = `$${list.length + 1}`
    await client.query(
      `select location_facet, category, count(*)::int as count
             from ${s}.bench_fts_jobs, (select ${tsqueryOf(list.length)} as q) as query
             where fts @@ q and ${ACTIVE(nowParam)}
             group by grouping sets ((location_facet), (category))`,
      [...terms(list), nowIso],
    )
  }

  return {
    async measure(run: EngineRun) {
      for (const [at, q] of queries.entries()) {
        const asked = performance.now()
        const total = await search(q)
        const took = performance.now() - asked
        run.totals.push(total)
        if (at >= WARM_UP) run.searchMs.push(took)
      }
      const correctedInSearch = corrected
      for (const [at, q] of queries.entries()) {
        const asked = performance.now()
        await facets(q)
        const took = performance.now() - asked
        if (at >= WARM_UP) run.facetsMs.push(took)
      }
      return correctedInSearch
    },
  }
}

async function benchPostgres(
  connectionString: string,
  jobs: readonly BenchJob[],
  queries: readonly string[],
  now: number,
): Promise<{ run: EngineRun; notes: PostgresNotes }> {
  const client = new pg.Client({ connectionString })
  await client.connect()
  const schema = `bench_search_engines_${process.pid}`
  try {
    const { rows } = await client.query<Record<'version' | 'buffers' | 'parallel', string>>(
      `select current_setting('server_version') as version,
         current_setting('shared_buffers') as buffers,
         current_setting('max_parallel_workers_per_gather') as parallel`,
    )
    const server = rows[0]
    const started = performance.now()
    const loaded = await loadPostgres(client, schema, jobs)
    const run: EngineRun = {
      engine: 'PostgreSQL FTS + pg_trgm',
      buildMs: performance.now() - started,
      searchMs: [],
      facetsMs: [],
      totals: [],
      memoryBytes: loaded.memoryBytes,
    }
    const corrected = await runPostgres(client, schema, loaded.hasTrigrams, queries, now).measure(
      run,
    )
    return {
      run,
      notes: {
        unaccent: loaded.unaccent,
        trigrams: loaded.trigrams,
        loadSteps: loaded.steps
          .map(([name, took]) => `${name} ${(took / 1000).toFixed(1)} s`)
          .join(', '),
        sizes: loaded.sizes,
        words: loaded.words,
        corrected,
        // Left as configured: a broad word is planned as a parallel scan, as it would be live.
        server:
          `PostgreSQL ${server?.version ?? '?'}, shared_buffers ${server?.buffers ?? '?'}, ` +
          `max_parallel_workers_per_gather ${server?.parallel ?? '?'}`,
      },
    }
  } finally {
    await client.query(`drop schema if exists ${quoteIdent(schema)} cascade`).catch(() => {})
    await client.end()
  }
}

function tableRow(run: EngineRun, differing: string) {
  const noResult = run.totals.filter((total) => total === 0).length
  return {
    engine: run.engine,
    'build/load s': Number((run.buildMs / 1000).toFixed(2)),
    'p50 ms': ms(percentile(run.searchMs, 0.5)),
    'p90 ms': ms(percentile(run.searchMs, 0.9)),
    'p99 ms': ms(percentile(run.searchMs, 0.99)),
    'max ms': ms(Math.max(...run.searchMs)),
    'facets p50 ms': ms(percentile(run.facetsMs, 0.5)),
    'facets p99 ms': ms(percentile(run.facetsMs, 0.99)),
    'no result': share(noResult, run.totals.length),
    'total differs': differing,
    'memory MB': Number((run.memoryBytes / MB).toFixed(1)),
  }
}

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')

export async function benchSearchEngines(): Promise<BenchRow[]> {
  const jobCount = positive('BENCH_JOBS', 100_000)
  const connectionString = process.env.DATABASE_URL
  const now = Date.now()
  const loadBefore = loadAverage()

  const queries: string[] = []
  const generator = createQueryGenerator()
  while (queries.length < QUERY_COUNT) queries.push(generator.next())

  const jobsBefore = usedMemory()
  const jobs = makeJobs(jobCount, now)
  const jobsBytes = usedMemory() - jobsBefore
  console.log(
    `${jobCount.toLocaleString('en-US')} demo jobs, ${QUERY_COUNT} distinct searches ` +
      `(${WARM_UP} warm-up), one at a time; ${os.cpus().length} cores, load average ${loadBefore}`,
  )

  const { run: ours, index } = runInMemory(jobs, queries, now)
  const memoryAfterQueries = usedMemory() - jobsBefore - jobsBytes
  // Still in use here, so the figure above was of the index, not of what was left of it.
  if (index.size !== jobs.length) throw new Error('the index lost jobs')

  let postgres: { run: EngineRun; notes: PostgresNotes } | null = null
  if (connectionString) {
    postgres = await benchPostgres(connectionString, jobs, queries, now)
  }

  const pgRun = postgres?.run
  const differing = pgRun
    ? queries.flatMap((q, at) => {
        const mine = ours.totals[at] ?? 0
        const theirs = pgRun.totals[at] ?? 0
        return mine === theirs ? [] : [{ q, 'in-memory': mine, PostgreSQL: theirs }]
      })
    : []
  const differs = pgRun ? share(differing.length, queries.length) : '-'
  console.table([tableRow(ours, differs), ...(pgRun ? [tableRow(pgRun, differs)] : [])])

  console.log(
    `in-memory: memory is the index alone (JS heap and typed arrays after GC); the jobs it was ` +
      `built from take ${(jobsBytes / MB).toFixed(1)} MB more, and the index's query caches ` +
      `bring it to ${(memoryAfterQueries / MB).toFixed(1)} MB after the run. Facets count ` +
      `location, category, type and pay shown; PostgreSQL's location and category.`,
  )
  if (postgres) {
    const { notes } = postgres
    console.log(
      `PostgreSQL: ${notes.server}. Load: ${notes.loadSteps}. Memory is on disk: ${notes.sizes}. ` +
        `${notes.words.toLocaleString('en-US')} words in the word table (the templates' ` +
        `vocabulary; a real board's is larger, and its trigram lookups slower). ` +
        `Accent folding: ${notes.unaccent}. Typo correction: ${notes.trigrams}; ` +
        `${notes.corrected} of ${QUERY_COUNT} searches had a word corrected. ` +
        `Times include the word lookup (one round trip) before each search and facet query.`,
    )
    console.log(
      `Totals differ for ${differing.length} of ${QUERY_COUNT} searches` +
        (differing.length > 0 ? '; the first ten:' : '.'),
    )
    if (differing.length > 0) console.table(differing.slice(0, 10))
  } else {
    console.log(
      'DATABASE_URL is not set, so PostgreSQL full-text search was not measured. To compare:\n' +
        "  psql postgres://postgres@127.0.0.1:5432/postgres -c 'create database bench_engines'\n" +
        '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_engines npm run bench:search-engines\n' +
        "  psql postgres://postgres@127.0.0.1:5432/postgres -c 'drop database bench_engines'",
    )
  }
  console.log(`load average at the end: ${loadAverage()}`)

  const row = (engine: EngineRun, measure: string, value: number, unit: string): BenchRow => ({
    bench: 'search-engines',
    measure: `${engine.engine}: ${measure}`,
    value,
    unit,
  })
  return [ours, ...(pgRun ? [pgRun] : [])].flatMap((run) => [
    row(run, `search p99, ${jobCount} jobs`, ms(percentile(run.searchMs, 0.99)), 'ms'),
    row(run, 'facets p99', ms(percentile(run.facetsMs, 0.99)), 'ms'),
  ])
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSearchEngines()
