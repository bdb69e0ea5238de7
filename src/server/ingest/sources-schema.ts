/**
 * What SOURCES_FILE holds: entries of the kinds whose schemas sit beside their adapters
 * (adapters/*-source.ts), told apart by "kind". Each kind owns its options, with their defaults;
 * the options an adapter receives are typed from its kind's schema (SourceOf in ingest-types.ts),
 * so adapters check nothing again.
 */
import * as v from 'valibot'

import { ashbySource, smartRecruitersSource, workableSource } from './adapters/ats/ats-sources.ts'
import { greenhouseSource } from './adapters/greenhouse-source.ts'
import { htmlSource } from './adapters/html/html-source.ts'
import { jsonLdSource } from './adapters/jsonld-source.ts'
import { leverSource } from './adapters/lever-source.ts'
import { reliefWebAppnameProblem, reliefWebSource } from './adapters/reliefweb-source.ts'
import { rssSource } from './adapters/rss-source.ts'

export const kindSchemas = [
  rssSource,
  jsonLdSource,
  reliefWebSource,
  greenhouseSource,
  leverSource,
  workableSource,
  smartRecruitersSource,
  ashbySource,
  htmlSource,
] as const

export const sourceKinds = kindSchemas.map((schema) => schema.entries.kind.literal)

export const sourceKindSchema = v.picklist(sourceKinds, `must be one of ${sourceKinds.join(', ')}`)

export const sourceSchema = v.pipe(
  v.variant('kind', kindSchemas, `"kind" must be one of ${sourceKinds.join(', ')}`),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.value.kind !== 'reliefweb') return
    const problem = reliefWebAppnameProblem(dataset.value)
    if (problem) addIssue({ message: problem })
  }),
)
