/**
 * The registry of adapters, one per source kind. The pipeline looks a source's
 * adapter up here; each adapter's parser is imported from its own module.
 */
import type { Adapter, SourceKind } from '../ingest-types.ts'
import { ashbyAdapter } from './ats/ashby.ts'
import { smartRecruitersAdapter } from './ats/smartrecruiters.ts'
import { workableAdapter } from './ats/workable.ts'
import { greenhouseAdapter } from './greenhouse.ts'
import { htmlAdapter } from './html/html.ts'
import { jsonLdAdapter } from './jsonld.ts'
import { leverAdapter } from './lever.ts'
import { reliefWebAdapter } from './reliefweb.ts'
import { rssAdapter } from './rss.ts'

export const adapters: Record<SourceKind, Adapter> = {
  rss: rssAdapter,
  jsonld: jsonLdAdapter,
  reliefweb: reliefWebAdapter,
  greenhouse: greenhouseAdapter,
  lever: leverAdapter,
  workable: workableAdapter,
  smartrecruiters: smartRecruitersAdapter,
  ashby: ashbyAdapter,
  html: htmlAdapter,
}
