/**
 * Sources are configuration (DESIGN.md §7): a JSON array in SOURCES_FILE. A mistake in it stops
 * `npm run ingest` and the server with a message naming the entry and the field, never a source
 * that silently does nothing.
 */
import { existsSync, readFileSync } from 'node:fs'

import { StartupError } from '../startup-error.ts'
import { sourceKinds, type SourceConfig, type SourceKind } from './ingest-types.ts'

export class SourcesConfigError extends StartupError {
  override name = 'SourcesConfigError'
}

const NAME = /^[a-z0-9][a-z0-9._-]{0,62}$/i

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
  return data.map((entry, index) => {
    const where = `${file}, source ${index + 1}`
    if (!isRecord(entry)) throw new SourcesConfigError(`${where}: must be an object`)
    const { name, kind, url, enabled } = entry
    if (typeof name !== 'string' || !NAME.test(name))
      throw new SourcesConfigError(
        `${where}: "name" must be 1-63 letters, digits, dots, dashes or underscores`,
      )
    if (names.has(name)) throw new SourcesConfigError(`${where}: the name "${name}" is used twice`)
    names.add(name)
    if (typeof kind !== 'string' || !(sourceKinds as readonly string[]).includes(kind))
      throw new SourcesConfigError(
        `${where} (${name}): "kind" must be one of ${sourceKinds.join(', ')}`,
      )
    if (typeof url !== 'string' || !/^https?:\/\//i.test(url) || !URL.canParse(url))
      throw new SourcesConfigError(`${where} (${name}): "url" must be an http(s) URL`)
    if (enabled !== undefined && typeof enabled !== 'boolean')
      throw new SourcesConfigError(`${where} (${name}): "enabled" must be true or false`)
    const source: SourceConfig = { name, kind: kind as SourceKind, url, enabled: enabled ?? true }
    for (const key of ['match', 'appname', 'country', 'company'] as const) {
      const value = entry[key]
      if (value === undefined) continue
      if (typeof value !== 'string')
        throw new SourcesConfigError(`${where} (${name}): "${key}" must be a string`)
      source[key] = value
    }
    if (source.match !== undefined) {
      try {
        new RegExp(source.match)
      } catch {
        throw new SourcesConfigError(
          `${where} (${name}): "match" is not a valid regular expression`,
        )
      }
    }
    if (entry.maxPages !== undefined) {
      if (!Number.isInteger(entry.maxPages) || (entry.maxPages as number) < 1)
        throw new SourcesConfigError(`${where} (${name}): "maxPages" must be a positive integer`)
      source.maxPages = entry.maxPages as number
    }
    if (source.kind === 'reliefweb' && source.enabled && !source.appname)
      throw new SourcesConfigError(
        `${where} (${name}): ReliefWeb asks every caller for an "appname"; set one`,
      )
    return source
  })
}

/** The sources in `file`; a missing file means no sources (the demo board). */
export function loadSourcesConfig(file: string): SourceConfig[] {
  if (!existsSync(file)) return []
  return parseSourcesConfig(readFileSync(file, 'utf8'), file)
}
