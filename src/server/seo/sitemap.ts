/** /sitemap.xml and /robots.txt (sitemaps.org 0.9, RFC 9309). */
import { escapeHtml } from './html-head.ts'

export interface SitemapEntry {
  loc: string
  /** YYYY-MM-DD */
  lastmod?: string
}

/** sitemaps.org allows 50,000 URLs per file; beyond that /sitemap.xml becomes an index. */
export const SITEMAP_MAX_URLS = 50_000

export function renderUrlset(entries: SitemapEntry[]): string {
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export function renderSitemapIndex(locations: string[]): string {
  const sitemaps = locations.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join('\n')}\n</sitemapindex>\n`
}

export function renderRobotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`
}
