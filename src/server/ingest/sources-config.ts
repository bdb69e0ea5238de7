/**
 * Sources are configuration, not data: a JSON array in SOURCES_FILE, each entry checked against
 * its kind's schema (sources-schema.ts). A mistake in it stops `npm run ingest` and the server
 * with a message naming the file, the source, its kind and the field, never a source that
 * silently does nothing: `sources.json: source "herald" (kind rss): option "maxPages" is not for
 * this kind (rss takes: company)`.
 */
import { existsSync, readFileSync } from 'node:fs'

import * as v from 'valibot'

import { StartupError } from '../startup-error.ts'
import type { SourceConfig } from './ingest-types.ts'
import { COMMON_FIELDS, sourceNameSchema } from './source-options.ts'
import { sourceKindSchema, sourceSchema } from './sources-schema.ts'

export class SourcesConfigError extends StartupError {
  override name = 'SourcesConfigError'
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** An issue led by the field it concerns: `"url" …` for a common field, `option "list.title" …`. */
function describeIssue(issue: v.BaseIssue<unknown>): string {
  const keys = (issue.path ?? []).map((item) => String(item.key))
  const [first] = keys
  if (first === undefined) return issue.message
  const field = `"${keys.join('.')}"`
  return `${COMMON_FIELDS.includes(first) ? field : `option ${field}`} ${issue.message}`
}

export function parseSourcesConfig(text: string, file = 'sources file'): SourceConfig[] {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    throw new SourcesConfigError(`${file} is not valid JSON: ${(error as Error).message}`)
  }
  if (!Array.isArray(data))
    throw new SourcesConfigError(`${file} must hold a JSON array of sources`)
  const names = new Set<string>()
  return data.map((entry: unknown, index) => {
    const numbered = `${file}: source ${index + 1}`
    // Arrays are objects to valibot; a source written as a list is a mistake all the same.
    if (!isRecord(entry)) throw new SourcesConfigError(`${numbered}: must be an object`)
    const name = v.safeParse(sourceNameSchema, entry.name)
    if (!name.success) throw new SourcesConfigError(`${numbered}: "name" ${name.issues[0].message}`)
    if (names.has(name.output))
      throw new SourcesConfigError(`${numbered}: the name "${name.output}" is used twice`)
    names.add(name.output)
    const named = `${file}: source "${name.output}"`
    const kind = v.safeParse(sourceKindSchema, entry.kind)
    if (!kind.success) throw new SourcesConfigError(`${named}: "kind" ${kind.issues[0].message}`)
    const source = v.safeParse(sourceSchema, entry, { abortEarly: true })
    if (!source.success)
      throw new SourcesConfigError(
        `${named} (kind ${kind.output}): ${describeIssue(source.issues[0])}`,
      )
    return source.output
  })
}

/** The sources in `file`; a missing file means no sources (the demo board). */
export function loadSourcesConfig(file: string): SourceConfig[] {
  if (!existsSync(file)) return []
  return parseSourcesConfig(readFileSync(file, 'utf8'), file)
}
