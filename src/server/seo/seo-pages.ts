/**
 * The HTML that crawlers get: the app's index.html with the page's own title,
 * description, canonical URL, Open Graph and Twitter tags, and for a job its JobPosting JSON-LD;
 * an unknown job id gets the app shell with status 404, and a job an operator took down 410 (gone,
 * on purpose: crawlers drop it). Plus /sitemap.xml. Job pages and the
 * sitemap are cached like the API (until the data or a job's class changes).
 */
import {
  employerPath,
  getEmployerPageDescription,
  getEmployerPageTitle,
} from '#shared/employer-meta.ts'
import { isEmployerSlug } from '#shared/employer-slug.ts'
import { isJobId } from '#shared/job-id.ts'
import { getJobPageDescription, getJobPageTitle } from '#shared/job-meta.ts'
import {
  formatPageTitle,
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_PATH,
  SHARE_IMAGE_WIDTH,
  SITE_NAME,
} from '#shared/site.ts'

import type { Queryable } from '../db/db.ts'
import { getEmployer } from '../employers/employers.repo.ts'
import { EncodedBody } from '../http/encoded-body.ts'
import type { StaticFileSource } from '../http/static-files.ts'
import { getJobById } from '../jobs/jobs.repo.ts'
import type { JobsService } from '../jobs/jobs-service.ts'
import { injectHead, injectNotFoundHead, renderHeadTags, type HeadMeta } from './html-head.ts'
import { toJobPosting } from './job-posting.ts'
import { renderSitemapPart, type SitemapPart } from './sitemap-parts.ts'

export interface PageMeta {
  path: string
  title: string
  description: string
}

export interface RenderedPage {
  body: EncodedBody
  status: 200 | 404 | 410
}

const HTML = 'text/html; charset=utf-8'
const JOB_PATH = /^\/job\/([^/]+)\/?$/
const EMPLOYER_PATH = /^\/employers\/([^/]+)\/?$/

/** page-meta.json as the build wrote it (scripts/vite-page-meta.ts); [] when absent or bad. */
export function readPageMeta(staticFiles: StaticFileSource): PageMeta[] {
  const file = staticFiles.get('/page-meta.json')
  if (!file) return []
  try {
    const data: unknown = JSON.parse(file.body.body.toString('utf8'))
    if (!Array.isArray(data)) return []
    return data.filter(
      (entry): entry is PageMeta =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as PageMeta).path === 'string' &&
        typeof (entry as PageMeta).title === 'string' &&
        typeof (entry as PageMeta).description === 'string',
    )
  } catch {
    return []
  }
}

export class SeoPages {
  private readonly notFound = new WeakSet<EncodedBody>()
  private readonly removed = new WeakSet<EncodedBody>()
  private readonly fixedPages = new Map<string, EncodedBody>()
  private jobNotFoundFor: { etag: string; body: EncodedBody } | null = null
  private pageMetaFor: { etag: string; pages: Map<string, PageMeta> } | null = null

  constructor(
    private readonly options: {
      staticFiles: StaticFileSource
      jobs: JobsService
      timeZone: string
      publicOrigin: string | null
    },
  ) {}

  /** The page for `path`, or null when the plain app shell will do. */
  async render(path: string, requestOrigin: string): Promise<RenderedPage | null> {
    const index = this.options.staticFiles.indexHtml
    if (!index) return null
    const origin = this.options.publicOrigin ?? requestOrigin
    const pathId = JOB_PATH.exec(path)?.[1]
    if (pathId !== undefined) {
      // No job can have this id: answered at once, without the database or a cache entry.
      if (!isJobId(pathId)) return { body: this.getJobNotFoundPage(index.body), status: 404 }
      // Stored ids are lower case, and the API matches them so.
      const jobId = pathId.toLowerCase()
      const body = await this.options.jobs.getDerived(
        `job-page:${index.body.etag}:${origin}:${jobId}`,
        (db, now) => this.renderJobPage(db, now, jobId, origin, index.body),
      )
      const status = this.notFound.has(body) ? 404 : this.removed.has(body) ? 410 : 200
      return { body, status }
    }
    const slug = EMPLOYER_PATH.exec(path)?.[1]
    if (slug !== undefined) {
      // No name makes this slug: answered at once, without the database or a cache entry.
      if (!isEmployerSlug(slug)) return { body: this.employerNotFound(index.body), status: 404 }
      const body = await this.options.jobs.getDerived(
        `employer-page:${index.body.etag}:${origin}:${slug}`,
        (db, now) => this.renderEmployerPage(db, now, slug, origin, index.body),
      )
      return { body, status: this.notFound.has(body) ? 404 : 200 }
    }
    const normalised = path.length > 1 ? path.replace(/\/$/, '') : path
    const meta = this.getPageMeta(index.body).get(normalised)
    if (!meta) return null
    const key = `${index.body.etag}:${origin}:${normalised}`
    let body = this.fixedPages.get(key)
    if (!body) {
      body = this.html(index.body, {
        ...this.baseMeta(origin, normalised),
        title: meta.title,
        description: meta.description,
        type: 'website',
      })
      if (this.fixedPages.size > 1000) this.fixedPages.clear()
      this.fixedPages.set(key, body)
    }
    return { body, status: 200 }
  }

  /** /sitemap.xml, or one of the parts it indexes when there are many jobs (sitemap-parts.ts). */
  async sitemap(requestOrigin: string, part: SitemapPart): Promise<EncodedBody | null> {
    const index = this.options.staticFiles.indexHtml
    const origin = this.options.publicOrigin ?? requestOrigin
    const pages = index ? [...this.getPageMeta(index.body).keys()] : ['/']
    return this.options.jobs.getDerived(`sitemap:${origin}:${part ?? 'main'}`, (db, now) =>
      renderSitemapPart(db, now, { origin, pages, part }),
    )
  }

  private async renderJobPage(
    db: Queryable,
    now: number,
    jobId: string,
    origin: string,
    index: EncodedBody,
  ): Promise<EncodedBody> {
    const job = await getJobById(db, jobId)
    if (!job) return this.getJobNotFoundPage(index)
    if (job.removed) {
      // No title, description or JobPosting of a listing that may be a scam.
      const html = injectNotFoundHead(
        index.body.toString('utf8'),
        formatPageTitle('This listing was removed'),
      )
      const body = new EncodedBody(Buffer.from(html), HTML)
      this.removed.add(body)
      return body
    }
    const url = `${origin}/job/${job.job_id}`
    return this.html(index, {
      ...this.baseMeta(origin, `/job/${job.job_id}`),
      title: getJobPageTitle(job),
      description: getJobPageDescription(job, now, this.options.timeZone),
      type: 'article',
      // Google asks for closed postings to lose their JobPosting data; a withdrawn job is closed
      // (one closed by its deadline keeps it: its validThrough is in the past, which says the same)
      jsonLd: job.withdrawn
        ? undefined
        : toJobPosting(job, { url, timeZone: this.options.timeZone }),
    })
  }

  private async renderEmployerPage(
    db: Queryable,
    now: number,
    slug: string,
    origin: string,
    index: EncodedBody,
  ): Promise<EncodedBody> {
    const employer = await getEmployer(db, slug, { now, timeZone: this.options.timeZone })
    if (!employer) return this.employerNotFound(index)
    return this.html(index, {
      ...this.baseMeta(origin, employerPath(slug)),
      title: getEmployerPageTitle(employer),
      description: getEmployerPageDescription(employer),
      type: 'website',
    })
  }

  private employerNotFound(index: EncodedBody): EncodedBody {
    const title = formatPageTitle('Employer Not Found')
    const body = new EncodedBody(
      Buffer.from(injectNotFoundHead(index.body.toString('utf8'), title)),
      HTML,
    )
    this.notFound.add(body)
    return body
  }

  /** One "Job Not Found" page per index.html, for every id that names no job. */
  private getJobNotFoundPage(index: EncodedBody): EncodedBody {
    if (this.jobNotFoundFor?.etag !== index.etag) {
      const html = injectNotFoundHead(index.body.toString('utf8'), formatPageTitle('Job Not Found'))
      const body = new EncodedBody(Buffer.from(html), HTML)
      this.notFound.add(body)
      this.jobNotFoundFor = { etag: index.etag, body }
    }
    return this.jobNotFoundFor.body
  }

  private baseMeta(origin: string, path: string) {
    return {
      canonicalUrl: origin + path,
      imageUrl: origin + SHARE_IMAGE_PATH,
      imageWidth: SHARE_IMAGE_WIDTH,
      imageHeight: SHARE_IMAGE_HEIGHT,
      siteName: SITE_NAME,
    }
  }

  private html(index: EncodedBody, meta: HeadMeta): EncodedBody {
    return new EncodedBody(
      Buffer.from(injectHead(index.body.toString('utf8'), renderHeadTags(meta))),
      HTML,
    )
  }

  private getPageMeta(index: EncodedBody): Map<string, PageMeta> {
    if (this.pageMetaFor?.etag !== index.etag) {
      const pages = readPageMeta(this.options.staticFiles)
      this.pageMetaFor = {
        etag: index.etag,
        pages: new Map(pages.map((page) => [page.path, page])),
      }
    }
    return this.pageMetaFor.pages
  }
}
