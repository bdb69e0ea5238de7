/**
 * Sources are configuration, not data: a JSON array in SOURCES_FILE, each entry checked against
 * the schema in sources-schema.ts. A mistake in it stops `npm run ingest` and the server with a
 * message naming the entry and the field, never a source that silently does nothing.
 */
import { existsSync, readFileSync } from 'node:fs'

import * as v from 'valibot'

import { StartupError } from '../startup-error.ts'
import type { SourceConfig } from './ingest-types.ts'
import { sourceConfigSchema, sourceNameSchema } from './sources-schema.ts'

export class SourcesConfigError extends StartupError {
  override name = 'SourcesConfigError'
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
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
    const where = `${file}, source ${index + 1}`
    // Arrays are objects to valibot; a source written as a list is a mistake all the same.
    if (!isRecord(entry)) throw new SourcesConfigError(`${where}: must be an object`)
    const name = v.safeParse(sourceNameSchema, entry.name)
    if (!name.success) throw new SourcesConfigError(`${where}: ${name.issues[0].message}`)
    if (names.has(name.output))
      throw new SourcesConfigError(`${where}: the name "${name.output}" is used twice`)
    names.add(name.output)
    const source = v.safeParse(sourceConfigSchema, entry, { abortEarly: true })
    if (!source.success)
      throw new SourcesConfigError(`${where} (${name.output}): ${source.issues[0].message}`)
    return source.output
  })
}

/** The sources in `file`; a missing file means no sources (the demo board). */
export function loadSourcesConfig(file: string): SourceConfig[] {
  if (!existsSync(file)) return []
  return parseSourcesConfig(readFileSync(file, 'utf8'), file)
}
