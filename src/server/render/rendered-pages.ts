/**
 * Server-rendered pages, cached like the API: per data version, until a listed job changes
 * class, and for at most half a minute so that the query data a page carries is always younger
 * than the browser's one-minute freshness (no refetch right after a first visit). Pages with a
 * query string are rendered each time and never cached: their number has no bound. Except a
 * list showing more jobs (`?shown=` alone, Load More without the app, docs/decisions/018): its
 * values are few, and it is the costliest page to render.
 */
import { formatPageTitle } from '#shared/site.ts'

import { EncodedBody } from '../http/encoded-body.ts'
import type { JobsService } from '../jobs/jobs-service.ts'
import { injectNotFoundHead } from '../seo/html-head.ts'
import type { RenderedPage } from '../seo/seo-pages.ts'
import type { Clock } from '../clock.ts'
import type { ServerRenderer } from './server-renderer.ts'

const HTML = 'text/html; charset=utf-8'
const CACHE_WINDOW_MS = 30_000
const CACHEABLE_QUERY = /^\?shown=\d{1,3}$/

class RenderSkipped extends Error {}

export class RenderedPages {
  /** the status of each rendered body that is not 200 (an unknown page, a removed job) */
  private readonly statuses = new WeakMap<EncodedBody, 404 | 410>()

  constructor(
    private readonly options: { renderer: ServerRenderer; jobs: JobsService; clock: Clock },
  ) {}

  /** The page at `url` (path and query) rendered into `base`; null to send `base` as it is. */
  async get(url: string, origin: string, base: EncodedBody): Promise<RenderedPage | null> {
    const render = async () => {
      const page = await this.options.renderer.render(url, origin, base.body.toString('utf8'))
      if (!page) throw new RenderSkipped()
      if (page.status === 200) return new EncodedBody(Buffer.from(page.html), HTML)
      // Neither is a page for search engines: both carry noindex.
      const title = page.status === 404 ? 'Page Not Found' : 'This listing was removed'
      const html = injectNotFoundHead(page.html, formatPageTitle(title))
      const body = new EncodedBody(Buffer.from(html), HTML)
      this.statuses.set(body, page.status)
      return body
    }
    try {
      const query = url.includes('?') ? url.slice(url.indexOf('?')) : ''
      const body =
        query && !CACHEABLE_QUERY.test(query)
          ? await render()
          : await this.options.jobs.getDerived(
              `page:${base.etag}:${Math.floor(this.options.clock.now() / CACHE_WINDOW_MS)}:${origin}${url}`,
              render,
            )
      return { body, status: this.statuses.get(body) ?? 200 }
    } catch (error) {
      if (error instanceof RenderSkipped) return null
      throw error
    }
  }
}
