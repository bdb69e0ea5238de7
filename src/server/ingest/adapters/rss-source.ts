/** An `rss` source: an RSS 2.0, Atom or RSS 1.0 feed (rss.ts). */
import { companyOption, sourceKind } from '../source-options.ts'

export const rssSource = sourceKind('rss', { company: companyOption })
