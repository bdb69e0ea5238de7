/**
 * The kind of source a bare URL is, from one look at what it answers: a feed, a JSON API of a
 * known job board service, pages with JobPosting JSON-LD, or else an html card board.
 */
import type { SourceKind } from '../ingest-types.ts'

const API_HOSTS: [RegExp, SourceKind][] = [
  [/(?:^|\.)boards-api\.greenhouse\.io$/, 'greenhouse'],
  [/(?:^|\.)api(?:\.eu)?\.lever\.co$/, 'lever'],
  [/(?:^|\.)apply\.workable\.com$/, 'workable'],
  [/(?:^|\.)api\.smartrecruiters\.com$/, 'smartrecruiters'],
  [/(?:^|\.)api\.ashbyhq\.com$/, 'ashby'],
  [/(?:^|\.)api\.reliefweb\.int$/, 'reliefweb'],
]

/** The kind a URL's host says, before fetching anything; null when the host says nothing. */
export function kindFromHost(url: string): SourceKind | null {
  const host = new URL(url).hostname
  return API_HOSTS.find(([pattern]) => pattern.test(host))?.[1] ?? null
}

/** The kind a fetched body looks like. */
export function kindFromBody(body: string): SourceKind {
  const head = body.slice(0, 4096)
  if (/<(?:rss|feed|rdf:RDF)[\s>]/i.test(head)) return 'rss'
  if (/<(?:[\w-]+:)?(?:urlset|sitemapindex)[\s>]/i.test(head)) return 'jsonld'
  if (/"@type"\s*:\s*"JobPosting"/.test(body)) return 'jsonld'
  return 'html'
}
