/**
 * The registry of adapters, one per source kind. The pipeline runs a source's adapter through
 * runAdapter; each adapter's parser is imported from its own module.
 */
import type {
  Adapter,
  AdapterContext,
  AdapterResult,
  SourceKind,
  SourceOf,
} from '../ingest-types.ts'
import { ashbyAdapter } from './ats/ashby.ts'
import { smartRecruitersAdapter } from './ats/smartrecruiters.ts'
import { workableAdapter } from './ats/workable.ts'
import { greenhouseAdapter } from './greenhouse.ts'
import { htmlAdapter } from './html/html.ts'
import { jsonLdAdapter } from './jsonld.ts'
import { leverAdapter } from './lever.ts'
import { reliefWebAdapter } from './reliefweb.ts'
import { rssAdapter } from './rss.ts'

/** Each kind's adapter, which takes sources of that kind only. */
export type AdapterRegistry = { [TKind in SourceKind]: Adapter<SourceOf<TKind>> }

export const adapters: AdapterRegistry = {
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

/** Reads a source with the adapter of its kind. */
export function runAdapter(
  context: AdapterContext,
  registry: AdapterRegistry = adapters,
): Promise<AdapterResult> {
  // The registry's type pairs each kind with an adapter of that kind's sources; TypeScript cannot
  // follow that pairing through registry[kind] for a source of any kind, so it is stated here.
  const adapter = registry[context.source.kind] as Adapter
  return adapter(context)
}
