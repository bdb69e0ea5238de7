/**
 * The sitemap's files: one urlset of the site's pages, the employer pages and the open jobs while
 * they fit one file, else an index of parts (the pages, the employer pages, the jobs by the
 * 49,000). Bodies are cached by the caller like the API's (SeoPages.sitemap).
 */
import { employerPath } from '#shared/employer-meta.ts'

import type { Queryable } from '../db/db.ts'
import { countSitemapEmployers, listSitemapEmployers } from '../employers/sitemap-employers.ts'
import { EncodedBody } from '../http/encoded-body.ts'
import { countJobs, listSitemapJobs } from '../jobs/jobs.repo.ts'
import { renderSitemapIndex, renderUrlset, SITEMAP_MAX_URLS, type SitemapEntry } from './sitemap.ts'

/** null: /sitemap.xml; 0: the pages; 'employers': the employer pages; n: the nth of jobs. */
export type SitemapPart = number | 'employers' | null

const XML = 'application/xml; charset=utf-8'
/** room left in one file for the site's own pages */
const JOBS_PER_SITEMAP = SITEMAP_MAX_URLS - 1000

const xml = (body: string) => new EncodedBody(Buffer.from(body), XML)

export async function renderSitemapPart(
  db: Queryable,
  now: number,
  { origin, pages, part }: { origin: string; pages: readonly string[]; part: SitemapPart },
): Promise<EncodedBody> {
  const pageEntries: SitemapEntry[] = pages.map((path) => ({ loc: origin + path }))
  const employerEntries = async () =>
    (await listSitemapEmployers(db, { now, limit: SITEMAP_MAX_URLS })).map((employer) => ({
      loc: origin + employerPath(employer.slug),
      lastmod: employer.lastmod,
    }))
  const jobEntries = async (offset: number) =>
    (await listSitemapJobs(db, { now, offset, limit: JOBS_PER_SITEMAP })).map((job) => ({
      loc: `${origin}/job/${job.id}`,
      lastmod: job.lastmod,
    }))
  if (part === 0) return xml(renderUrlset(pageEntries))
  if (part === 'employers') return xml(renderUrlset(await employerEntries()))
  const [{ active }, employers] = await Promise.all([
    countJobs(db, now),
    countSitemapEmployers(db, now),
  ])
  const parts = Math.ceil(active / JOBS_PER_SITEMAP)
  if (part === null && active + employers <= JOBS_PER_SITEMAP)
    return xml(
      renderUrlset([...pageEntries, ...(await employerEntries()), ...(await jobEntries(0))]),
    )
  if (part === null) {
    const locations = [`${origin}/sitemap-pages.xml`, `${origin}/sitemap-employers.xml`]
    for (let n = 1; n <= parts; n++) locations.push(`${origin}/sitemap-jobs-${n}.xml`)
    return xml(renderSitemapIndex(locations))
  }
  if (part > parts) return xml(renderUrlset([]))
  return xml(renderUrlset(await jobEntries((part - 1) * JOBS_PER_SITEMAP)))
}
