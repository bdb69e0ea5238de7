import { Hono, type Context } from 'hono'

import type { AppEnv } from '../http/app-env.ts'
import { sendEncoded } from '../http/send-encoded.ts'
import type { SeoPages } from '../seo/seo-pages.ts'
import type { SitemapPart } from '../seo/sitemap-parts.ts'
import { renderRobotsTxt } from '../seo/sitemap.ts'

// Crawlers fetch these rarely; an hour's staleness costs nothing (jobs carry their own dates).
const CACHE_CONTROL = 'public, max-age=3600'

/** /robots.txt and /sitemap.xml (with its parts when the board outgrows one file). */
export function seoRoutes(seo: SeoPages, publicOrigin: string | null) {
  const originOf = (c: Context<AppEnv>) => publicOrigin ?? new URL(c.req.url).origin
  const sendSitemap = async (c: Context<AppEnv>, part: SitemapPart) => {
    const body = await seo.sitemap(originOf(c), part)
    return body ? sendEncoded(c, body, CACHE_CONTROL) : c.notFound()
  }
  return new Hono<AppEnv>()
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', CACHE_CONTROL)
      return c.text(renderRobotsTxt(originOf(c)))
    })
    .get('/sitemap.xml', (c) => sendSitemap(c, null))
    .get('/sitemap-pages.xml', (c) => sendSitemap(c, 0))
    .get('/sitemap-employers.xml', (c) => sendSitemap(c, 'employers'))
    .get('/:file{sitemap-jobs-[1-9][0-9]{0,5}\\.xml}', (c) =>
      sendSitemap(c, Number(/\d+/.exec(c.req.param('file'))?.[0])),
    )
}
